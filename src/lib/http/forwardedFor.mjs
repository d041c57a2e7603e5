// Plain JavaScript: server.mjs runs it before Next, and the route handlers read the same hop count.

/**
 * How many reverse proxies in front of the app append to X-Forwarded-For (`TRUST_PROXY`, default
 * 0: the app is reached directly). Anything left of those hops was written by the client.
 * @param {string | undefined} [value]
 * @returns {number}
 */
export function trustedProxyHops(value = process.env.TRUST_PROXY) {
  const hops = Number(value ?? 0)
  return Number.isInteger(hops) && hops > 0 && hops < 10 ? hops : 0
}

/**
 * Makes an arriving request's X-Forwarded-For end with the TCP peer, after at most `hops` entries
 * of trusted proxies. Next only fills the header when it is absent, so without this a client could
 * name any address and escape the per-address rate limits.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} hops
 */
export function rewriteForwardedFor(request, hops) {
  const peer = request.socket?.remoteAddress
  if (!peer) return
  const raw = request.headers['x-forwarded-for']
  const given = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  request.headers['x-forwarded-for'] = [...(hops > 0 ? given.slice(-hops) : []), peer].join(', ')
  delete request.headers['x-real-ip']
}
