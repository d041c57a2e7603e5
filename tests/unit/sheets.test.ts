import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { tr } from '@payloadcms/translations/languages/tr'
import { Workbook, WorkbookWriter } from '@cj-tech-master/excelts'
import type { Payload, PayloadRequest } from 'payload'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as yazl from 'yazl'

import {
  csvLine,
  DEFAULT_LIMITS,
  defuseCell,
  detectFormat,
  extractZip,
  findSheetInDir,
  formatIstanbul,
  parseFormat,
  readSheet,
  parseMapping,
  resolveHeaders,
  runImport,
  SheetError,
  sheetResponse,
  writeReport,
  writeSheet,
  ZIP_BOMB,
  type CellValue,
  type ImportOptions,
  type RowTransaction,
  type SheetImporter,
  type SheetRow,
} from '@/backoffice/sheets'

let dir: string
const file = (name: string) => path.join(dir, name)

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vitrin-sheets-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function readAll(filePath: string, limits?: Parameters<typeof readSheet>[1]) {
  const rows: SheetRow[] = []
  let headers: string[] = []
  for await (const row of readSheet(filePath, limits, { onHeaders: (h) => (headers = h) })) {
    rows.push(row)
  }
  return { headers, rows }
}

async function writeTo(
  name: string,
  format: 'xlsx' | 'csv',
  headers: string[],
  rows: CellValue[][],
) {
  const target = file(name)
  await writeSheet(createWriteStream(target), format, headers, rows)
  return target
}

/** A ZIP built with yazl from named buffers or streams. */
async function zipOf(
  name: string,
  entries: { name: string; data: Buffer | (() => Readable); mode?: number }[],
) {
  const zip = new yazl.ZipFile()
  for (const entry of entries) {
    const options = entry.mode ? { mode: entry.mode } : {}
    if (Buffer.isBuffer(entry.data)) zip.addBuffer(entry.data, entry.name, options)
    else zip.addReadStream(entry.data(), entry.name, options)
  }
  zip.end()
  const target = file(name)
  await pipeline(zip.outputStream, createWriteStream(target))
  return target
}

/** `size` bytes of zeros, made a chunk at a time so that the test never holds them. */
const zeros = (size: number) => () =>
  Readable.from(
    (function* () {
      const chunk = Buffer.alloc(1024 * 1024)
      for (let left = size; left > 0; left -= chunk.length)
        yield chunk.subarray(0, Math.min(left, chunk.length))
    })(),
  )

const TURKISH = 'İıŞşĞğÇçÖöÜü'
const MB = 1024 * 1024

/** `size` bytes of shared-strings XML that deflate to almost nothing, a chunk at a time. */
const sharedStrings = (size: number) => () =>
  Readable.from(
    (function* () {
      const item = Buffer.from('<si><t>Kamera açıklaması</t></si>')
      const chunk = Buffer.alloc(MB, item)
      for (let left = size; left > 0; left -= chunk.length)
        yield chunk.subarray(0, Math.min(left, chunk.length))
    })(),
  )

/** `size` bytes of XML that compress about twofold: under any ratio a bomb check looks for. */
const incompressible = (size: number) => {
  const hex = randomBytes(size)
    .toString('hex')
    .slice(0, size - 7)
  return Buffer.from(`<t>${hex}</t>`)
}

describe('writing cells', () => {
  it('defuses text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+2', '+90 555', '-5', '@SUM(A1)', '\tx', '\rx']) {
      expect(defuseCell(text)).toBe(`'${text}`)
    }
    expect(defuseCell('Kamera')).toBe('Kamera')
    expect(defuseCell("'=zaten")).toBe("'=zaten")
  })

  it('quotes CSV cells by RFC 4180 and writes numbers, booleans and dates plainly', () => {
    expect(csvLine(['a;b', 'say "merhaba"', 'x\ny', 12.5, -3, true, false, null, undefined])).toBe(
      '"a;b";"say ""merhaba""";"x\ny";12.5;-3;Evet;Hayır;;',
    )
    expect(csvLine(['=HYPERLINK("x")', 'a,b'], ',')).toBe(`"'=HYPERLINK(""x"")","a,b"`)
    expect(csvLine([new Date('2026-11-26T11:44:00Z')])).toBe('26.11.2026 14:44')
  })

  it('formats Istanbul time and parses the format parameter', () => {
    expect(formatIstanbul('2026-01-01T00:30:00Z')).toBe('01.01.2026 03:30')
    expect(formatIstanbul('geçersiz')).toBe('')
    expect(parseFormat('xlsx')).toBe('xlsx')
    expect(parseFormat('csv')).toBe('csv')
    expect(parseFormat('XLSX')).toBeNull()
    expect(parseFormat(undefined)).toBeNull()
  })

  it('streams a download response with its headers', async () => {
    const response = sheetResponse('csv', 'talepler 2026/11', ['Ad', 'Not'], [[TURKISH, '=1']])
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="talepler_2026_11.csv"',
    )
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.toString('utf8')).toBe(`\uFEFFAd;Not\r\n${TURKISH};'=1\r\n`)

    const xlsx = sheetResponse('xlsx', 'urunler', ['Kod'], [['K1']])
    expect(xlsx.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const body = Buffer.from(await xlsx.arrayBuffer())
    expect(body.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'))
  })
})

describe('writing XLSX', () => {
  it('keeps the bold header, the date format and plain cells, rows after rows', async () => {
    const when = new Date('2026-11-26T11:44:00Z')
    const rows: CellValue[][] = Array.from({ length: 3 }, (_, i) => [`K${i}`, i + 0.5, when, null])
    const target = await writeTo('styles.xlsx', 'xlsx', ['Kod', 'Fiyat', 'Tarih', 'Not'], rows)
    const book = new Workbook()
    await book.xlsx.readFile(target)
    const sheet = book.worksheets[0]!
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true)
    for (const at of [2, 3, 4]) {
      const row = sheet.getRow(at)
      expect(row.getCell(1).value).toBe(`K${at - 2}`)
      expect(row.getCell(1).font?.bold).toBeFalsy()
      expect(row.getCell(2).value).toBe(at - 1.5)
      expect(row.getCell(2).numFmt ?? 'General').toBe('General')
      expect(row.getCell(3).numFmt).toBe('dd.mm.yyyy hh:mm')
      // Istanbul wall time, stored without a zone.
      expect((row.getCell(3).value as Date).toISOString()).toBe('2026-11-26T14:44:00.000Z')
      expect(row.getCell(4).value).toBeNull()
    }
  })
})

describe('reading sheets', () => {
  it('keeps every Turkish letter of 20,000 rows, whatever chunk boundary it falls on', async () => {
    // exceljs 4.4 decoded each inflated chunk on its own and split letters at chunk boundaries.
    const target = file('letters.xlsx')
    const text = (i: number) => `Işıklı ığüşöç İĞÜŞÖÇ kamera ${i}`
    const rows = Array.from({ length: 20_000 }, (_, i) => [`K-${i}`, text(i)])
    await writeSheet(createWriteStream(target), 'xlsx', ['Kod', 'Ad'], rows)
    const read = await readAll(target)
    expect(read.rows).toHaveLength(20_000)
    const wrong = read.rows.filter((r, i) => r.cells.Ad !== text(i))
    expect(wrong.map((r) => r.cells.Ad)).toEqual([])
  }, 60_000)

  const headers = ['Kod', 'Ad', 'Fiyat', 'Stokta', 'Tarih', 'Not']
  const rows: CellValue[][] = [
    ['K-1', `Kamera ${TURKISH}`, 12.5, true, new Date('2026-11-26T11:44:00Z'), '=1+2'],
    ['K-2', '  boşluklu  ', 7, false, null, '-5 derece'],
    [null, null, null, null, null, null],
    ['K-3', 'a;b,"c"\nikinci satır', 0.1 + 0.2, null, null, '@x'],
  ]
  const expected = [
    {
      rowNumber: 2,
      cells: {
        Kod: 'K-1',
        Ad: `Kamera ${TURKISH}`,
        Fiyat: '12.5',
        Stokta: 'Evet',
        Tarih: '26.11.2026 14:44',
        Not: '=1+2',
      },
    },
    {
      rowNumber: 3,
      cells: {
        Kod: 'K-2',
        Ad: 'boşluklu',
        Fiyat: '7',
        Stokta: 'Hayır',
        Tarih: '',
        Not: '-5 derece',
      },
    },
  ]

  it('reads back an XLSX it wrote: Turkish letters, formula-like text as text, real dates', async () => {
    const target = await writeTo('round.xlsx', 'xlsx', headers, rows)
    expect(await detectFormat(target)).toBe('xlsx')
    const read = await readAll(target)
    expect(read.headers).toEqual(headers)
    // A date is a real Excel date in Istanbul wall time, read back as such.
    const asXlsx = structuredClone(expected)
    asXlsx[0]!.cells.Tarih = '2026-11-26T14:44:00'
    expect(read.rows.slice(0, 2)).toEqual(asXlsx)
    // The empty row is skipped but keeps its number.
    expect(read.rows[2]).toMatchObject({
      rowNumber: 5,
      cells: { Kod: 'K-3', Ad: 'a;b,"c"\nikinci satır', Fiyat: '0.3', Not: '@x' },
    })
    expect(read.rows).toHaveLength(3)
  })

  it('reads back a CSV it wrote, with its BOM, semicolons and quoted line breaks', async () => {
    const target = await writeTo('round.csv', 'csv', headers, rows)
    const bytes = await readFile(target)
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(bytes.toString('utf8')).toContain("'=1+2")
    expect(await detectFormat(target)).toBe('csv')
    const read = await readAll(target)
    expect(read.headers).toEqual(headers)
    expect(read.rows.slice(0, 2)).toEqual(expected)
    expect(read.rows[2]).toMatchObject({ cells: { Kod: 'K-3', Ad: 'a;b,"c"\nikinci satır' } })
  })

  it('reads a comma-separated CSV without a BOM, and one with CRLF and a BOM', async () => {
    await writeFile(file('comma.csv'), `Kod,Ad\nK1,"${TURKISH}, virgüllü"\nK2,Şile\n`)
    const comma = await readAll(file('comma.csv'))
    expect(comma.headers).toEqual(['Kod', 'Ad'])
    expect(comma.rows.map((r) => r.cells)).toEqual([
      { Kod: 'K1', Ad: `${TURKISH}, virgüllü` },
      { Kod: 'K2', Ad: 'Şile' },
    ])
    await writeFile(file('bom.csv'), `\uFEFFKod;Ad\r\nK1;Iğdır\r\n\r\nK2;İzmir\r\n`)
    const bom = await readAll(file('bom.csv'))
    expect(bom.headers).toEqual(['Kod', 'Ad'])
    expect(bom.rows).toEqual([
      { rowNumber: 2, cells: { Kod: 'K1', Ad: 'Iğdır' } },
      { rowNumber: 4, cells: { Kod: 'K2', Ad: 'İzmir' } },
    ])
  })

  it('flags formula cells without ever evaluating or taking their cached result', async () => {
    const workbook = new Workbook()
    const sheet = workbook.addWorksheet('Ürünler')
    sheet.addRow(['Kod', 'Fiyat', 'Toplam'])
    sheet.addRow(['K1', 10, { formula: 'B2*2', result: 999 }])
    sheet.addRow([
      'K2',
      5,
      { formula: 'HYPERLINK("http://kötü.example","tıkla")', result: 'tıkla' },
    ])
    sheet.addRow(['K3', 1, 'düz metin'])
    await workbook.xlsx.writeFile(file('formula.xlsx'))
    const { rows } = await readAll(file('formula.xlsx'))
    expect(rows[0]).toEqual({
      rowNumber: 2,
      cells: { Kod: 'K1', Fiyat: '10', Toplam: '' },
      formulaHeaders: ['Toplam'],
    })
    expect(rows[1]).toMatchObject({ cells: { Toplam: '' }, formulaHeaders: ['Toplam'] })
    expect(rows[2]).toEqual({ rowNumber: 4, cells: { Kod: 'K3', Fiyat: '1', Toplam: 'düz metin' } })
  })

  it('refuses duplicate headers and ignores empty header cells', async () => {
    await writeFile(file('dup.csv'), 'Kod;Ad;Kod\nK1;a;b\n')
    await expect(readAll(file('dup.csv'))).rejects.toThrow(
      new SheetError('Başlık iki kez var: Kod.'),
    )
    await writeFile(file('gap.csv'), 'Kod;;Ad\nK1;yok sayılır;a\n')
    const { headers, rows } = await readAll(file('gap.csv'))
    expect(headers).toEqual(['Kod', 'Ad'])
    expect(rows[0]?.cells).toEqual({ Kod: 'K1', Ad: 'a' })
  })

  it('refuses a CSV row with another column count, not the whole file', async () => {
    await writeFile(file('columns.csv'), 'Kod;Ad\nK1;a\nK2;b;fazla\nK3;c\n')
    const { rows } = await readAll(file('columns.csv'))
    expect(rows.map((r) => r.cells.Kod)).toEqual(['K1', 'K2', 'K3'])
    expect(rows[1]?.invalidReason).toBe('Bu satırda 3 sütun var, başlık satırında 2.')
  })

  it('refuses files that are not sheets', async () => {
    const notASheet = new SheetError('Dosya bir Excel (XLSX) ya da CSV tablosu değil.')
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
      'hex',
    )
    await writeFile(file('image.csv'), png)
    await expect(detectFormat(file('image.csv'))).rejects.toThrow(notASheet)
    await writeFile(file('doc.xlsx'), '%PDF-1.7\n%âãÏÓ\n1 0 obj\n')
    await expect(detectFormat(file('doc.xlsx'))).rejects.toThrow(notASheet)
    await zipOf('plain.xlsx', [{ name: 'readme.txt', data: Buffer.from('merhaba') }])
    await expect(detectFormat(file('plain.xlsx'))).rejects.toThrow(notASheet)
    await writeFile(file('empty.csv'), '')
    await expect(detectFormat(file('empty.csv'))).rejects.toThrow(new SheetError('Dosya boş.'))
    // Windows-1254 Turkish: not UTF-8.
    await writeFile(
      file('cp1254.csv'),
      Buffer.from([0x4b, 0x6f, 0x64, 0x3b, 0x41, 0x64, 0x0a, 0xdd, 0xfe]),
    )
    await expect(detectFormat(file('cp1254.csv'))).rejects.toThrow(/UTF-8/)
    const old = Buffer.from('d0cf11e0a1b11ae1000000000000', 'hex')
    await writeFile(file('old.xls'), old)
    await expect(detectFormat(file('old.xls'))).rejects.toThrow(/XLS/)
  })

  it('refuses a file over the byte limit', async () => {
    await writeFile(file('big.csv'), 'Kod\n' + 'K\n'.repeat(100))
    await expect(readAll(file('big.csv'), { ...DEFAULT_LIMITS, maxBytes: 100 })).rejects.toThrow(
      /Dosya çok büyük/,
    )
  })

  it('refuses a CSV record far beyond the cell limit by its line, without holding it', async () => {
    await writeFile(file('huge-cell.csv'), `Kod;Ad\nK1;a\nK2;${'x'.repeat(10 * 1024 * 1024)}\n`)
    await expect(readAll(file('huge-cell.csv'))).rejects.toThrow(
      new SheetError('Satır 3 çok uzun.'),
    )
  })

  it('drops a cell over the cell limit and flags its row (CSV and XLSX)', async () => {
    const long = 'ş'.repeat(40_000)
    await writeFile(file('long.csv'), `Kod;Ad\nK1;${long}\nK2;kısa\n`)
    const csv = await readAll(file('long.csv'))
    expect(csv.rows[0]).toEqual({
      rowNumber: 2,
      cells: { Kod: 'K1', Ad: '' },
      tooLongHeaders: ['Ad'],
    })
    expect(csv.rows[1]?.tooLongHeaders).toBeUndefined()
    const xlsx = await writeTo(
      'long.xlsx',
      'xlsx',
      ['Kod', 'Ad'],
      [
        ['K1', long],
        ['K2', 'kısa'],
      ],
    )
    const read = await readAll(xlsx)
    expect(read.rows[0]).toEqual({
      rowNumber: 2,
      cells: { Kod: 'K1', Ad: '' },
      tooLongHeaders: ['Ad'],
    })
  })

  it('refuses an XLSX that is a ZIP bomb before the XLSX reader inflates it', async () => {
    const bomb = await zipOf('bomb.xlsx', [
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: zeros(64 * 1024 * 1024) },
    ])
    expect((await readFile(bomb)).length).toBeLessThan(1024 * 1024)
    expect(await detectFormat(bomb)).toBe('xlsx')
    await expect(readAll(bomb)).rejects.toThrow(
      new SheetError('Excel dosyası açılamayacak kadar büyük (sıkıştırma bombası olabilir).'),
    )
  })
})

describe('reading sheets: unzipped sizes, refused before parsing', () => {
  const workbook = { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }
  const sheet = { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>') }

  it('refuses an XLSX whose shared strings unzip past the part limit, inflating nothing', async () => {
    const target = await zipOf('shared-bomb.xlsx', [
      workbook,
      sheet,
      { name: 'xl/sharedStrings.xml', data: sharedStrings(200 * MB) },
    ])
    expect((await readFile(target)).length).toBeLessThan(MB)
    const gc = (globalThis as { gc?: () => void }).gc
    gc?.()
    const before = process.memoryUsage().rss
    // The size message, not a parse error ("eksik başlık") nor the bomb message.
    await expect(readAll(target)).rejects.toThrow(
      new SheetError(
        'Dosya çok büyük: “xl/sharedStrings.xml” açıldığında 200 MB; en çok 128 MB olabilir.',
      ),
    )
    gc?.()
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB)
  })

  it('holds parts but worksheets to the part limit, each and together, all parts to the total', async () => {
    const limits = { ...DEFAULT_LIMITS, maxPartBytes: MB, maxUnzippedBytes: 3 * MB }
    const styles = await zipOf('styles.xlsx', [
      workbook,
      sheet,
      { name: 'xl/styles.xml', data: incompressible(2 * MB) },
    ])
    await expect(readAll(styles, limits)).rejects.toThrow(
      new SheetError('Dosya çok büyük: “xl/styles.xml” açıldığında 2 MB; en çok 1 MB olabilir.'),
    )
    const worksheet = await zipOf('worksheet.xlsx', [
      workbook,
      { name: 'xl/worksheets/sheet1.xml', data: incompressible(4 * MB) },
    ])
    await expect(readAll(worksheet, limits)).rejects.toThrow(
      new SheetError(
        'Dosya çok büyük: “xl/worksheets/sheet1.xml” açıldığında 4 MB; en çok 3 MB olabilir.',
      ),
    )
    const together = await zipOf('together.xlsx', [
      workbook,
      { name: 'xl/worksheets/sheet1.xml', data: incompressible(2.5 * MB) },
      { name: 'xl/sharedStrings.xml', data: incompressible(MB / 2) },
      { name: 'xl/styles.xml', data: incompressible(MB / 4) },
    ])
    await expect(readAll(together, limits)).rejects.toThrow(
      new SheetError('Dosya çok büyük: açıldığında 3,3 MB; en çok 3 MB olabilir.'),
    )
    // Split between parts that are each under the limit: the XLSX reader holds them all at once.
    const split = await zipOf('split.xlsx', [
      workbook,
      sheet,
      { name: 'xl/sharedStrings.xml', data: incompressible(MB / 2) },
      { name: 'xl/styles.xml', data: incompressible(0.75 * MB) },
    ])
    await expect(readAll(split, limits)).rejects.toThrow(
      new SheetError(
        'Dosya çok büyük: çalışma sayfaları dışındaki bölümleri açıldığında 1,3 MB; en çok 1 MB olabilir.',
      ),
    )
  })

  it('stops a part that inflates past the size its ZIP directory declares', async () => {
    const built = await readFile(
      await zipOf('liar-src.xlsx', [
        workbook,
        sheet,
        { name: 'xl/sharedStrings.xml', data: sharedStrings(8 * MB) },
      ]),
    )
    // The last entry's central directory record claims 1,000 bytes; it inflates to 8 MB.
    const central = built.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    built.writeUInt32LE(1000, central + 24)
    await writeFile(file('liar.xlsx'), built)
    await expect(readAll(file('liar.xlsx'))).rejects.toThrow(
      new SheetError('Excel dosyası açılamayacak kadar büyük (sıkıştırma bombası olabilir).'),
    )
  })

  it('still reads an XLSX with shared strings, as Excel saves it', async () => {
    const target = file('shared.xlsx')
    const writer = new WorkbookWriter({
      filename: target,
      useSharedStrings: true,
    })
    const ws = writer.addWorksheet('Sayfa1')
    ws.addRow(['Kod', 'Ad']).commit()
    ws.addRow(['K-1', `Kamera ${TURKISH}`]).commit()
    ws.addRow(['K-2', `Kamera ${TURKISH}`]).commit()
    ws.commit()
    await writer.commit()
    const read = await readAll(target)
    expect(read.headers).toEqual(['Kod', 'Ad'])
    expect(read.rows.map((r) => r.cells)).toEqual([
      { Kod: 'K-1', Ad: `Kamera ${TURKISH}` },
      { Kod: 'K-2', Ad: `Kamera ${TURKISH}` },
    ])
  })
})

interface Planned {
  code: string
}

/** A products-like importer that records what the engine asked of it. */
function fakeImporter(failOn = new Set<string>()) {
  const calls = { prepare: 0, plan: 0, apply: [] as string[] }
  const importer: SheetImporter<{ existing: Set<string> }, Planned> = {
    kind: 'test',
    requiredHeaders: ['Kod', 'Ad'],
    columns: () => ({ names: ['Kod', 'Ad'], prefixes: ['Özellik: '] }),
    key: (row) => row.cells.Kod ?? '',
    missingKeyReason: 'Ürün kodu boş.',
    async prepare() {
      calls.prepare++
      return { existing: new Set(['VAR']) }
    },
    async plan(row, ctx) {
      calls.plan++
      const code = row.cells.Kod ?? ''
      if (row.cells.Ad === 'yasak') return { action: 'refuse', reason: 'Ad kabul edilmez.' }
      if (row.cells.Ad === 'aynı') return { action: 'unchanged' }
      if (ctx.existing.has(code)) return { action: 'update', changes: ['Ad'], data: { code } }
      return { action: 'create', data: { code } }
    },
    async apply(plan) {
      const code = plan.data!.code
      if (failOn.has(code)) {
        throw Object.assign(new Error('The following field is invalid: slug'), {
          data: {
            errors: [{ path: 'slug', label: { tr: 'Kısa ad', en: 'Slug' }, message: 'Zaten var.' }],
          },
        })
      }
      calls.apply.push(code)
    },
  }
  return { importer, calls }
}

function fakeTransaction() {
  const log: string[] = []
  const transaction: RowTransaction = {
    async begin() {
      log.push('begin')
      return {} as PayloadRequest
    },
    async commit() {
      log.push('commit')
    },
    async rollback() {
      log.push('rollback')
    },
  }
  return { transaction, log }
}

const payload = {} as Payload

describe('runImport', () => {
  const csv = [
    'Kod;Ad;Özellik: Renk',
    'YENİ-1;Kamera;siyah', // 2 create
    'VAR;Güncel;', // 3 update
    'AYNI;aynı;', // 4 unchanged
    'YASAK;yasak;', // 5 refused by the importer
    ';Kodsuz;', // 6 missing key
    'ÇİFT;bir;', // 7 duplicate
    'BOZUK;hata;', // 8 apply fails
    'ÇİFT;iki;', // 9 duplicate
  ].join('\n')

  it('plans in a dry run and never applies', async () => {
    await writeFile(file('import.csv'), csv)
    const { importer, calls } = fakeImporter()
    const { transaction, log } = fakeTransaction()
    const progress: [number, number][] = []
    const summary = await runImport(
      payload,
      importer,
      file('import.csv'),
      { dryRun: true, transaction },
      (done, total) => {
        progress.push([done, total])
      },
    )
    expect(calls.apply).toEqual([])
    expect(log).toEqual([])
    expect(calls.prepare).toBe(1)
    expect(summary).toMatchObject({
      dryRun: true,
      total: 8,
      created: 2,
      updated: 1,
      unchanged: 1,
      refused: 4,
      failed: 0,
    })
    const byRow = new Map(summary.results.map((r) => [r.rowNumber, r]))
    expect(byRow.get(3)).toMatchObject({ key: 'VAR', action: 'update', changes: ['Ad'] })
    expect(byRow.get(5)).toMatchObject({ action: 'refuse', reason: 'Ad kabul edilmez.' })
    expect(byRow.get(6)).toMatchObject({ action: 'refuse', reason: 'Ürün kodu boş.' })
    for (const row of [7, 9]) {
      expect(byRow.get(row)).toMatchObject({
        key: 'ÇİFT',
        action: 'refuse',
        reason: 'Bu kod dosyada birden çok kez geçiyor (satır 7, 9).',
        applied: false,
      })
    }
    expect(progress.at(-1)).toEqual([8, 8])
  })

  it('applies each row in its own transaction; a failing row fails alone', async () => {
    await writeFile(file('import.csv'), csv)
    const { importer, calls } = fakeImporter(new Set(['BOZUK']))
    const { transaction, log } = fakeTransaction()
    const summary = await runImport(payload, importer, file('import.csv'), {
      dryRun: false,
      transaction,
    })
    expect(calls.apply).toEqual(['YENİ-1', 'VAR'])
    expect(log).toEqual(['begin', 'commit', 'begin', 'commit', 'begin', 'rollback'])
    expect(summary).toMatchObject({ created: 1, updated: 1, unchanged: 1, refused: 4, failed: 1 })
    const failed = summary.results.find((r) => r.key === 'BOZUK')
    expect(failed).toMatchObject({
      applied: false,
      error: 'Geçersiz alan: Kısa ad (Zaten var.).',
    })
    expect(summary.results.find((r) => r.key === 'YENİ-1')?.applied).toBe(true)

    // The report: the sheet again with the result of each row.
    await writeReport(createWriteStream(file('report.csv')), 'csv', file('import.csv'), summary)
    const report = await readAll(file('report.csv'))
    expect(report.headers).toEqual(['Kod', 'Ad', 'Özellik: Renk', 'Sonuç', 'Sonuç notu'])
    const results = report.rows.map((r) => [r.cells.Kod, r.cells['Sonuç'], r.cells['Sonuç notu']])
    expect(results).toEqual([
      ['YENİ-1', 'Eklendi', ''],
      ['VAR', 'Güncellendi', 'Ad'],
      ['AYNI', 'Değişiklik yok', ''],
      ['YASAK', 'Reddedildi', 'Ad kabul edilmez.'],
      ['', 'Reddedildi', 'Ürün kodu boş.'],
      ['ÇİFT', 'Reddedildi', 'Bu kod dosyada birden çok kez geçiyor (satır 7, 9).'],
      ['BOZUK', 'Hata', 'Geçersiz alan: Kısa ad (Zaten var.).'],
      ['ÇİFT', 'Reddedildi', 'Bu kod dosyada birden çok kez geçiyor (satır 7, 9).'],
    ])
  })

  it('in batches, and resting after each as long as it took when asked (a server serving pages)', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => `K${i};ad ${i}`)
    await writeFile(file('batches.csv'), ['Kod;Ad', ...rows].join('\n'))
    const spans: { start: number; end: number; codes: string[] }[] = []
    const { importer } = fakeImporter()
    importer.applyBatch = async (_payload, plans) => {
      const start = performance.now()
      while (performance.now() - start < 30); // a batch holding the event loop, as SQLite's does
      spans.push({ start, end: performance.now(), codes: plans.map((p) => p.data!.code) })
    }
    const summary = await runImport(payload, importer, file('batches.csv'), {
      dryRun: false,
      batchRows: 5,
      restAfterBatch: true,
    })
    expect(summary.created).toBe(12)
    expect(spans.map((s) => s.codes.length)).toEqual([5, 5, 2])
    expect(spans.flatMap((s) => s.codes)).toEqual(rows.map((r) => r.split(';')[0]))
    for (const [i, span] of spans.slice(1).entries()) {
      // Timers may fire up to a millisecond early.
      expect(span.start - spans[i]!.end).toBeGreaterThanOrEqual(
        0.9 * (spans[i]!.end - spans[i]!.start) - 1,
      )
    }
  })

  it('refuses rows with formulas or too long cells (XLSX)', async () => {
    const workbook = new Workbook()
    const sheet = workbook.addWorksheet('Sayfa1')
    sheet.addRow(['Kod', 'Ad'])
    sheet.addRow(['K1', { formula: '1+1', result: 2 }])
    sheet.addRow(['K2', 'x'.repeat(40_000)])
    sheet.addRow(['K3', 'iyi'])
    await workbook.xlsx.writeFile(file('refuse.xlsx'))
    const { importer, calls } = fakeImporter()
    const summary = await runImport(payload, importer, file('refuse.xlsx'), { dryRun: true })
    expect(summary.results.map((r) => r.reason)).toEqual([
      'Formül içeren hücre kabul edilmez: Ad.',
      'Hücre çok uzun (en çok 32.767 karakter): Ad.',
      undefined,
    ])
    expect(calls.plan).toBe(1)
  })

  it('refuses another shape (a required header missing), naming the file’s own headers', async () => {
    const { importer, calls } = fakeImporter()
    await writeFile(file('shape.csv'), 'Kod;İsim\nK1;a\n')
    await expect(runImport(payload, importer, file('shape.csv'), { dryRun: true })).rejects.toThrow(
      new SheetError(
        'Dosya beklenen biçimde değil; eksik başlık: Ad. Dosyadaki sütunlar: “Kod”, “İsim”. Hangisinin “Ad” olduğunu sütun eşleştirmesiyle belirtin.',
      ),
    )
    await writeFile(file('empty-sheet.csv'), '\n\n')
    await expect(
      runImport(payload, importer, file('empty-sheet.csv'), { dryRun: true }),
    ).rejects.toThrow(/eksik başlıklar: Kod, Ad/)
    expect(calls.prepare).toBe(0)
  })

  it('reads a supplier’s headers leniently and leaves other columns out, listed', async () => {
    const { importer } = fakeImporter()
    const seen: Record<string, string>[] = []
    const plan = importer.plan
    importer.plan = async (row, ctx) => {
      seen.push(row.cells)
      return plan(row, ctx)
    }
    await writeFile(file('supplier.csv'), 'KOD;ad;Renk;ÖZELLİK : Boy;Fiyat\nK1;a;kırmızı;3 m;12\n')
    const summary = await runImport(payload, importer, file('supplier.csv'), { dryRun: true })
    expect(seen).toEqual([{ Kod: 'K1', Ad: 'a', 'Özellik: Boy': '3 m' }])
    expect(summary.ignoredHeaders).toEqual(['Renk', 'Fiyat'])
  })

  it('takes staff’s mapping before the headers’ own names; refuses a mapping to no column of ours', async () => {
    const { importer } = fakeImporter()
    const seen: Record<string, string>[] = []
    const plan = importer.plan
    importer.plan = async (row, ctx) => {
      seen.push(row.cells)
      return plan(row, ctx)
    }
    await writeFile(file('mapped.csv'), 'Stok Kodu;Açıklama;Ad\nK1;Kamera;eski ad\n')
    const mapping = parseMapping('stok kodu=kod, Açıklama = ad, Ad=')
    expect(mapping).toEqual({ 'stok kodu': 'kod', Açıklama: 'ad', Ad: '' })
    const summary = await runImport(payload, importer, file('mapped.csv'), {
      dryRun: true,
      mapping,
    })
    expect(seen).toEqual([{ Kod: 'K1', Ad: 'Kamera' }])
    // A column staff left out on purpose is not listed as unknown.
    expect(summary.ignoredHeaders).toBeUndefined()
    await expect(
      runImport(payload, importer, file('mapped.csv'), {
        dryRun: true,
        mapping: { 'Stok Kodu': 'Kod', Açıklama: 'Renk' },
      }),
    ).rejects.toThrow(
      new SheetError('Eşleştirmedeki “Renk” sütunu bu tablo türünde yok (“Açıklama” için).'),
    )
    await expect(
      runImport(payload, importer, file('mapped.csv'), {
        dryRun: true,
        mapping: { 'Stok Kodu': 'Kod', Açıklama: 'Ad' },
      }),
    ).rejects.toThrow(/“Açıklama”, “Ad” sütunları aynı sütuna \(“Ad”\) denk geliyor/)
    expect(() => parseMapping('Fiyat')).toThrow(SheetError)
  })

  it('answers any header row and any mapping text with a mapping or a Turkish SheetError', () => {
    const spec = { names: ['Ürün kodu', 'Ad', 'Liste fiyatı'], prefixes: ['Özellik: '] }
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('Ürün Kodu', 'urun kodu', 'ÖZELLİK: Boy', 'Özellik:', '=', ':', 'ad', ''),
    )
    fc.assert(
      fc.property(
        fc.array(fc.option(text, { nil: null }), { maxLength: 12 }),
        text,
        (headers, map) => {
          try {
            const { columns, ignored } = resolveHeaders(
              headers,
              spec,
              ['Ürün kodu'],
              parseMapping(map),
            )
            expect(columns).toHaveLength(headers.length)
            expect(columns.filter(Boolean)).toContain('Ürün kodu')
            for (const h of ignored) expect(headers).toContain(h)
          } catch (error) {
            expect(error).toBeInstanceOf(SheetError)
          }
        },
      ),
      { numRuns: 500 },
    )
  })

  it('refuses a 100,001-row file before planning a single row', async () => {
    const lines = ['Kod;Ad']
    for (let i = 1; i <= 100_001; i++) lines.push(`K${i};Ürün ${i}`)
    await writeFile(file('rows.csv'), lines.join('\n'))
    const { importer, calls } = fakeImporter()
    await expect(runImport(payload, importer, file('rows.csv'), { dryRun: false })).rejects.toThrow(
      new SheetError('Dosyada en çok 50.000 satır olabilir.'),
    )
    expect(calls).toEqual({ prepare: 0, plan: 0, apply: [] })
  })

  it("uses Payload's request and transaction functions by default", async () => {
    await writeFile(file('one.csv'), 'Kod;Ad\nYENİ;a\n')
    const { importer, calls } = fakeImporter()
    // No beginTransaction: as on SQLite without transactions, initTransaction does nothing.
    const stub = {
      config: {
        i18n: { fallbackLanguage: 'tr', supportedLanguages: { tr } },
        admin: { user: 'users' },
      },
      db: { commitTransaction: async () => undefined, rollbackTransaction: async () => undefined },
      logger: console,
    } as unknown as Payload
    const seen: PayloadRequest[] = []
    const apply = importer.apply
    importer.apply = async (plan, ctx, req) => {
      seen.push(req)
      await apply(plan, ctx, req)
    }
    const user = { id: 1, email: 'personel@example.com', collection: 'users' }
    const options: ImportOptions = { dryRun: false, user }
    const summary = await runImport(stub, importer, file('one.csv'), options)
    expect(summary.results[0]?.error).toBeUndefined()
    expect(summary.results[0]?.applied).toBe(true)
    expect(calls.apply).toEqual(['YENİ'])
    expect(seen[0]?.payload).toBe(stub)
    expect(seen[0]?.user).toMatchObject({ email: 'personel@example.com' })
  })
})

describe('extractZip', () => {
  it('extracts files flat by basename, skipping folders, __MACOSX and dotfiles', async () => {
    const zip = await zipOf('media.zip', [
      { name: 'urunler.xlsx', data: Buffer.from('x') },
      { name: 'gorseller/Kamera-1.JPG', data: Buffer.from('jpg') },
      { name: '__MACOSX/gorseller/._Kamera-1.JPG', data: Buffer.from('meta') },
      { name: '.DS_Store', data: Buffer.from('ds') },
    ])
    const dest = file('media-out')
    const files = await extractZip(zip, dest)
    expect([...files.keys()].sort()).toEqual(['kamera-1.jpg', 'urunler.xlsx'])
    expect(await readFile(files.get('kamera-1.jpg')!, 'utf8')).toBe('jpg')
    expect(await findSheetInDir(dest)).toBe(path.join(dest, 'urunler.xlsx'))
  })

  it('refuses two entries with the same basename, and finds no single sheet', async () => {
    const zip = await zipOf('same.zip', [
      { name: 'a/resim.jpg', data: Buffer.from('1') },
      { name: 'b/resim.jpg', data: Buffer.from('2') },
    ])
    const dest = file('same-out')
    await expect(extractZip(zip, dest)).rejects.toThrow(
      new SheetError('ZIP dosyasında aynı adlı iki dosya var: resim.jpg.'),
    )
    expect(await readdir(dest)).toEqual([])
    await expect(findSheetInDir(dest)).rejects.toThrow(/tablosu yok/)
  })

  it('refuses path traversal, absolute names and symlinks, writing nothing outside', async () => {
    // yazl will not write such names; they are patched into the bytes at the same length.
    const built = await readFile(
      await zipOf('evil-src.zip', [
        { name: 'ok.txt', data: Buffer.from('ok') },
        { name: 'xx/evil.txt', data: Buffer.from('kötü') },
      ]),
    )
    const evil = Buffer.from(
      built.toString('latin1').replaceAll('xx/evil.txt', '../evil.txt'),
      'latin1',
    )
    await writeFile(file('evil.zip'), evil)
    const dest = file('evil-out')
    await expect(extractZip(file('evil.zip'), dest)).rejects.toThrow(
      new SheetError('ZIP dosyasında geçersiz dosya yolu: ../evil.txt.'),
    )
    expect(existsSync(path.join(dir, 'evil.txt'))).toBe(false)
    expect(await readdir(dest)).toEqual([])

    const absolute = Buffer.from(
      built.toString('latin1').replaceAll('xx/evil.txt', '/x/evil.txt'),
      'latin1',
    )
    await writeFile(file('absolute.zip'), absolute)
    await expect(extractZip(file('absolute.zip'), file('abs-out'))).rejects.toThrow(
      /geçersiz dosya yolu: \/x\/evil.txt/,
    )

    const link = await zipOf('link.zip', [
      { name: 'link.jpg', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
    ])
    await expect(extractZip(link, file('link-out'))).rejects.toThrow(
      new SheetError('ZIP dosyasında geçersiz dosya yolu: link.jpg.'),
    )
    expect(await readdir(file('link-out'))).toEqual([])
  })

  it('refuses a ZIP bomb (300 MB of zeros in a few hundred kB)', async () => {
    const bomb = await zipOf('bomb.zip', [
      { name: 'resim.jpg', data: Buffer.from('küçük') },
      { name: 'sifir.bin', data: zeros(300 * 1024 * 1024) },
    ])
    expect((await readFile(bomb)).length).toBeLessThan(1024 * 1024)
    const dest = file('bomb-out')
    await expect(extractZip(bomb, dest)).rejects.toThrow(new SheetError(ZIP_BOMB))
    expect(await readdir(dest)).toEqual([])
  })

  it('counts the bytes actually inflated, not only the declared sizes', async () => {
    const built = await readFile(
      await zipOf('liar-src.zip', [{ name: 'sifir.bin', data: zeros(8 * 1024 * 1024) }]),
    )
    // The central directory claims 1,000 bytes; the entry inflates to 8 MB.
    const central = built.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    built.writeUInt32LE(1000, central + 24)
    await writeFile(file('liar.zip'), built)
    const dest = file('liar-out')
    await expect(extractZip(file('liar.zip'), dest)).rejects.toThrow(new SheetError(ZIP_BOMB))
    expect(await readdir(dest)).toEqual([])
  })
})
