import { createReadStream } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import { pipeline } from 'node:stream'

import { CsvError, parse } from 'csv-parse'
import { WorkbookReader } from '@cj-tech-master/excelts'

import { DEFAULT_LIMITS, SheetError } from './types'
import type { SheetFormat, SheetLimits, SheetRow } from './types'
import { checkZipContainer, openZip, zipError } from './zip'

const NOT_A_SHEET = 'Dosya bir Excel (XLSX) ya da CSV tablosu değil.'
const OLD_XLS =
  'Eski Excel biçimi (XLS) desteklenmiyor; dosyayı Excel’de XLSX olarak kaydedip yeniden yükleyin.'
const NOT_UTF8 =
  'CSV dosyası UTF-8 kodlamasında değil; Excel’de “CSV UTF-8” olarak kaydedip yeniden yükleyin.'
const XLSX_BOMB = 'Excel dosyası açılamayacak kadar büyük (sıkıştırma bombası olabilir).'
const XLSX_BROKEN = 'Excel dosyası okunamadı; bozuk ya da desteklenmeyen bir dosya olabilir.'

const MB = 1024 * 1024
const XLSX_CONTAINER = {
  maxEntries: 10_000,
  maxRatio: 200,
  ratioMinBytes: MB,
}
/** excelts streams these row by row; every other part it reads whole. */
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/

export const formatCount = (n: number) => new Intl.NumberFormat('tr-TR').format(n)

/** Rounded up to a tenth, so that a size just over a limit never reads as the limit itself. */
const megabytes = (bytes: number) => `${formatCount(Math.ceil((bytes / MB) * 10) / 10)} MB`

export interface ReadOptions {
  onHeaders?: (headers: string[]) => void
  /** Our name for each of the file's columns (null: left out); rows' cells are keyed by it. */
  mapHeaders?: (headers: (string | null)[]) => (string | null)[]
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

async function readHead(filePath: string, length: number): Promise<Buffer> {
  const handle = await open(filePath, 'r')
  try {
    const buffer = Buffer.alloc(length)
    const { bytesRead } = await handle.read(buffer, 0, length, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

async function hasWorkbookEntry(filePath: string): Promise<boolean> {
  const zip = await openZip(filePath).catch(() => null)
  if (!zip) return false
  let seen = 0
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName === 'xl/workbook.xml') return true
      if (++seen > XLSX_CONTAINER.maxEntries) return false
    }
  } catch {
    // An unreadable directory is simply "not an XLSX".
  } finally {
    zip.close()
  }
  return false
}

/** A CSV is UTF-8 text: a NUL byte or an invalid sequence means it is something else. */
async function assertUtf8Text(filePath: string): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  try {
    for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) throw new SheetError(NOT_A_SHEET)
      decoder.decode(chunk, { stream: true })
    }
    decoder.decode()
  } catch (error) {
    if (error instanceof SheetError) throw error
    throw new SheetError(NOT_UTF8)
  }
}

/** By content, not by the file's name: an XLSX is a ZIP holding xl/workbook.xml. */
export async function detectFormat(filePath: string): Promise<SheetFormat> {
  const head = await readHead(filePath, 8)
  if (head.length === 0) throw new SheetError('Dosya boş.')
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) {
    if (await hasWorkbookEntry(filePath)) return 'xlsx'
    throw new SheetError(NOT_A_SHEET)
  }
  if (head.equals(OLE_MAGIC)) throw new SheetError(OLD_XLS)
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') throw new SheetError(NOT_A_SHEET)
  await assertUtf8Text(filePath)
  return 'csv'
}

const FORMULA = Symbol('formula')

interface RawRow {
  rowNumber: number
  values: (string | typeof FORMULA | undefined)[]
  header: boolean
  invalidReason?: string
}

/** Excel keeps 15 significant digits; beyond that is binary noise, and no exponent for normal sizes. */
function numberText(n: number): string {
  if (!Number.isFinite(n)) return ''
  const rounded = Number(n.toPrecision(15))
  const text = String(rounded)
  if (!text.includes('e') || Math.abs(rounded) >= 1e21) return text
  return rounded.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

/** Excel dates have no zone; excelts hands them over as UTC wall time. */
function dateText(date: Date): string {
  const time = date.getTime()
  if (Number.isNaN(time)) return ''
  const iso = new Date(Math.round(time / 1000) * 1000).toISOString()
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19)
}

function xlsxCellText(value: unknown): string | typeof FORMULA {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number') return numberText(value)
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır'
  if (value instanceof Date) return dateText(value)
  if (typeof value === 'object') {
    // A shared formula's followers carry an empty formula text: the key alone marks them.
    if ('formula' in value || 'sharedFormula' in value) return FORMULA
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText.map((run: { text?: unknown }) => String(run.text ?? '')).join('')
    }
    if ('text' in value) return String(value.text ?? '')
    if ('error' in value) return String(value.error ?? '')
  }
  return ''
}

function unzippedTooBig(bytes: number, limit: number, what = ''): SheetError {
  return new SheetError(
    `Dosya çok büyük: ${what}açıldığında ${megabytes(bytes)}; en çok ${megabytes(limit)} olabilir.`,
  )
}

// Refused by declared sizes before anything is inflated; a part that inflates past its declared
// size is stopped by yauzl (`validateEntrySizes`).
async function checkXlsxSizes(filePath: string, limits: SheetLimits): Promise<void> {
  const zip = await openZip(filePath)
  try {
    if (zip.entryCount > XLSX_CONTAINER.maxEntries) throw new SheetError(XLSX_BOMB)
    let total = 0
    let whole = 0
    for await (const entry of zip.eachEntry()) {
      const size = entry.uncompressedSize
      const streamed = WORKSHEET.test(entry.fileName)
      const limit = streamed ? limits.maxUnzippedBytes : limits.maxPartBytes
      if (size > limit) throw unzippedTooBig(size, limit, `“${entry.fileName}” `)
      total += size
      if (!streamed) whole += size
    }
    if (whole > limits.maxPartBytes) {
      const what = 'çalışma sayfaları dışındaki bölümleri '
      throw unzippedTooBig(whole, limits.maxPartBytes, what)
    }
    if (total > limits.maxUnzippedBytes) throw unzippedTooBig(total, limits.maxUnzippedBytes)
  } catch (error) {
    throw zipError(error, XLSX_BOMB)
  } finally {
    zip.close()
  }
}

async function* readXlsxRows(filePath: string, limits: SheetLimits): AsyncGenerator<RawRow> {
  await checkXlsxSizes(filePath, limits)
  const container = { ...XLSX_CONTAINER, maxTotalBytes: limits.maxUnzippedBytes }
  await checkZipContainer(filePath, container, XLSX_BOMB).catch((error: unknown) => {
    throw zipError(error, XLSX_BOMB)
  })
  const input = createReadStream(filePath)
  // Styles are read only so that date-formatted numbers come back as dates.
  const reader = new WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  })
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = row.values as unknown[]
        const cells: RawRow['values'] = []
        for (let col = 1; col < values.length; col++) cells.push(xlsxCellText(values[col]))
        yield { rowNumber: row.number, values: cells, header: row.number === 1 }
      }
      break // the first worksheet only
    }
  } catch (error) {
    if (error instanceof SheetError) throw error
    throw new SheetError(XLSX_BROKEN)
  } finally {
    input.destroy()
  }
}

/** The header line decides: `;` (Turkish Excel's choice) when it has more of them than commas. */
async function sniffDelimiter(filePath: string): Promise<';' | ','> {
  const head = (await readHead(filePath, 64 * 1024)).toString('utf8').replace(/^\uFEFF/, '')
  const line = head.split('\n', 1)[0] ?? ''
  const count = (ch: string) => line.split(ch).length - 1
  return count(';') > count(',') ? ';' : ','
}

interface CsvParseError {
  code?: string
  lines?: number
}

async function* readCsvRows(filePath: string, limits: SheetLimits): AsyncGenerator<RawRow> {
  const delimiter = await sniffDelimiter(filePath)
  const input = createReadStream(filePath)
  // Column counts are compared here rather than by csv-parse, so that one odd record refuses its
  // row instead of the whole file.
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: limits.maxCellChars * 4,
    info: true,
  })
  pipeline(input, parser, () => {})
  let columns: number | undefined
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[]
      info: { lines: number }
    }>) {
      // info.lines is where the record ends; quoted line breaks inside it moved it on.
      const breaks = record.reduce((n, field) => n + (field.split('\n').length - 1), 0)
      const rowNumber = info.lines - breaks
      const header = columns === undefined
      columns ??= record.length
      yield {
        rowNumber,
        values: record,
        header,
        invalidReason:
          record.length === columns
            ? undefined
            : `Bu satırda ${record.length} sütun var, başlık satırında ${columns}.`,
      }
    }
  } catch (error) {
    const { code, lines } = error as CsvParseError
    if (code === 'CSV_MAX_RECORD_SIZE') throw new SheetError(`Satır ${lines} çok uzun.`)
    // csv-parse's codes start with CSV_, but for one: INVALID_OPENING_QUOTE (`a"b` in a field).
    if (error instanceof CsvError || code?.startsWith('CSV_')) {
      throw new SheetError(
        `CSV dosyası ${lines}. satırda okunamadı; tırnak işaretlerini denetleyin.`,
      )
    }
    throw error
  } finally {
    input.destroy()
    parser.destroy()
  }
}

/** Our exports write `'=…` so that a spreadsheet never runs it; reading takes the guard off. */
const undoDefuse = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text)

async function* shapeRows(
  source: AsyncGenerator<RawRow>,
  limits: SheetLimits,
  options: ReadOptions,
): AsyncGenerator<SheetRow> {
  let headers: (string | null)[] | undefined
  const announce = (list: (string | null)[]) => {
    options.onHeaders?.(list.filter((h): h is string => h !== null))
    return options.mapHeaders?.(list) ?? list
  }
  let count = 0
  for await (const raw of source) {
    if (!headers) {
      if (raw.header) {
        const seen = new Set<string>()
        headers = announce(
          raw.values.map((value) => {
            if (value === FORMULA) throw new SheetError('Başlık satırında formül olamaz.')
            const text = (value ?? '').trim()
            if (!text) return null
            if (seen.has(text)) throw new SheetError(`Başlık iki kez var: ${text}.`)
            seen.add(text)
            return text
          }),
        )
        continue
      }
      headers = announce([])
    }
    const entries: [string, string][] = []
    const formulaHeaders: string[] = []
    const tooLongHeaders: string[] = []
    let empty = true
    headers.forEach((header, i) => {
      if (header === null) return
      const value = raw.values[i]
      if (value === FORMULA) {
        formulaHeaders.push(header)
        entries.push([header, ''])
        empty = false
        return
      }
      if (value !== undefined && value.length > limits.maxCellChars) {
        tooLongHeaders.push(header)
        entries.push([header, ''])
        empty = false
        return
      }
      const text = undoDefuse((value ?? '').trim())
      if (text) empty = false
      entries.push([header, text])
    })
    if (empty && !raw.invalidReason) continue
    if (++count > limits.maxRows) {
      throw new SheetError(`Dosyada en çok ${formatCount(limits.maxRows)} satır olabilir.`)
    }
    const row: SheetRow = { rowNumber: raw.rowNumber, cells: Object.fromEntries(entries) }
    if (formulaHeaders.length) row.formulaHeaders = formulaHeaders
    if (tooLongHeaders.length) row.tooLongHeaders = tooLongHeaders
    if (raw.invalidReason) row.invalidReason = raw.invalidReason
    yield row
  }
  if (!headers) announce([])
}

/** Whole-file problems (too big, not a sheet, bad headers, too many rows) throw a SheetError. */
export async function* readSheet(
  filePath: string,
  limits: SheetLimits = DEFAULT_LIMITS,
  options: ReadOptions = {},
): AsyncGenerator<SheetRow> {
  const { size } = await stat(filePath)
  if (size > limits.maxBytes) {
    throw new SheetError(`Dosya çok büyük (en çok ${formatCount(limits.maxBytes / MB)} MB).`)
  }
  const format = await detectFormat(filePath)
  // A CSV is read as it is stored: maxBytes above bounds its text.
  const source = format === 'xlsx' ? readXlsxRows(filePath, limits) : readCsvRows(filePath, limits)
  yield* shapeRows(source, limits, options)
}
