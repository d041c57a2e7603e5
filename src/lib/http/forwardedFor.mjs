// Plain JavaScript: server.mjs runs it before Next, and the route handlers read the same hop count.

// Proxies in front that append to X-Forwarded-For; anything left of them is the client's.
/** @param {string | undefined} [value] @returns {number} */
export function trustedProxyHops(value = process.env.TRUST_PROXY) {
  const hops = Number(value ?? 0)
  return Number.isInteger(hops) && hops > 0 && hops < 10 ? hops : 0
}

// Next only fills X-Forwarded-For when absent: without this a client could escape rate limits.
/** @param {import('node:http').IncomingMessage} request @param {number} hops */
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
