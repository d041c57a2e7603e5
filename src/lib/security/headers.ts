// src/proxy.ts sets pages' CSP (a nonce per request); next.config.ts sets the other headers and a
// closed CSP on the JSON APIs and health checks.

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

export function cspNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString('base64')
}

export function cspArea(pathname: string): CspArea {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  return DEMO_PATH.test(pathname) ? 'demo' : 'site'
}

// The prerendered demo has no request, hence no nonce, and Payload's admin has inline scripts:
// both need 'unsafe-inline'. React needs 'unsafe-eval' in dev.
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

// Fixed at build time (next.config.ts `headers()`), so HSTS, which depends on the runtime SITE_URL,
// is added by src/proxy.ts and `json()` instead.
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
