// A public form must not become a way to mail strangers: the acknowledgement carries only our own
// words and catalogue products, nothing the visitor typed.
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

export function istanbulDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

// One per address and Istanbul day. Not Turkish lower-casing: `I` → `ı` would give `Info@` and
// `info@` two keys.
export const ackKey = (mail: string, at: Date) => `${mail.trim().toLowerCase()}|${istanbulDay(at)}`

export function buildAcknowledgementMail(
  to: string,
  settings: AckSettings,
  products: string[],
  options: { replyTo?: string | null; lead: string; reference?: string },
): AckMail {
  const subject = oneLine(settings.subject?.trim() || ACK_DEFAULTS.subject)
  const written = settings.text?.trim() || ACK_DEFAULTS.text
  const body = options.reference ? `${written}\n\nTalep numaranız: ${options.reference}` : written
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
