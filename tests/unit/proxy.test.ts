import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { config, proxy } from '@/proxy'

const page = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://vitrin.test${path}`, { headers })

/** The request headers Next hands on to the page after the proxy (NextResponse.next overrides). */
const forwarded = (response: Response, name: string) =>
  response.headers.get(`x-middleware-request-${name}`)

const nonceOf = (policy: string | null | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]
const matches = (url: string, headers: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config, url, headers })

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('proxy: the pages’ CSP nonce', () => {
  // Catalogue addresses also ask the database whether their record exists (integration tests).
  it('gives a public page one fresh nonce, on the request for Next and on the response', async () => {
    const response = await proxy(page('/iletisim?urun=bir-kamera'))
    const policy = response.headers.get('content-security-policy')
    const nonce = nonceOf(policy)
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{40,}$/)
    expect(forwarded(response, 'content-security-policy')).toBe(policy)
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic';`)
    expect(policy).not.toContain('unsafe-eval')

    const again = await proxy(page('/iletisim'))
    expect(nonceOf(again.headers.get('content-security-policy'))).not.toBe(nonce)
  })

  it('gives the demo pages and the admin panel their own policies, without a nonce', async () => {
    for (const path of ['/shop/catalog', '/admin', '/admin/collections/products']) {
      const policy = (await proxy(page(path))).headers.get('content-security-policy')
      expect(policy, path).toContain("script-src 'self' 'unsafe-inline'")
      expect(nonceOf(policy), path).toBeUndefined()
    }
  })

  it('runs on pages only: not the APIs, files, health checks or prefetches', () => {
    for (const path of [
      '/',
      '/urunler/kamera',
      '/hakkimizda',
      '/admin',
      '/apiler',
      '/urunler/api/x',
    ])
      expect(matches(path), path).toBe(true)
    for (const path of [
      '/api/categories',
      '/api/product_search/kamera',
      '/_next/static/chunks/a.js',
      '/healthz',
      '/readyz',
      '/favicon.ico',
      '/icon.svg',
      '/robots.txt',
      '/sitemap.xml',
    ])
      expect(matches(path), path).toBe(false)
    expect(matches('/', { 'next-router-prefetch': '1' })).toBe(false)
    expect(matches('/', { purpose: 'prefetch' })).toBe(false)
    // Payload's REST API and the image optimizer pass through the request guard instead.
    expect(matches('/cms-api/products')).toBe(true)
    expect(matches('/_next/image?url=%2Fa.webp&w=640&q=75')).toBe(true)
  })

  it('replaces a policy sent by the client, so that no one chooses the nonce', async () => {
    const sent = "script-src 'nonce-SALDIRGAN'"
    const response = await proxy(
      page('/hakkimizda', {
        'content-security-policy': sent,
        'content-security-policy-report-only': sent,
      }),
    )
    const policy = response.headers.get('content-security-policy')
    expect(nonceOf(policy)).not.toBe('SALDIRGAN')
    expect(forwarded(response, 'content-security-policy')).toBe(policy)
    expect(forwarded(response, 'content-security-policy-report-only')).toBeNull()
    expect(response.headers.get('x-middleware-override-headers')).not.toContain(
      'content-security-policy-report-only',
    )
  })

  it('adds Strict-Transport-Security in production behind HTTPS only', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://vitrin.example')
    expect((await proxy(page('/'))).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    expect((await proxy(page('/'))).headers.has('strict-transport-security')).toBe(false)
  })
})
