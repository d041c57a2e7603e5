import type { ContactRequest, DealerApplication } from '@/payload-types'

import { LEAD_STATUSES } from '@/leads/collections/fields'
import { formatIstanbul, type CellValue } from '@/backoffice/sheets'

import type { Note } from './inbox'
import type { LeadCollection } from './notify'

type Lead = ContactRequest | DealerApplication

/** Fields payload-types.ts does not have until it is regenerated. */
interface InboxFields {
  productLabel?: string | null
  notes?: Note[] | string | null
}

/** A staff member's name (or address) by id; '' when unknown. */
export type StaffName = (ref: unknown) => string

/** A consent answer as a spreadsheet shows it; empty when none was asked. */
const consentLabel = (value: string | null | undefined) =>
  value ? (value === '1' ? 'Evet' : 'Hayır') : ''

const statusLabel = (value: string) => LEAD_STATUSES.find((s) => s.value === value)?.label ?? value

const time = (value: string | null | undefined) => (value ? formatIstanbul(value) : '')
/** A real date: CSV writes it as Istanbul text, XLSX as an Excel date in Istanbul time. */
const date = (value: string | null | undefined) => (value ? new Date(value) : null)

/** Each note as `dd.MM.yyyy HH:mm Author: text`, one per line. */
export function notesCell(notes: InboxFields['notes'], staffName: StaffName): string {
  if (!Array.isArray(notes)) return notes ?? ''
  return notes
    .map((note) => {
      const author = staffName(note.author)
      return `${time(note.at)} ${author ? `${author}: ` : ''}${note.text ?? ''}`.trim()
    })
    .join('\n')
}

/** The export's columns and rows (XLSX or `;` CSV), times in Istanbul. */
export function leadExportSheet(
  collection: LeadCollection,
  docs: Lead[],
  staffName: StaffName,
): { headers: string[]; rows: CellValue[][] } {
  const columns: [string, (doc: Lead & InboxFields) => CellValue][] = [
    ['Kayıt no', (d) => d.id],
    ['Alınma zamanı', (d) => date(d.receivedAt)],
    ['Durum', (d) => statusLabel(d.status)],
    ['Sorumlu', (d) => staffName(d.assignee)],
    ['Ad Soyad', (d) => d.name],
  ]
  if (collection === 'contact-requests') {
    const c = (d: Lead) => d as ContactRequest
    columns.push(
      ['Kurum', (d) => c(d).corporation],
      ['E-posta', (d) => d.mail],
      ['Telefon', (d) => d.phone],
      ['Ürün', (d) => d.productLabel ?? c(d).productSlug],
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
    ['Bildirim gönderildi', (d) => date(d.notifiedAt)],
    ['Gönderildiği sayfa', (d) => d.sourcePage],
    ['Notlar', (d) => notesCell(d.notes, staffName)],
  )
  return {
    headers: columns.map(([label]) => label),
    rows: docs.map((doc) => columns.map(([, get]) => get(doc as Lead & InboxFields))),
  }
}
