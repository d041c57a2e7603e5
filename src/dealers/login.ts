import 'server-only'

import { FAILED_LOGIN_MS } from '@/access/accountHooks'
import { readFormBody } from '@/lib/http/body'
import { seeOther } from '@/lib/http/seeOther'
import { clientIp } from '@/lib/http/client'
import { refuseCrossSite } from '@/lib/http/crossSite'
import { getPayloadClient } from '@/lib/payload'
import { checkRateLimit } from '@/lib/security/rateLimit'

import { DEALER_COLLECTION } from './access'
import { dealerCookies, dealerFromToken, endDealerSession } from './session'

export const DEALER_HOME = '/bayi'
export const DEALER_LOGIN_PATH = '/bayi/giris'
export const DEALER_LOGIN_ERROR_PARAM = 'hata'

/** Why a sign-in was refused, by the `hata` value the login page reads. */
export const LOGIN_ERRORS = {
  '1': 'E-posta adresi veya şifre hatalı.',
  askida: 'Firmanızın bayi hesabı askıya alınmış. Lütfen satış temsilcinizle görüşünüz.',
  limit: 'Çok fazla giriş denemesi yapıldı. Lütfen 10 dakika sonra tekrar deneyiniz.',
} as const

type LoginError = keyof typeof LOGIN_ERRORS

const refused = (why: LoginError) =>
  seeOther(`${DEALER_LOGIN_PATH}?${DEALER_LOGIN_ERROR_PARAM}=${why}`)

/**
 * POST /bayi/oturum — the login form (works without JavaScript). Every refusal of a known or
 * unknown e-mail answers alike and no sooner than a wrong password does (FAILED_LOGIN_MS).
 */
export async function signIn(request: Request): Promise<Response> {
  const other = refuseCrossSite(request)
  if (other) return other
  const ip = clientIp(request.headers) ?? 'unknown'
  if (!(await checkRateLimit(`dealer-login:${ip}`)).allowed) return refused('limit')
  const body = await readFormBody(request)
  if (!body.ok) return body.response
  const email = typeof body.data.email === 'string' ? body.data.email.trim().slice(0, 254) : ''
  const password = typeof body.data.password === 'string' ? body.data.password.slice(0, 512) : ''
  // An empty form probes no account: it is refused at once.
  if (!email || !password) return refused('1')
  const started = Date.now()
  const payload = await getPayloadClient()
  const token = await payload
    .login({ collection: DEALER_COLLECTION, data: { email, password } })
    .then((r) => r.token ?? null)
    .catch(() => null)
  if (!token) {
    const wait = started + FAILED_LOGIN_MS - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return refused('1')
  }
  const session = await dealerFromToken(token)
  if (!session) {
    await endDealerSession(token)
    return refused('askida')
  }
  return seeOther(DEALER_HOME, dealerCookies(session))
}

/** POST /bayi/cikis — ends the session (in the database too) and drops the cookie. */
export async function signOut(request: Request, token: string | undefined): Promise<Response> {
  const other = refuseCrossSite(request)
  if (other) return other
  await endDealerSession(token).catch(() => undefined)
  return seeOther(DEALER_LOGIN_PATH, dealerCookies(null))
}
