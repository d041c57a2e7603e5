import { trustedProxyHops } from './forwardedFor.mjs'

export { trustedProxyHops }

/** What the server knows about who sent a request. */
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

/**
 * The client address. server.mjs makes X-Forwarded-For end with the TCP peer (./forwardedFor.mjs),
 * so the client is the entry `TRUST_PROXY` places left of the last one (with 0 the peer itself),
 * and a client-written X-Forwarded-For or X-Real-IP never counts.
 */
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

/**
 * Where a no-JavaScript form post is sent back to: a same-site path and query given by the
 * form, else the Referer's, else the form's own page. Never another host.
 */
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
