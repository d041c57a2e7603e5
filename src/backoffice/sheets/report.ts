import { readSheet } from './read'
import type { CellValue, ImportSummary, RowResult, SheetFormat } from './types'
import { writeSheet } from './write'

export const RESULT_HEADER = 'Sonuç'
export const NOTE_HEADER = 'Sonuç notu'

/** What happened to a row, or what would happen in a dry run. */
export function resultLabel(result: RowResult, dryRun: boolean): string {
  if (result.error) return 'Hata'
  switch (result.action) {
    case 'create':
      return dryRun ? 'Eklenecek' : 'Eklendi'
    case 'update':
      return dryRun ? 'Değişecek' : 'Güncellendi'
    case 'unchanged':
      return 'Değişiklik yok'
    case 'refuse':
      return 'Reddedildi'
  }
}

export function resultNote(result: RowResult): string {
  return result.error ?? result.reason ?? result.changes?.join(', ') ?? ''
}

export const REPORT_HEADERS = ['Satır', 'Kod', RESULT_HEADER, NOTE_HEADER]

/** The results alone, one line per row, for a short report beside the summary. */
export function* reportRows(summary: ImportSummary): Generator<CellValue[]> {
  for (const result of summary.results) {
    yield [result.rowNumber, result.key, resultLabel(result, summary.dryRun), resultNote(result)]
  }
}

/**
 * The uploaded sheet again with `Sonuç` and `Açıklama` added to each row, matched by row number.
 * The source is streamed a second time rather than kept from the import.
 */
export async function writeReport(
  out: NodeJS.WritableStream,
  format: SheetFormat,
  sourceFile: string,
  summary: ImportSummary,
): Promise<void> {
  const byRow = new Map(summary.results.map((result) => [result.rowNumber, result]))
  let headers: string[] = []
  const rows = readSheet(sourceFile, undefined, { onHeaders: (list) => (headers = list) })
  // The headers arrive with the first row; read it before the writer needs them.
  const first = await rows.next()
  async function* lines(): AsyncGenerator<CellValue[]> {
    let next = first
    while (!next.done) {
      const row = next.value
      const result = byRow.get(row.rowNumber)
      yield [
        ...headers.map((header) => row.cells[header] ?? ''),
        result ? resultLabel(result, summary.dryRun) : '',
        result ? resultNote(result) : '',
      ]
      next = await rows.next()
    }
  }
  try {
    await writeSheet(out, format, [...headers, RESULT_HEADER, NOTE_HEADER], lines())
  } finally {
    await rows.return(undefined)
  }
}
