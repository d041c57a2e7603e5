import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { gunzipSync } from 'node:zlib'

import { beforeAll, describe, expect, it } from 'vitest'

import { keptPage, pageCacheEnabled, pageCacheKey, servePage } from '@/lib/http/pageCache'
import { deriveFormKey, verifyFormToken } from '@/lib/security/token'

const SECRET = 'unit-test-secret'
beforeAll(() => {
  process.env.PAYLOAD_SECRET = SECRET
})

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { host: 'vitrin.test', ...headers } }) as unknown as IncomingMessage

/** Enough of a ServerResponse to see what servePage writes (`body`: every chunk, joined). */
function fakeResponse() {
  const out: {
    status?: number
    headers?: OutgoingHttpHeaders
    body?: Buffer
    chunks: Buffer[]
    corked: number
  } = { chunks: [], corked: 0 }
  const res = {
    writeHead(status: number, headers: OutgoingHttpHeaders) {
      out.status = status
      out.headers = headers
      return res
    },
    cork() {
      out.corked++
    },
    write(chunk: Buffer) {
      out.chunks.push(chunk)
      return true
    },
    end(chunk?: Buffer) {
      if (chunk) out.chunks.push(chunk)
      out.body = out.chunks.length ? Buffer.concat(out.chunks) : undefined
      return res
    },
  }
  return { res: res as unknown as ServerResponse, out }
}

const OLD_NONCE = Buffer.from('11111111-2222-3333-4444-555555555555').toString('base64')
const OLD_TOKEN = `1700000000000.${'A'.repeat(43)}`
const page = keptPage(
  `<script nonce="${OLD_NONCE}">x</script><input name="_ts" value="${OLD_TOKEN}"><script nonce="${OLD_NONCE}">self.__next_f.push([1,"${OLD_TOKEN}"])</script>`,
  [
    ['content-type', 'text/html; charset=utf-8'],
    ['content-security-policy', `script-src 'self' 'nonce-${OLD_NONCE}' 'strict-dynamic'`],
  ],
  OLD_NONCE,
)

describe('page cache', () => {
  it('keeps only anonymous GETs of public pages, never Next navigations, APIs or the admin', () => {
    expect(pageCacheKey(req('/'))).toBe('vitrin.test/')
    expect(pageCacheKey(req('/urunler/kameralar?page=2'))).toBe(
      'vitrin.test/urunler/kameralar?page=2',
    )
    expect(pageCacheKey(req('/urunler/urun/x'))).not.toBeNull()
    expect(pageCacheKey(req('/markalarimiz/norvik'))).not.toBeNull()
    expect(pageCacheKey(req('/kurumsal/kvkk'))).not.toBeNull()
    for (const url of [
      '/api/categories',
      '/cms-api/products',
      '/admin',
      '/shop/cart',
      '/_next/static/x.js',
      '/urunlerx',
      '/healthz',
    ])
      expect(pageCacheKey(req(url)), url).toBeNull()
    expect(pageCacheKey(req('/', {}, 'POST'))).toBeNull()
    expect(pageCacheKey(req('/', {}, 'HEAD'))).toBeNull()
    expect(pageCacheKey(req('/', { cookie: 'payload-token=x' }))).toBeNull()
    expect(pageCacheKey(req('/', { authorization: 'JWT x' }))).toBeNull()
    expect(pageCacheKey(req('/', { rsc: '1' }))).toBeNull()
    expect(pageCacheKey(req('/', { 'next-router-prefetch': '1' }))).toBeNull()
    expect(pageCacheKey(req('/urunler?_rsc=abc'))).toBeNull()
    expect(pageCacheEnabled(undefined)).toBe(true)
    expect(pageCacheEnabled('0')).toBe(false)
  })

  it('serves a kept page with a new nonce everywhere and a new, valid form token', () => {
    const { res, out } = fakeResponse()
    servePage(req('/'), res, page, false)
    expect(out.status).toBe(200)
    const body = out.body!.toString()
    const csp = String(out.headers!['content-security-policy'])
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
    expect(nonce).not.toBe(OLD_NONCE)
    expect(body).not.toContain(OLD_NONCE)
    expect(body.split(`nonce="${nonce}"`)).toHaveLength(3)
    expect(body).not.toContain(OLD_TOKEN)
    const tokens = body.match(/\d{13}\.[\w-]{43}/g)!
    expect(tokens).toHaveLength(2)
    expect(tokens[0]).toBe(tokens[1])
    expect(verifyFormToken(deriveFormKey(SECRET), tokens[0], Date.now() + 5000, 3000)).toBe('valid')
    expect(out.headers!['cache-control']).toBe('private, no-cache')
    expect(out.headers!.etag).toBe(page.etag)
    expect(page.etag).toMatch(/^W\/"/)
    expect(Number(out.headers!['content-length'])).toBe(out.body!.length)

    const second = fakeResponse()
    servePage(req('/'), second.res, page, false)
    expect(second.out.body!.toString()).not.toContain(nonce)
  })

  it('keeps the rendered bytes as they are and prepares them once, on the first hit', () => {
    const html = `<h1>Geçiş Kontrol İçin Şifreli Kapı Kilidi — ğüşıöç</h1><script nonce="${OLD_NONCE}">x</script><input value="${OLD_TOKEN}">`
    const headers: [string, string][] = [['content-type', 'text/html; charset=utf-8']]
    const fromBytes = keptPage(Buffer.from(html), headers, OLD_NONCE)
    const fromText = keptPage(html, headers, OLD_NONCE)
    // The same page either way: tokens found, ETag of the same text.
    expect(fromBytes.tokens).toEqual([OLD_TOKEN])
    expect(fromBytes.etag).toBe(fromText.etag)
    const prepared = fromBytes.prepared
    const first = fakeResponse()
    servePage(req('/'), first.res, fromBytes, false)
    expect(fromBytes.prepared).toBe(prepared)
    const served = first.out.body!.toString()
    expect(served).toContain('<h1>Geçiş Kontrol İçin Şifreli Kapı Kilidi — ğüşıöç</h1>')
    expect(served).not.toContain(OLD_NONCE)
    expect(served).not.toContain(OLD_TOKEN)
    expect(Number(first.out.headers!['content-length'])).toBe(first.out.body!.length)
    // The kept parts themselves go to the socket, corked into one write: no copy of the page per
    // answer (on Node 24 those copies kept the garbage collector busy).
    expect(first.out.corked).toBe(1)
    for (const part of prepared.parts) expect(first.out.chunks).toContain(part)
  })

  it('replaces each value wherever it stands, and leaves every other byte as rendered', () => {
    const otherToken = `1700000000001.${'b'.repeat(43)}`
    const body = `${OLD_NONCE}<h1>Geçiş Kontrol İçin Şifreli Kapı Kilidi — ğüşıöç</h1>${OLD_TOKEN}|${otherToken}|${OLD_TOKEN}<p>${OLD_NONCE}</p>${OLD_NONCE}`
    const kept = keptPage(body, [['content-type', 'text/html; charset=utf-8']], OLD_NONCE)
    expect(kept.tokens).toEqual([OLD_TOKEN, otherToken])
    const { res, out } = fakeResponse()
    servePage(req('/'), res, kept, false)
    const served = out.body!.toString()
    const tokens = served.match(/\d{13}\.[\w-]{43}/g)!
    expect(tokens).toHaveLength(3)
    for (const token of tokens) {
      expect(verifyFormToken(deriveFormKey(SECRET), token, Date.now() + 5000, 3000)).toBe('valid')
    }
    const nonce = served.slice(0, OLD_NONCE.length)
    expect(nonce).not.toBe(OLD_NONCE)
    expect(served).not.toContain(OLD_NONCE)
    // Put the old values back: exactly the rendered page.
    const originals = [OLD_TOKEN, otherToken, OLD_TOKEN]
    let k = 0
    expect(
      served
        .split(nonce)
        .join(OLD_NONCE)
        .replace(/\d{13}\.[\w-]{43}/g, () => originals[k++]!),
    ).toBe(body)
    expect(Number(out.headers!['content-length'])).toBe(Buffer.byteLength(served))
  })

  it('answers a matching If-None-Match with 304 and no policy, and gzips when asked', () => {
    const { res, out } = fakeResponse()
    servePage(req('/', { 'if-none-match': page.etag.slice(2) }), res, page, false)
    expect(out.status).toBe(304)
    expect(out.body).toBeUndefined()
    expect(out.headers!['Content-Security-Policy']).toBeUndefined()
    expect(out.headers!['content-security-policy']).toBeUndefined()

    const zipped = fakeResponse()
    servePage(req('/', { 'accept-encoding': 'gzip, br' }), zipped.res, page, true)
    expect(zipped.out.headers!['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.out.body!).toString()).toContain('<script nonce=')
  })
})
