import { once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'

import { WorkbookWriter } from '@cj-tech-master/excelts'

import type { CellValue, SheetFormat } from './types'

export interface WriteOptions {
  sheetName?: string
  /** Column widths in characters, by position. */
  widths?: number[]
}

const istanbul = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** `26.11.2026 14:44`, Istanbul time whatever the server's zone. */
export function formatIstanbul(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date
  return Number.isNaN(value.getTime()) ? '' : istanbul.format(value)
}

const istanbulParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
})

/** Excel dates have no zone: the Istanbul wall time, as the UTC fields the writer stores. */
export function istanbulWallTime(date: Date): Date {
  const part = Object.fromEntries(
    istanbulParts.formatToParts(date).map(({ type, value }) => [type, Number(value)]),
  ) as Record<string, number>
  return new Date(
    Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!),
  )
}

const EXCEL_DATE_FORMAT = 'dd.mm.yyyy hh:mm'

/** In CSV a leading = + - @ (or tab, CR) would make a spreadsheet run the text as a formula. */
export function defuseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return formatIstanbul(value)
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır'
  return String(value)
}

/** One CSV line without its line break: RFC 4180 quoting, formulas defused. */
export function csvLine(values: CellValue[], delimiter = ';'): string {
  return values
    .map((value) => {
      const text = typeof value === 'number' ? String(value) : defuseCell(cellText(value))
      return /[",;\r\n]/.test(text) || text.includes(delimiter)
        ? `"${text.replace(/"/g, '""')}"`
        : text
    })
    .join(delimiter)
}

async function write(out: NodeJS.WritableStream, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out as NodeJS.EventEmitter, 'drain')
}

async function writeCsv(
  out: NodeJS.WritableStream,
  headers: string[],
  rows: AsyncIterable<CellValue[]> | Iterable<CellValue[]>,
): Promise<void> {
  // The byte-order mark makes spreadsheet programs read the Turkish letters as UTF-8.
  await write(out, '\uFEFF' + csvLine(headers) + '\r\n')
  for await (const row of rows) await write(out, csvLine(row) + '\r\n')
  await new Promise<void>((resolve) => out.end(resolve))
}

async function writeXlsx(
  out: NodeJS.WritableStream,
  headers: string[],
  rows: AsyncIterable<CellValue[]> | Iterable<CellValue[]>,
  options: WriteOptions,
): Promise<void> {
  const workbook = new WorkbookWriter({
    stream: out as unknown as import('node:stream').Writable,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Sayfa1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  sheet.columns = headers.map((_, i) => ({ width: options.widths?.[i] ?? 20 }))
  sheet.autoFilter = { from: { row: 1, col: 1 }, to: { row: 1, col: headers.length } }
  const header = sheet.addRow(headers)
  header.font = { bold: true }
  header.commit()
  // One style object per kind of cell: excelts caches a style by its object, and a new one per
  // cell (its default) rendered every cell's style as XML, half the time of a large export.
  const styles = { text: {}, number: {}, date: { numFmt: EXCEL_DATE_FORMAT } }
  for await (const values of rows) {
    // An XLSX string cell is text, never a formula: it needs no apostrophe, unlike CSV. An empty
    // cell is left out (undefined: no cell), as a spreadsheet program does; most of a catalogue's
    // 200 columns are empty.
    const cells = values.map((value) =>
      value === '' || value === null || value === undefined
        ? undefined
        : typeof value === 'number' || typeof value === 'string'
          ? value
          : value instanceof Date
            ? istanbulWallTime(value)
            : cellText(value),
    )
    const row = sheet.addRow(cells)
    cells.forEach((cell, i) => {
      if (cell === undefined) return
      row.getCell(i + 1).style =
        cell instanceof Date ? styles.date : typeof cell === 'number' ? styles.number : styles.text
    })
    row.commit()
  }
  sheet.commit()
  await workbook.commit()
}

/** Streams a sheet into `out` and ends it. */
export async function writeSheet(
  out: NodeJS.WritableStream,
  format: SheetFormat,
  headers: string[],
  rows: AsyncIterable<CellValue[]> | Iterable<CellValue[]>,
  options: WriteOptions = {},
): Promise<void> {
  if (format === 'csv') await writeCsv(out, headers, rows)
  else await writeXlsx(out, headers, rows, options)
}

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

/** A download response that streams the sheet as it is written. */
export function sheetResponse(
  format: SheetFormat,
  filename: string,
  headers: string[],
  rows: AsyncIterable<CellValue[]> | Iterable<CellValue[]>,
  options?: WriteOptions,
): Response {
  const body = new PassThrough()
  writeSheet(body, format, headers, rows, options).catch((error: unknown) =>
    body.destroy(error instanceof Error ? error : new Error(String(error))),
  )
  const name = filename.replace(/[^\w.-]+/g, '_') || 'tablo'
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': SHEET_CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="${name}.${format}"`,
      'Cache-Control': 'no-store',
    },
  })
}

export function parseFormat(value: unknown): SheetFormat | null {
  return value === 'xlsx' || value === 'csv' ? value : null
}
