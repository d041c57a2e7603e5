import { foldTurkish } from '@/lib/turkish'

import { NOTE_HEADER, RESULT_HEADER } from './report'
import { type ColumnMapping, type HeaderSpec, SheetError } from './types'

export interface ResolvedHeaders {
  /** For each of the file's columns, ours, or null when the column is left out. */
  columns: (string | null)[]
  /** The file's columns no one reads, for the report. */
  ignored: string[]
}

/** `Ürün Kodu`, `urun kodu` and `ÜRÜN-KODU` are one header: case, spaces, marks and letters folded. */
export const headerKey = (header: string) => foldTurkish(header).replace(/[^a-z0-9]+/g, '')

/** A report's own result columns: ours, so a corrected report can be uploaded again, but not read. */
const REPORT_COLUMNS = new Set([headerKey(RESULT_HEADER), headerKey(NOTE_HEADER)])

/** Our header for `text`, or null: a whole name, or a prefix (`özellik : lens` → `Özellik: lens`). */
export function canonicalHeader(text: string, spec: HeaderSpec): string | null {
  const key = headerKey(text)
  if (!key) return null
  const name = spec.names.find((n) => n === text) ?? spec.names.find((n) => headerKey(n) === key)
  if (name) return name
  const colon = text.indexOf(':')
  if (colon < 0) return null
  const head = headerKey(text.slice(0, colon))
  const rest = text.slice(colon + 1).trim()
  const prefix = spec.prefixes?.find((p) => headerKey(p) === head)
  return prefix && rest ? `${prefix}${rest}` : null
}

/** `Açıklama=Ad, Fiyat=Liste fiyatı` (the CLI's --map); `Renk=` leaves a column out. */
export function parseMapping(text: string): ColumnMapping {
  const mapping: ColumnMapping = {}
  for (const pair of text.split(/[,;\n]/)) {
    if (!pair.trim()) continue
    const at = pair.indexOf('=')
    const from = (at < 0 ? '' : pair.slice(0, at)).trim()
    if (!from)
      throw new SheetError(
        `Eşleştirme “${pair.trim()}” anlaşılamadı; “Dosyadaki sütun=Bizim sütun” biçiminde yazın.`,
      )
    mapping[from] = pair.slice(at + 1).trim()
  }
  return mapping
}

const list = (items: string[]) => items.map((h) => `“${h}”`).join(', ')

/**
 * Which of our columns each of the file's is: staff's mapping first, then the header itself read
 * leniently. A column no one reads is left out and listed; a required one missing, or two columns
 * for one of ours, refuses the file with the file's own headers named.
 */
export function resolveHeaders(
  fileHeaders: (string | null)[],
  spec: HeaderSpec,
  required: string[],
  mapping: ColumnMapping = {},
): ResolvedHeaders {
  const mapped = new Map<string, string | null>()
  for (const [from, to] of Object.entries(mapping)) {
    const target = to ? canonicalHeader(to, spec) : null
    if (to && !target)
      throw new SheetError(`Eşleştirmedeki “${to}” sütunu bu tablo türünde yok (“${from}” için).`)
    mapped.set(headerKey(from), target)
  }
  const ignored: string[] = []
  const owner = new Map<string, string>()
  const columns = fileHeaders.map((header) => {
    if (header === null) return null
    const key = headerKey(header)
    const ours = mapped.has(key) ? mapped.get(key)! : canonicalHeader(header, spec)
    if (!ours) {
      if (!REPORT_COLUMNS.has(key) && !mapped.has(key)) ignored.push(header)
      return null
    }
    const first = owner.get(ours)
    if (first !== undefined)
      throw new SheetError(
        `${list([first, header])} sütunları aynı sütuna (“${ours}”) denk geliyor; eşleştirmede birini boş bırakın.`,
      )
    owner.set(ours, header)
    return ours
  })
  const missing = required.filter((name) => !owner.has(name))
  if (missing.length) {
    const present = fileHeaders.filter((h): h is string => h !== null)
    throw new SheetError(
      `Dosya beklenen biçimde değil; eksik ${missing.length > 1 ? 'başlıklar' : 'başlık'}: ${missing.join(', ')}.` +
        (present.length
          ? ` Dosyadaki sütunlar: ${list(present)}. Hangisinin ${list(missing)} olduğunu sütun eşleştirmesiyle belirtin.`
          : ''),
    )
  }
  return { columns, ignored }
}
