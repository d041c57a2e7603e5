/**
 * The acknowledgement a visitor gets for a new lead. A public form must not become a way to mail
 * strangers, so it carries only our own words (site settings) and the names and codes of the
 * products from our catalogue: nothing the visitor typed. Pure; see src/leads/jobs/sendLeadAcknowledgement.ts.
 */
import { escapeHtml, oneLine } from './notify'

export const ACK_DEFAULTS = {
  subject: 'Talebiniz alındı',
  text: 'Talebiniz bize ulaştı. Satış ekibimiz en kısa sürede sizinle iletişime geçecek.',
} as const

/** Why a lead's acknowledgement was not sent (the lead's `ackSkipped`). */
export const ACK_SKIPPED = {
  disabled: 'gönderilmedi: ayar kapalı',
  sentToday: 'bugün bu adrese gönderildi',
} as const

export interface AckSettings {
  enabled?: boolean | null
  subject?: string | null
  text?: string | null
}

export interface AckMail {
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

/** The calendar day in Istanbul, YYYY-MM-DD. */
export function istanbulDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

/**
 * One acknowledgement per address and Istanbul day: the unique key of lead-acknowledgements.
 * An address is ASCII in practice; the Turkish lower-casing would turn `I` into `ı` and so give
 * `Info@` and `info@` two keys.
 */
export const ackKey = (mail: string, at: Date) => `${mail.trim().toLowerCase()}|${istanbulDay(at)}`

export function buildAcknowledgementMail(
  to: string,
  settings: AckSettings,
  products: string[],
  options: { replyTo?: string | null; lead: string },
): AckMail {
  const subject = oneLine(settings.subject?.trim() || ACK_DEFAULTS.subject)
  const body = settings.text?.trim() || ACK_DEFAULTS.text
  const productBlock = products.length
    ? [
        '',
        products.length > 1 ? 'Sorduğunuz ürünler:' : 'Sorduğunuz ürün:',
        ...products.map((p) => `- ${p}`),
      ]
    : []
  const text = [body, ...productBlock].join('\n')
  const html = [
    '<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;color:#222">',
    `<p>${escapeHtml(body).replace(/\n/g, '<br>')}</p>`,
    ...(products.length
      ? [
          `<p>${products.length > 1 ? 'Sorduğunuz ürünler:' : 'Sorduğunuz ürün:'}</p>`,
          '<ul>',
          ...products.map((p) => `<li>${escapeHtml(p)}</li>`),
          '</ul>',
        ]
      : []),
    '</body></html>',
  ].join('\n')
  return {
    to,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    subject,
    text,
    html,
    headers: { 'X-Vitrin-Ack': options.lead },
  }
}
