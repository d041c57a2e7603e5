// The notification e-mail of a new lead; pure (src/leads/jobs/sendLeadNotification.ts sends it).

import { leadReference } from './reference'
import type { LeadCollection } from './types'

export type { LeadCollection }

export const LEAD_COLLECTIONS: readonly LeadCollection[] = [
  'contact-requests',
  'dealer-applications',
]

export const isLeadCollection = (value: unknown): value is LeadCollection =>
  value === 'contact-requests' || value === 'dealer-applications'

export interface LeadForMail {
  id: string | number
  name: string
  mail: string
  phone: string
  corporation?: string | null
  city?: string | null
  kvkk?: string | null
  message?: string | null
  productSlug?: string | null
  productName?: string | null
  /** A quote list: each product's code and name when it was asked for. */
  items?: { sku: string; name: string; quantity: number; slug?: string | null }[] | null
  receivedAt: string
  sourcePage?: string | null
  ip?: string | null
  consentVersion?: string | null
}

export interface LeadMail {
  to: string[]
  replyTo: string
  subject: string
  text: string
  html: string
  messageId: string
  headers: Record<string, string>
}

/** The public origin for links in mails and exports (SITE_URL, else the local server). */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, '')
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Header values never carry line breaks (no header injection through a name). */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso))

export function parseRecipients(...lists: (string | null | undefined)[]): string[] {
  const all = lists
    .flatMap((list) => (list ?? '').split(/[,;\s]+/))
    .map((s) => s.trim())
    .filter((s) => /^[^@\s]+@[^@\s]+$/.test(s))
  return [...new Set(all)]
}

export function buildLeadMail(
  collection: LeadCollection,
  lead: LeadForMail,
  to: string[],
  siteUrl = siteOrigin(),
): LeadMail {
  const origin = siteUrl.replace(/\/$/, '')
  const productUrl = (slug?: string | null) =>
    slug ? `${origin}/urunler/urun/${encodeURIComponent(slug)}` : undefined
  const adminUrl = `${origin}/admin/collections/${collection}/${lead.id}`
  const items = lead.items ?? []
  const isQuote = collection === 'contact-requests' && Boolean(lead.productSlug || items.length)
  const kind =
    collection === 'dealer-applications'
      ? 'Yeni bayilik başvurusu'
      : isQuote
        ? 'Yeni teklif talebi'
        : 'Yeni iletişim mesajı'
  const who = lead.corporation ? `${lead.corporation} (${lead.name})` : lead.name
  const asked = items.length ? `${items.length} ürün` : lead.productName || lead.productSlug
  // The number the customer was given, so that a phone call finds this mail.
  const reference = leadReference(collection, lead.id, lead.receivedAt)
  const head = `${kind} ${reference}`
  const subject = oneLine(isQuote ? `${head}: ${asked} — ${who}` : `${head}: ${who}`)

  const rows: [string, string, string?][] = [
    ['Talep no', reference],
    ['Ad Soyad', lead.name],
  ]
  if (lead.corporation) rows.push(['Kurum', lead.corporation])
  if (lead.city) rows.push(['Şehir', lead.city])
  rows.push(['E-posta', lead.mail, `mailto:${lead.mail}`])
  rows.push(['Telefon', lead.phone, `tel:${lead.phone.replace(/[^\d+]/g, '')}`])
  if (lead.productSlug)
    rows.push(['Ürün', lead.productName || lead.productSlug, productUrl(lead.productSlug)])
  if (lead.message) rows.push(['Mesaj', lead.message])
  if (lead.kvkk) rows.push(['KVKK onayı', lead.kvkk === '1' ? 'Onay verdi' : 'Onay vermedi'])
  if (lead.consentVersion) rows.push(['Aydınlatma metni sürümü', lead.consentVersion])
  rows.push(['Alınma zamanı', formatDate(lead.receivedAt)])
  if (lead.sourcePage) rows.push(['Gönderildiği sayfa', lead.sourcePage])
  if (lead.ip) rows.push(['IP adresi', lead.ip])

  const text = [
    `${kind} alındı.`,
    '',
    ...rows.map(([label, value, link]) =>
      link && !link.startsWith('mailto:') && !link.startsWith('tel:')
        ? `${label}: ${value} <${link}>`
        : `${label}: ${value}`,
    ),
    ...(items.length
      ? ['', 'Teklif listesi:', ...items.map((i) => `- ${i.sku} — ${i.name} × ${i.quantity}`)]
      : []),
    '',
    `Yönetim panelinde aç: ${adminUrl}`,
    'Bu iletiyi yanıtladığınızda yanıtınız doğrudan gönderene gider.',
  ].join('\n')

  const cell = (value: string, link?: string) =>
    link
      ? `<a href="${escapeHtml(link)}">${escapeHtml(value)}</a>`
      : escapeHtml(value).replace(/\n/g, '<br>')
  const html = [
    '<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;color:#222">',
    `<h2 style="font-size:18px">${escapeHtml(kind)}</h2>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value, link]) =>
        `<tr><th align="left" valign="top" style="border-bottom:1px solid #eee">${escapeHtml(label)}</th>` +
        `<td style="border-bottom:1px solid #eee">${cell(value, link)}</td></tr>`,
    ),
    '</table>',
    ...(items.length
      ? [
          '<h3 style="font-size:16px">Teklif listesi</h3>',
          '<table cellpadding="6" style="border-collapse:collapse">',
          '<tr><th align="left">Ürün kodu</th><th align="left">Ürün</th><th align="right">Adet</th></tr>',
          ...items.map(
            (i) =>
              `<tr><td style="border-bottom:1px solid #eee">${escapeHtml(i.sku)}</td>` +
              `<td style="border-bottom:1px solid #eee">${cell(i.name, productUrl(i.slug))}</td>` +
              `<td align="right" style="border-bottom:1px solid #eee">${i.quantity}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    `<p><a href="${escapeHtml(adminUrl)}">Yönetim panelinde aç</a></p>`,
    '<p style="color:#666;font-size:12px">Bu iletiyi yanıtladığınızda yanıtınız doğrudan gönderene gider.</p>',
    '</body></html>',
  ].join('\n')

  return {
    to,
    replyTo: lead.mail,
    subject,
    text,
    html,
    // The same lead always gets the same Message-ID, so a rare duplicate send (see the task)
    // is recognisable, and mail clients that de-duplicate by it show one message.
    messageId: `<lead-${collection}-${lead.id}@${new URL(origin).hostname || 'vitrin'}>`,
    headers: { 'X-Vitrin-Lead': `${collection}/${lead.id}` },
  }
}
