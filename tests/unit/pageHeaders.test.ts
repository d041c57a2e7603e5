import type { IncomingMessage } from 'node:http'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { applyPageHeaders, isPageRequest } from '@/lib/http/pageHeaders'

const req = (url: string, headers: Record<string, string> = {}) =>
  ({
    url,
    method: 'GET',
    headers: { host: 'vitrin.test', ...headers },
  }) as unknown as IncomingMessage

function res() {
  const headers = new Map<string, string>()
  return {
    headers,
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), value)
      return this as never
    },
  }
}

const nonceOf = (policy: string | null | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('page headers (the CSP nonce, before Next)', () => {
  it('gives a public page one fresh nonce, on the request for Next and on the response', () => {
    const request = req('/urunler/urun/bir-kamera?x=1')
    const response = res()
    const policy = applyPageHeaders(request, response, false)
    const nonce = nonceOf(policy)
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{40,}$/)
    expect(request.headers['content-security-policy']).toBe(policy)
    expect(response.headers.get('content-security-policy')).toBe(policy)
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic';`)
    expect(policy).not.toContain('unsafe-eval')

    const again = applyPageHeaders(req('/urunler/urun/bir-kamera'), res(), false)
    expect(nonceOf(again)).not.toBe(nonce)
  })

  it('gives the demo pages and the admin panel their own policies, without a nonce', () => {
    for (const path of ['/shop/catalog', '/admin', '/admin/collections/products']) {
      const policy = applyPageHeaders(req(path), res(), false)
      expect(policy, path).toContain("script-src 'self' 'unsafe-inline'")
      expect(nonceOf(policy), path).toBeUndefined()
    }
    expect(applyPageHeaders(req('/'), res(), true)).toContain("'unsafe-eval'")
  })

  it('leaves the APIs, files, health checks and prefetches alone', () => {
    for (const path of [
      '/api/categories',
      '/api/product_search/kamera',
      '/cms-api/media/file/a.webp',
      '/_next/static/chunks/a.js',
      '/_next/image?url=%2Fa.webp&w=640&q=75',
      '/healthz',
      '/readyz',
      '/favicon.ico',
      '/icon.svg',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      const response = res()
      expect(isPageRequest(req(path)), path).toBe(false)
      expect(applyPageHeaders(req(path), response, false), path).toBeNull()
      expect(response.headers.size, path).toBe(0)
    }
    expect(isPageRequest(req('/', { 'next-router-prefetch': '1' }))).toBe(false)
    expect(isPageRequest(req('/', { purpose: 'prefetch' }))).toBe(false)
    // Paths that only start like one of those are pages.
    expect(isPageRequest(req('/apiler'))).toBe(true)
    expect(isPageRequest(req('/urunler/api/x'))).toBe(true)
  })

  it('drops a policy sent by the client, so that no one chooses the nonce', () => {
    const sent = "script-src 'nonce-SALDIRGAN'"
    const page = req('/hakkimizda', {
      'content-security-policy': sent,
      'content-security-policy-report-only': sent,
    })
    const policy = applyPageHeaders(page, res(), false)
    expect(nonceOf(policy)).not.toBe('SALDIRGAN')
    expect(page.headers['content-security-policy']).toBe(policy)
    expect(page.headers['content-security-policy-report-only']).toBeUndefined()

    const api = req('/api/categories', { 'content-security-policy': sent })
    applyPageHeaders(api, res(), false)
    expect(api.headers['content-security-policy']).toBeUndefined()
  })

  it('adds Strict-Transport-Security in production behind HTTPS only', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://vitrin.example')
    const secure = res()
    applyPageHeaders(req('/'), secure, false)
    expect(secure.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    const plain = res()
    applyPageHeaders(req('/'), plain, false)
    expect(plain.headers.has('strict-transport-security')).toBe(false)
  })
})
