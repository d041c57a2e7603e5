import type { ContactRequest, DealerApplication } from '@/payload-types'

import { LEAD_STATUSES } from '@/collections/leadFields'

import type { LeadCollection } from './notify'

type Lead = ContactRequest | DealerApplication

/** RFC 4180 quoting; a leading = + - @ is defused so that spreadsheets never run a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A consent answer as a spreadsheet shows it; empty when none was asked. */
const consentLabel = (value: string | null | undefined) =>
  value ? (value === '1' ? 'Evet' : 'Hayır') : ''

const statusLabel = (value: string) => LEAD_STATUSES.find((s) => s.value === value)?.label ?? value

const relTitle = (value: unknown, key: 'email' | 'slug') =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : value

export function leadsToCsv(collection: LeadCollection, docs: Lead[]): string {
  const columns: [string, (doc: Lead) => unknown][] = [
    ['Kayıt no', (d) => d.id],
    ['Alınma zamanı', (d) => d.receivedAt],
    ['Durum', (d) => statusLabel(d.status)],
    ['Sorumlu', (d) => relTitle(d.assignee, 'email')],
    ['Ad Soyad', (d) => d.name],
  ]
  if (collection === 'contact-requests') {
    const c = (d: Lead) => d as ContactRequest
    columns.push(
      ['Kurum', (d) => c(d).corporation],
      ['E-posta', (d) => d.mail],
      ['Telefon', (d) => d.phone],
      ['Ürün', (d) => c(d).productSlug ?? relTitle(c(d).product, 'slug')],
      ['Mesaj', (d) => c(d).message],
      [
        'Teklif listesi',
        (d) =>
          c(d)
            .items?.map((i) => `${i.sku} × ${i.quantity}`)
            .join('; '),
      ],
      ['KVKK onayı', (d) => consentLabel(c(d).kvkk)],
    )
  } else {
    const a = (d: Lead) => d as DealerApplication
    columns.push(
      ['Firma', (d) => a(d).corporation],
      ['Şehir', (d) => a(d).city],
      ['E-posta', (d) => d.mail],
      ['Telefon', (d) => d.phone],
      ['KVKK onayı', (d) => consentLabel(a(d).kvkk)],
    )
  }
  columns.push(
    ['Aydınlatma metni sürümü', (d) => d.consentVersion],
    ['Bildirim gönderildi', (d) => d.notifiedAt],
    ['Gönderildiği sayfa', (d) => d.sourcePage],
    ['İç notlar', (d) => d.notes],
  )
  const lines = [columns.map(([label]) => csvCell(label)).join(',')]
  for (const doc of docs) lines.push(columns.map(([, get]) => csvCell(get(doc))).join(','))
  // The byte-order mark makes spreadsheet programs read the Turkish letters as UTF-8.
  return '\uFEFF' + lines.join('\r\n') + '\r\n'
}
