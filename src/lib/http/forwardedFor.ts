import type { IncomingMessage, Server } from 'node:http'

import { trustedProxyHops } from './client'

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

/**
 * Installs the rewrite on every Node HTTP server of this process (`next start` creates its one
 * server before `register()` of instrumentation runs, so the prototype is patched, not an
 * instance).
 */
export function installForwardedForRewrite(
  httpServer: { prototype: Server },
  hops = trustedProxyHops(),
): void {
  if (installed) return
  installed = true
  const proto = httpServer.prototype
  const emit = proto.emit
  proto.emit = function patchedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') rewriteForwardedFor(args[0] as IncomingMessage, hops)
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as Server['emit']
}
