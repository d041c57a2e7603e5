import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { config, proxy } from '@/proxy'

// The catalogue and redirect lookups read the database (tests/integration/redirects.test.ts);
// here they answer what each test says.
const lookups = vi.hoisted(() => ({
  isKnownPath: vi.fn(async (_path: string) => true),
  letterlessPath: vi.fn(async (_path: string): Promise<string | null> => null),
  findRedirect: vi.fn(
    async (_path: string, _search: string): Promise<{ url: string; status: 301 | 302 } | null> =>
      null,
  ),
}))
vi.mock('@/catalog/paths', async () => {
  const { parseSitePath } = await import('@/plugins/redirects/normalize')
  return {
    isKnownPath: lookups.isKnownPath,
    letterlessPath: lookups.letterlessPath,
    isPreviewablePath: (p: string) => {
      const parsed = parseSitePath(decodeURIComponent(p))
      return parsed?.collection === 'products' || parsed?.collection === 'pages'
    },
  }
})
vi.mock('@/plugins/redirects/find', () => ({ findRedirect: lookups.findRedirect }))

const page = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://vitrin.test${path}`, { headers })

/** The request headers Next hands on to the page after the proxy (NextResponse.next overrides). */
const forwarded = (response: Response, name: string) =>
  response.headers.get(`x-middleware-request-${name}`)

const nonceOf = (policy: string | null | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]
const matches = (url: string, headers: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config, url, headers })

beforeEach(() => {
  lookups.isKnownPath.mockImplementation(async () => true)
  lookups.letterlessPath.mockImplementation(async () => null)
  lookups.findRedirect.mockImplementation(async () => null)
})

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
    ])
      expect(matches(path), path).toBe(false)
    // The sitemap reads the database: the proxy answers it 503 while the database is away.
    expect(matches('/sitemap.xml')).toBe(true)
    expect(matches('/sitemaps/sitemap/urunler-1.xml')).toBe(true)
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

describe('proxy: redirects, letterless addresses and previews', () => {
  it('answers a redirect before deciding on a 404, with the status it was given', async () => {
    lookups.isKnownPath.mockImplementation(async () => false)
    lookups.findRedirect.mockImplementation(async (_p, search) => ({
      url: `/urunler/urun/yeni${search}`,
      status: 301,
    }))
    const response = await proxy(page('/eski-urun.html?ref=katalog'))
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(
      'http://vitrin.test/urunler/urun/yeni?ref=katalog',
    )
    expect(lookups.findRedirect).toHaveBeenCalledWith('/eski-urun.html', '?ref=katalog')

    lookups.findRedirect.mockImplementation(async () => ({
      url: 'https://eski.example/',
      status: 302,
    }))
    const temporary = await proxy(page('/kampanya'))
    expect(temporary.status).toBe(302)
    expect(temporary.headers.get('location')).toBe('https://eski.example/')
  })

  it('never looks redirects up for the admin panel', async () => {
    lookups.findRedirect.mockImplementation(async () => ({ url: '/', status: 301 }))
    expect((await proxy(page('/admin/collections/products'))).status).toBe(200)
  })

  it('sends an address typed without Turkish letters to the record with a 301, keeping the query', async () => {
    lookups.isKnownPath.mockImplementation(async () => false)
    lookups.letterlessPath.mockImplementation(async () => '/kurumsal/bilgi-guvenliği')
    const response = await proxy(page('/kurumsal/bilgi-guvenligi?a=1'))
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(
      'http://vitrin.test/kurumsal/bilgi-guvenli%C4%9Fi?a=1',
    )
  })

  it('answers an unknown catalogue address with the 404 page', async () => {
    lookups.isKnownPath.mockImplementation(async () => false)
    const response = await proxy(page('/urunler/urun/yok'))
    expect(response.status).toBe(404)
    expect(response.headers.get('x-middleware-rewrite')).toContain('/_404/bulunamadi')
  })

  it('lets an unpublished product through only with both the draft and the session cookie', async () => {
    lookups.isKnownPath.mockImplementation(async () => false)
    const both = { cookie: '__prerender_bypass=x; payload-token=y' }
    const preview = await proxy(page('/urunler/urun/taslak', both))
    expect(preview.status).toBe(200)
    expect(preview.headers.get('x-middleware-rewrite')).toBeNull()
    expect(preview.headers.get('cache-control')).toBe('private, no-store')

    for (const cookie of ['__prerender_bypass=x', 'payload-token=y']) {
      const response = await proxy(page('/urunler/urun/taslak', { cookie }))
      expect(response.status, cookie).toBe(404)
    }
    // Only product and corporate pages have drafts.
    expect((await proxy(page('/markalarimiz/taslak', both))).status).toBe(404)
  })
})
