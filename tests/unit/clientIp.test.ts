import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { clientIp, trustedProxyHops } from '@/lib/http/client'
import { rewriteForwardedFor } from '@/lib/http/forwardedFor.mjs'

function arriving(peer: string, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers: { ...headers } } as unknown as IncomingMessage
}

/** What the route handler sees after the rewrite on arrival. */
function seen(peer: string, headers: Record<string, string>, hops: number): string | null {
  const request = arriving(peer, headers)
  rewriteForwardedFor(request, hops)
  return clientIp(new Headers(request.headers as Record<string, string>), hops)
}

describe('client address', () => {
  it('reads TRUST_PROXY as a small hop count, 0 by default', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops('')).toBe(0)
    expect(trustedProxyHops('1')).toBe(1)
    expect(trustedProxyHops('2')).toBe(2)
    expect(trustedProxyHops('true')).toBe(0)
    expect(trustedProxyHops('-1')).toBe(0)
  })

  it('without trusted proxies, is the TCP peer whatever the client writes', () => {
    expect(seen('203.0.113.7', {}, 0)).toBe('203.0.113.7')
    expect(seen('203.0.113.7', { 'x-forwarded-for': '1.1.1.1' }, 0)).toBe('203.0.113.7')
    expect(seen('203.0.113.7', { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' }, 0)).toBe('203.0.113.7')
    expect(seen('203.0.113.7', { 'x-real-ip': '1.1.1.1' }, 0)).toBe('203.0.113.7')
    expect(seen('::ffff:203.0.113.7', {}, 0)).toBe('203.0.113.7')
  })

  it('behind one reverse proxy, is the address that proxy appended', () => {
    // nginx: proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for (appends $remote_addr).
    expect(seen('10.0.0.2', { 'x-forwarded-for': '198.51.100.9' }, 1)).toBe('198.51.100.9')
    expect(seen('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' }, 1)).toBe('198.51.100.9')
    // Two hops (a CDN, then nginx).
    expect(seen('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.0.0.9' }, 2)).toBe(
      '198.51.100.9',
    )
    // A proxy that forwarded no header: the peer is all we know.
    expect(seen('10.0.0.2', {}, 1)).toBe('10.0.0.2')
  })

  it('is null when nothing is known', () => {
    expect(clientIp(new Headers(), 0)).toBeNull()
  })
})
