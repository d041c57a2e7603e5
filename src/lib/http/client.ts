import { trustedProxyHops } from './forwardedFor.mjs'

export { trustedProxyHops }

export interface RequestMeta {
  ip: string | null
  userAgent: string | null
  sourcePage: string | null
}

const MAX_LEN = 500

function normaliseIp(value: string | undefined): string | null {
  const ip = value?.trim().replace(/^::ffff:/, '')
  return ip ? ip.slice(0, 64) : null
}

// server.mjs makes X-Forwarded-For end with the TCP peer (./forwardedFor.mjs), so a
// client-written X-Forwarded-For or X-Real-IP never counts.
export function clientIp(headers: Headers, hops = trustedProxyHops()): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!entries.length) return null
  return normaliseIp(entries[Math.max(0, entries.length - 1 - hops)])
}

export function requestMeta(request: Request, page?: unknown): RequestMeta {
  const headers = request.headers
  const referer = typeof page === 'string' && page ? page : headers.get('referer')
  return {
    ip: clientIp(headers),
    userAgent: headers.get('user-agent')?.slice(0, MAX_LEN) ?? null,
    sourcePage: referer ? referer.slice(0, MAX_LEN) : null,
  }
}

/** The form's path, else the Referer's, else `fallback`; never another host. */
export function safeReturnPath(request: Request, candidate: unknown, fallback: string): string {
  const own = new URL(request.url)
  const tryPath = (value: string | null | undefined): string | null => {
    if (!value) return null
    try {
      const url = new URL(value, own)
      if (url.host !== own.host || !url.pathname.startsWith('/') || url.pathname.startsWith('//'))
        return null
      return url.pathname + url.search
    } catch {
      return null
    }
  }
  return (
    tryPath(typeof candidate === 'string' ? candidate : null) ??
    tryPath(request.headers.get('referer')) ??
    fallback
  )
}
