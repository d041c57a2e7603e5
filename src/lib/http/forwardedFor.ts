import type { IncomingMessage, Server } from 'node:http'

import { trustedProxyHops } from './client'
import { onEveryRequest } from './requestHook'

/**
 * Rewrites an arriving request's X-Forwarded-For so that it ends with the TCP peer's address,
 * preceded by at most `hops` entries written by trusted reverse proxies. Next's own server only
 * fills the header when it is absent (`??=`), so without this a client could name any address
 * and escape the per-IP rate limits.
 */
export function rewriteForwardedFor(request: IncomingMessage, hops: number): void {
  const peer = request.socket?.remoteAddress
  if (!peer) return
  const raw = request.headers['x-forwarded-for']
  const given = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const kept = hops > 0 ? given.slice(-hops) : []
  request.headers['x-forwarded-for'] = [...kept, peer].join(', ')
  delete request.headers['x-real-ip']
}

let installed = false

/** Installs the rewrite on every Node HTTP server of this process (./requestHook). */
export function installForwardedForRewrite(
  httpServer: { prototype: Server },
  hops = trustedProxyHops(),
): void {
  if (installed) return
  installed = true
  onEveryRequest(httpServer, (request) => {
    rewriteForwardedFor(request, hops)
    return false
  })
}
