import type { Payload, PayloadRequest } from 'payload'

import { mailFrom } from '@/leads/mailer'
import { escapeHtml } from '@/leads/notify'
import { SITE_URL } from '@/lib/site'

import { DEALER_COLLECTION } from './access'

/** An invitation sets the first password: valid this long, and once (Payload clears the token). */
export const INVITE_HOURS = 72
export const DEALER_PASSWORD_PATH = '/bayi/sifre'

export const passwordLink = (token: string) =>
  `${SITE_URL}${DEALER_PASSWORD_PATH}?token=${encodeURIComponent(token)}`

/** The mail with the password link: an invitation, or a reset asked for on /bayi/sifremi-unuttum. */
export function dealerPasswordMail(kind: 'invite' | 'reset', name: string, link: string) {
  const lines =
    kind === 'invite'
      ? [
          `Merhaba ${name},`,
          'Vitrin bayi hesabınız açıldı. Şifrenizi belirlemek için aşağıdaki bağlantıyı açın:',
          link,
          `Bağlantı ${INVITE_HOURS} saat geçerlidir ve bir kez kullanılabilir.`,
        ]
      : [
          `Merhaba ${name},`,
          'Bayi hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için:',
          link,
          'Bağlantı 1 saat geçerlidir ve bir kez kullanılabilir. İsteği siz yapmadıysanız bu e-postayı dikkate almayınız.',
        ]
  return {
    subject: kind === 'invite' ? 'Vitrin bayi hesabınız açıldı' : 'Bayi hesabınız: şifre sıfırlama',
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('\n'),
  }
}

/**
 * Mails a dealer user the invitation that sets its password: Payload's reset token (made without
 * Payload's mail, whose text is the reset one), given INVITE_HOURS to live. Staff never see it.
 */
export async function sendInvitation(
  payload: Payload,
  dealer: { id: number | string; email: string; name: string },
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const token = await payload.forgotPassword({
    collection: DEALER_COLLECTION,
    data: { email: dealer.email },
    disableEmail: true,
    req,
  })
  if (typeof token !== 'string' || !token) throw new Error('no reset token for the dealer')
  await payload.db.updateOne({
    collection: DEALER_COLLECTION,
    id: dealer.id,
    data: { resetPasswordExpiration: new Date(Date.now() + INVITE_HOURS * 3600_000).toISOString() },
    req,
    returning: false,
  })
  const link = passwordLink(token)
  await payload.sendEmail({
    from: mailFrom(),
    to: dealer.email,
    ...dealerPasswordMail('invite', dealer.name, link),
  })
}
