/**
 * Security headers (issue 4). `src/proxy.ts` sets the Content-Security-Policy of
 * pages, one nonce per request; next.config.ts sets the other headers on every response and a
 * closed CSP on the JSON APIs and health checks, which that hook leaves alone.
 */

export type CspArea = 'site' | 'demo' | 'admin'

const join = (directives: string[]): string => directives.join('; ')

const COMMON = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
]

/** The template demo pages under /account, /blog, /home-two, /shop and /site. */
export const DEMO_PATH = /^\/(?:account|blog|home-two|shop|site)(?:\/|$)/

/** A fresh CSP nonce: 128 random bits (a UUID), base64. */
export function cspNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString('base64')
}

export function cspArea(pathname: string): CspArea {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  return DEMO_PATH.test(pathname) ? 'demo' : 'site'
}

/**
 * Site pages run only scripts with the request's nonce (Next adds it to its own) and what they
 * load. The prerendered demo (static sample data) has no request, hence no nonce, and Payload's
 * admin has inline scripts of its own: both need 'unsafe-inline'. React needs 'unsafe-eval' in dev.
 */
export function contentSecurityPolicy(area: CspArea, nonce: string, dev = false): string {
  const evalSource = dev ? " 'unsafe-eval'" : ''
  if (area === 'site') {
    return join([
      ...COMMON,
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${evalSource}`,
      'frame-src https://www.openstreetmap.org',
    ])
  }
  return join([...COMMON, `script-src 'self' 'unsafe-inline'${evalSource}`, "frame-src 'none'"])
}

/** For JSON answers, health checks and served files: nothing may run, nothing may frame them. */
export const API_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

export function strictTransportSecurity(
  env: { NODE_ENV?: string; SITE_URL?: string } = process.env,
): string | null {
  return env.NODE_ENV === 'production' && env.SITE_URL?.startsWith('https://')
    ? 'max-age=31536000; includeSubDomains'
    : null
}

/**
 * The headers of every response (next.config.ts `headers()`). They are fixed at build time, so
 * Strict-Transport-Security, which depends on the runtime `SITE_URL`, is added at runtime instead:
 * by src/proxy.ts on pages and by `json()` on the API's answers.
 */
export function baseSecurityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()',
    },
  ]
}
