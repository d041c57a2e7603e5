import { describe, expect, it } from 'vitest'

import {
  GUARD_MESSAGES,
  MAX_UPLOAD_BODY_BYTES,
  MAX_UPLOAD_BYTES,
  refusePath,
  refuseRequest,
  type GuardInput,
} from '@/lib/security/requestGuard'

interface Request {
  method?: string
  path?: string
  headers?: Record<string, string>
  session?: boolean
  siteUrl?: string
  /** The address the server sees (behind a proxy, not the public one). */
  base?: string
}

const guard = ({
  method = 'GET',
  path = '/cms-api/products',
  headers = {},
  session = false,
  siteUrl,
  base = 'http://localhost:3000',
}: Request) => {
  const input: GuardInput = {
    method,
    url: new URL(path, base),
    headers: new Headers(headers),
    hasSessionCookie: session,
    siteUrl,
  }
  return refuseRequest(input)
}

const CROSS_SITE = { status: 403, message: GUARD_MESSAGES.crossSite }
const CONTENT_TYPE = { status: 415, message: GUARD_MESSAGES.contentType }
const QUERY = { status: 400, message: GUARD_MESSAGES.query }
const FILE_NAME = { status: 400, message: GUARD_MESSAGES.fileName }
const IMAGE_URL = { status: 400, message: GUARD_MESSAGES.imageUrl }

/** A staff write with its session cookie and a JSON body. */
const staffWrite = (headers: Record<string, string>, extra: Partial<Request> = {}) =>
  guard({
    method: 'POST',
    path: '/cms-api/products',
    session: true,
    headers: { 'content-type': 'application/json', 'content-length': '2', ...headers },
    ...extra,
  })

describe('GUARD_MESSAGES', () => {
  it('are the Turkish texts', () => {
    expect(GUARD_MESSAGES).toEqual({
      crossSite: 'Başka bir siteden gönderilen oturumlu istek reddedildi.',
      contentType:
        'Desteklenmeyen içerik türü. İstek application/json veya multipart/form-data olmalıdır.',
      query: 'Geçersiz sorgu: where parametresi okunamadı.',
      fileName: 'Geçersiz dosya adı.',
      imageUrl: 'Geçersiz görsel adresi.',
      path: 'Geçersiz adres.',
      notFound: 'Bulunamadı.',
      tooLarge: 'Dosya çok büyük: en çok 20 MB yüklenebilir.',
      lengthRequired: 'Yükleme isteği boyutunu (Content-Length) bildirmeli.',
    })
  })
})

describe('refuseRequest: cross-site staff writes', () => {
  it('refuses a foreign Origin', () => {
    expect(staffWrite({ origin: 'https://evil.example', host: 'vitrin.example' })).toEqual(
      CROSS_SITE,
    )
  })

  it('refuses every unsafe method, not only POST', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(
        staffWrite({ origin: 'https://evil.example', host: 'vitrin.example' }, { method }),
      ).toEqual(CROSS_SITE)
    }
  })

  it('refuses `Origin: null` (sandboxed frames, redirects) and an Origin that is no URL', () => {
    expect(staffWrite({ origin: 'null', host: 'vitrin.example' })).toEqual(CROSS_SITE)
    expect(staffWrite({ origin: 'not a url', host: 'vitrin.example' })).toEqual(CROSS_SITE)
  })

  it('refuses a look-alike host and another port of the same host', () => {
    expect(
      staffWrite({ origin: 'https://vitrin.example.evil.example', host: 'vitrin.example' }),
    ).toEqual(CROSS_SITE)
    expect(staffWrite({ origin: 'http://localhost:4000', host: 'localhost:3000' })).toEqual(
      CROSS_SITE,
    )
  })

  it('without an Origin, refuses only a browser saying `Sec-Fetch-Site: cross-site`', () => {
    expect(staffWrite({ 'sec-fetch-site': 'cross-site' })).toEqual(CROSS_SITE)
    expect(staffWrite({})).toBeNull()
    expect(staffWrite({ 'sec-fetch-site': 'same-origin' })).toBeNull()
    expect(staffWrite({ 'sec-fetch-site': 'same-site' })).toBeNull()
    expect(staffWrite({ 'sec-fetch-site': 'none' })).toBeNull()
  })

  it('passes the own host given by the Host header', () => {
    expect(staffWrite({ origin: 'https://vitrin.example', host: 'vitrin.example' })).toBeNull()
    expect(staffWrite({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBeNull()
  })

  it('passes the own host of the URL when no Host header came', () => {
    expect(staffWrite({ origin: 'http://localhost:3000' })).toBeNull()
    expect(staffWrite({ origin: 'https://vitrin.example' })).toEqual(CROSS_SITE)
  })

  it('behind a proxy, compares with X-Forwarded-Host (its first entry) over Host', () => {
    const behindProxy = { host: 'localhost:3000' }
    expect(
      staffWrite({
        ...behindProxy,
        origin: 'https://vitrin.example',
        'x-forwarded-host': 'vitrin.example',
      }),
    ).toBeNull()
    expect(
      staffWrite({
        ...behindProxy,
        origin: 'https://vitrin.example',
        'x-forwarded-host': 'vitrin.example, proxy.internal',
      }),
    ).toBeNull()
    expect(
      staffWrite({
        ...behindProxy,
        origin: 'http://localhost:3000',
        'x-forwarded-host': 'vitrin.example',
      }),
    ).toEqual(CROSS_SITE)
  })

  it("passes SITE_URL's origin whatever the Host, and only that origin", () => {
    const siteUrl = 'https://www.vitrin.example/tr/'
    const headers = { host: 'localhost:3000' }
    expect(staffWrite({ ...headers, origin: 'https://www.vitrin.example' }, { siteUrl })).toBeNull()
    expect(staffWrite({ ...headers, origin: 'http://www.vitrin.example' }, { siteUrl })).toEqual(
      CROSS_SITE,
    )
    expect(staffWrite({ ...headers, origin: 'https://evil.example' }, { siteUrl })).toEqual(
      CROSS_SITE,
    )
    // An unreadable SITE_URL matches nothing; the Host comparison still applies.
    expect(
      staffWrite({ ...headers, origin: 'http://localhost:3000' }, { siteUrl: 'not a url' }),
    ).toBeNull()
  })

  it('lets a request with an Authorization header through (an API key, not the cookie)', () => {
    expect(
      staffWrite({
        origin: 'https://evil.example',
        host: 'vitrin.example',
        authorization: 'users API-Key abc',
      }),
    ).toBeNull()
  })

  it('lets a write without the session cookie through (nothing to forge)', () => {
    expect(
      staffWrite({ origin: 'https://evil.example', host: 'vitrin.example' }, { session: false }),
    ).toBeNull()
  })

  it('never refuses a GET, HEAD or OPTIONS for its origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(
        guard({
          method,
          session: true,
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        }),
      ).toBeNull()
    }
  })

  it('refuses for the origin before it looks at the content type', () => {
    expect(
      staffWrite({
        origin: 'https://evil.example',
        host: 'vitrin.example',
        'content-type': 'text/plain',
      }),
    ).toEqual(CROSS_SITE)
  })
})

describe('refuseRequest: body content types', () => {
  const write = (headers: Record<string, string>, method = 'POST') =>
    guard({ method, path: '/cms-api/products', headers })

  it('refuses text/plain and form-encoded bodies with 415', () => {
    expect(write({ 'content-type': 'text/plain', 'content-length': '10' })).toEqual(CONTENT_TYPE)
    expect(write({ 'content-type': 'text/plain;charset=UTF-8', 'content-length': '10' })).toEqual(
      CONTENT_TYPE,
    )
    expect(
      write({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': '10' }),
    ).toEqual(CONTENT_TYPE)
    expect(write({ 'content-type': 'text/plain', 'content-length': '10' }, 'PATCH')).toEqual(
      CONTENT_TYPE,
    )
  })

  it('refuses a body without a content type, also a chunked one', () => {
    expect(write({ 'content-length': '10' })).toEqual(CONTENT_TYPE)
    expect(write({ 'transfer-encoding': 'chunked' })).toEqual(CONTENT_TYPE)
    expect(write({ 'content-type': 'text/plain', 'transfer-encoding': 'chunked' })).toEqual(
      CONTENT_TYPE,
    )
  })

  it('passes JSON and multipart bodies, with parameters and in any case', () => {
    expect(write({ 'content-type': 'application/json', 'content-length': '10' })).toBeNull()
    expect(
      write({ 'content-type': 'Application/JSON; charset=utf-8', 'content-length': '10' }),
    ).toBeNull()
    expect(
      write({ 'content-type': 'multipart/form-data; boundary=----abc', 'content-length': '10' }),
    ).toBeNull()
  })

  it('passes a request without a body whatever its content type', () => {
    expect(write({ 'content-type': 'text/plain' })).toBeNull()
    expect(write({ 'content-type': 'text/plain', 'content-length': '0' })).toBeNull()
    expect(write({}, 'DELETE')).toBeNull()
  })

  it('does not look at the content type of a GET', () => {
    expect(write({ 'content-type': 'text/plain', 'content-length': '10' }, 'GET')).toBeNull()
  })
})

describe('refuseRequest: where and data parameters', () => {
  const query = (search: string) => guard({ path: `/cms-api/products?${search}` })

  it('refuses a where or data that is not a JSON object', () => {
    expect(query('where=xxx')).toEqual(QUERY)
    expect(query('where=[1]')).toEqual(QUERY)
    expect(query('where=null')).toEqual(QUERY)
    expect(query('where=1')).toEqual(QUERY)
    expect(query(`where=${encodeURIComponent('{"a":')}`)).toEqual(QUERY)
    expect(query('data=xxx')).toEqual(QUERY)
    expect(guard({ method: 'DELETE', path: '/cms-api/products?where=xxx' })).toEqual(QUERY)
  })

  it('passes a JSON object where', () => {
    expect(query(`where=${encodeURIComponent('{"a":{"equals":1}}')}`)).toBeNull()
    expect(query(`data=${encodeURIComponent('{"title":"x"}')}`)).toBeNull()
  })

  it('does not look at bracketed where parameters, nor at an empty one', () => {
    expect(query('where[a][equals]=1')).toBeNull()
    expect(query('where[or][0][a][equals]=xxx&limit=5')).toBeNull()
    expect(query('where=')).toBeNull()
  })
})

describe('refuseRequest: upload file names', () => {
  const file = (name: string, collection = 'media') =>
    guard({ path: `/cms-api/${collection}/file/${name}` })

  it('passes ordinary generated names in both upload collections', () => {
    expect(file('kamera-1-abc123-160x160.webp')).toBeNull()
    expect(file('kamera%201.webp')).toBeNull()
    expect(file('katalog-2026.pdf', 'documents')).toBeNull()
  })

  it('refuses an encoded parent step', () => {
    expect(file('%2e%2e%2fpayload.config.ts')).toEqual(FILE_NAME)
    expect(file('..%2f..%2fetc%2fpasswd')).toEqual(FILE_NAME)
    expect(file('%2e%2e%5csecret', 'documents')).toEqual(FILE_NAME)
  })

  it('refuses a percent sign left after decoding (double encoding)', () => {
    expect(file('%252e%252e%252fsecret')).toEqual(FILE_NAME)
    expect(file('%252e')).toEqual(FILE_NAME)
  })

  it('refuses control characters, slashes and backslashes', () => {
    expect(file('a%00.webp')).toEqual(FILE_NAME)
    expect(file('a%0a.webp')).toEqual(FILE_NAME)
    expect(file('a%7f.webp')).toEqual(FILE_NAME)
    expect(file('a%5cb.webp')).toEqual(FILE_NAME)
    expect(file('a%2fb.webp')).toEqual(FILE_NAME)
    // The URL parser turns a raw backslash into a path separator.
    expect(file('a\\b.webp')).toEqual(FILE_NAME)
  })

  it('refuses a name that does not decode', () => {
    expect(file('%E0%A4%A.webp')).toEqual(FILE_NAME)
    expect(file('%')).toEqual(FILE_NAME)
  })

  it('leaves other routes alone', () => {
    expect(guard({ path: '/cms-api/media/%252e' })).toBeNull()
    expect(guard({ path: '/cms-api/products/file/%00' })).toBeNull()
  })
})

describe('refuseRequest: image optimizer', () => {
  const image = (url: string | null, method = 'GET') =>
    guard({
      method,
      path:
        url === null
          ? '/_next/image?w=640'
          : `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`,
    })

  it('passes a path of this site', () => {
    expect(image('/cms-api/media/file/a.webp')).toBeNull()
    expect(image('/images/logo.png')).toBeNull()
  })

  it('refuses other hosts, however they are written', () => {
    expect(image('/\\evil.example/x.png')).toEqual(IMAGE_URL)
    expect(image('//evil.example/x.png')).toEqual(IMAGE_URL)
    expect(image('https://evil.example/x.png')).toEqual(IMAGE_URL)
    expect(image('evil.example/x.png')).toEqual(IMAGE_URL)
  })

  it('refuses a missing or empty url', () => {
    expect(image(null)).toEqual(IMAGE_URL)
    expect(image('')).toEqual(IMAGE_URL)
  })

  it('decides on the url alone, before the other checks', () => {
    expect(guard({ path: '/_next/image?url=%2Fa.png&where=xxx' })).toBeNull()
    expect(
      guard({
        method: 'POST',
        path: '/_next/image?url=%2Fa.png',
        session: true,
        headers: {
          origin: 'https://evil.example',
          'content-type': 'text/plain',
          'content-length': '1',
        },
      }),
    ).toBeNull()
  })
})

describe('refuseRequest: upload sizes', () => {
  const upload = (headers: Record<string, string>) =>
    refuseRequest({
      method: 'POST',
      url: new URL('https://vitrin.example/cms-api/catalog-imports'),
      headers: new Headers({ 'content-type': 'multipart/form-data; boundary=x', ...headers }),
      hasSessionCookie: false,
    })

  it('passes a body up to the upload limit and its form overhead', () => {
    expect(upload({ 'content-length': String(MAX_UPLOAD_BYTES) })).toBeNull()
    expect(upload({ 'content-length': String(MAX_UPLOAD_BODY_BYTES) })).toBeNull()
  })

  it('refuses a larger body with a Turkish 413, before Next cuts it', () => {
    expect(upload({ 'content-length': String(MAX_UPLOAD_BODY_BYTES + 1) })).toEqual({
      status: 413,
      message: GUARD_MESSAGES.tooLarge,
    })
  })

  it('refuses a chunked upload, whose size is unknown until it is cut', () => {
    expect(upload({ 'transfer-encoding': 'chunked' })).toEqual({
      status: 411,
      message: GUARD_MESSAGES.lengthRequired,
    })
  })
})

describe('refusePath and odd addresses', () => {
  it('refuses control characters, raw or encoded, and escapes that do not decode', () => {
    for (const path of [
      '/a%00b',
      '/urunler/a%00b',
      '/markalarimiz/a%00b',
      '/a%0Ab',
      '/a%7fb',
      '/a%zzb',
    ])
      expect(refusePath(path), path).toEqual({ status: 400, message: GUARD_MESSAGES.path })
  })

  it('passes ordinary and Turkish paths', () => {
    for (const path of [
      '/',
      '/urunler/ip-kameralar',
      '/kurumsal/bilgi-g%C3%BCvenli%C4%9Fi',
      '/a%25b',
    ])
      expect(refusePath(path), path).toBeNull()
  })

  it('refuses image URLs that step up once decoded again, and the migrations collection', () => {
    const image = (source: string) =>
      refuseRequest({
        method: 'GET',
        url: new URL(`https://vitrin.example/_next/image?url=${source}&w=64&q=75`),
        headers: new Headers(),
        hasSessionCookie: false,
      })
    for (const source of ['%2F..%252f..%252fetc%252fpasswd', '%2F..%2Fetc', '%2Fa%252500'])
      expect(image(source), source).toEqual({ status: 400, message: GUARD_MESSAGES.imageUrl })
    expect(image('%2Fcms-api%2Fmedia%2Ffile%2Fkamera.webp')).toBeNull()
    expect(
      refuseRequest({
        method: 'GET',
        url: new URL('https://vitrin.example/cms-api/payload-migrations'),
        headers: new Headers(),
        hasSessionCookie: false,
      }),
    ).toEqual({ status: 404, message: GUARD_MESSAGES.notFound })
  })
})
