import 'server-only'

import { after } from 'next/server'

import { readFormBody } from '@/lib/http/body'
import { refuseCrossSite } from '@/lib/http/crossSite'
import { seeOther } from '@/lib/http/seeOther'
import { clientIp } from '@/lib/http/client'
import { getPayloadClient } from '@/lib/payload'
import { PASSWORD_MESSAGES, passwordProblem } from '@/lib/security/password'
import { checkRateLimit } from '@/lib/security/rateLimit'

import { DEALER_COLLECTION } from './access'
import { DEALER_PASSWORD_PATH } from './invite'
import { DEALER_HOME } from './login'
import { dealerCookies, dealerFromToken } from './session'

export const FORGOT_PATH = '/bayi/sifremi-unuttum'
export const FORGOT_SENT_PARAM = 'gonderildi'

/** What /bayi/sifre says for each `hata` value. */
export const PASSWORD_ERRORS: Record<string, string> = {
  gecersiz: 'Bu bağlantı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyiniz.',
  eslesmiyor: 'Girdiğiniz iki şifre aynı değil.',
  ...PASSWORD_MESSAGES,
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')

/**
 * POST /bayi/sifre-kaydet — the invitation's or reset's link sets the password (once: Payload
 * clears the token) and signs the dealer in.
 */
export async function setPassword(request: Request): Promise<Response> {
  const other = refuseCrossSite(request)
  if (other) return other
  const body = await readFormBody(request)
  if (!body.ok) return body.response
  const token = text(body.data.token, 200)
  const password = text(body.data.password, 512)
  const back = (why: string) =>
    seeOther(`${DEALER_PASSWORD_PATH}?${new URLSearchParams({ token, hata: why })}`)
  const payload = await getPayloadClient()
  const dealer = /^[a-f0-9]{20,128}$/.test(token)
    ? await payload.db.findOne<{
        id: number
        email: string
        resetPasswordExpiration?: string | null
      }>({
        collection: DEALER_COLLECTION,
        where: { resetPasswordToken: { equals: token } },
      })
    : null
  const expiry = dealer?.resetPasswordExpiration ? Date.parse(dealer.resetPasswordExpiration) : 0
  if (!dealer || !(expiry > Date.now())) return back('gecersiz')
  if (password !== text(body.data.password2, 512)) return back('eslesmiyor')
  const problem = passwordProblem(password, dealer.email)
  if (problem) {
    const key = Object.entries(PASSWORD_MESSAGES).find(([, m]) => m === problem)?.[0]
    return back(key ?? 'gecersiz')
  }
  const result = await payload
    .resetPassword({
      collection: DEALER_COLLECTION,
      data: { token, password },
      overrideAccess: true,
    })
    .catch(() => null)
  if (!result?.token) return back('gecersiz')
  // A suspended company's user has its password now, and the login page says why it stays out.
  const session = await dealerFromToken(result.token)
  if (!session) return seeOther('/bayi/giris?hata=askida')
  return seeOther(DEALER_HOME, dealerCookies(session))
}

/**
 * POST /bayi/sifre-talep — "Şifremi unuttum": the same answer at once whether the address has an
 * account or not; the mail (Payload's reset, our text) goes after the answer.
 */
export async function requestPasswordLink(request: Request): Promise<Response> {
  const other = refuseCrossSite(request)
  if (other) return other
  const ip = clientIp(request.headers) ?? 'unknown'
  const body = await readFormBody(request)
  if (!body.ok) return body.response
  const email = text(body.data.email, 254).trim().toLowerCase()
  const allowed = (await checkRateLimit(`dealer-reset:${ip}`)).allowed
  if (allowed && /^[^\s@]+@[^\s@]+$/.test(email)) {
    const payload = await getPayloadClient()
    after(() =>
      payload
        .forgotPassword({ collection: DEALER_COLLECTION, data: { email } })
        .catch((error: unknown) =>
          payload.logger.error({ err: error, msg: 'dealer forgot-password failed' }),
        ),
    )
  }
  return seeOther(`${FORGOT_PATH}?${FORGOT_SENT_PARAM}=1`)
}
