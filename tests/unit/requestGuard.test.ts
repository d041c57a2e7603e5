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
  /** The address the server sees (behind a proxy, not the public one). */
  base?: string
}

const guard = ({
  method = 'GET',
  path = '/cms-api/products',
  headers = {},
  base = 'http://localhost:3000',
}: Request) => {
  const input: GuardInput = {
    method,
    url: new URL(path, base),
    headers: new Headers(headers),
  }
  return refuseRequest(input)
}

const CONTENT_TYPE = { status: 415, message: GUARD_MESSAGES.contentType }
const QUERY = { status: 400, message: GUARD_MESSAGES.query }
const FILE_NAME = { status: 400, message: GUARD_MESSAGES.fileName }
const IMAGE_URL = { status: 400, message: GUARD_MESSAGES.imageUrl }

describe('GUARD_MESSAGES', () => {
  it('are the Turkish texts', () => {
    expect(GUARD_MESSAGES).toEqual({
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

describe('refuseRequest: method-override reads', () => {
  const read = (type: string, body: string) =>
    refuseRequest({
      method: 'POST',
      url: new URL('https://vitrin.example/cms-api/products'),
      headers: new Headers({
        'content-type': type,
        'content-length': String(body.length),
        'x-payload-http-method-override': 'GET',
      }),
      body,
    })

  it('refuses a JSON body Payload could not read, which it would answer with a 500', () => {
    expect(read('application/json', '{"where":')).toEqual(QUERY)
    expect(read('application/json', '[1]')).toEqual(QUERY)
    expect(read('text/plain', 'where=x')).toEqual(QUERY)
  })

  it('refuses a JSON body whose where is not a where, which Payload would ignore', () => {
    expect(read('application/json', '{"where":"x"}')).toEqual(QUERY)
    expect(read('application/json', '{"where":null}')).toEqual(QUERY)
    expect(read('application/json', '{"where":"{\\"a\\":{\\"equals\\":1}}"}')).toBeNull()
  })

  it('passes a JSON object and a form-encoded query', () => {
    expect(read('application/json', '{"where":{"a":{"equals":1}}}')).toBeNull()
    expect(read('application/x-www-form-urlencoded', 'depth=0&limit=5')).toBeNull()
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

  it('refuses control characters, which Payload would look up in the database', () => {
    expect(file('a%00.webp')).toEqual(FILE_NAME)
    expect(file('a%0a.webp')).toEqual(FILE_NAME)
    expect(file('a%7f.webp')).toEqual(FILE_NAME)
  })

  it('refuses a percent sign left after decoding (double encoding), which Payload answers 500', () => {
    expect(file('%252e%252e%252fsecret')).toEqual(FILE_NAME)
    expect(file('%252e')).toEqual(FILE_NAME)
  })

  it('leaves path steps to Payload, which refuses them itself', () => {
    expect(file('%2e%2e%2fpayload.config.ts')).toBeNull()
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
        headers: {
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
      })
    for (const source of ['%2F..%252f..%252fetc%252fpasswd', '%2F..%2Fetc', '%2Fa%252500'])
      expect(image(source), source).toEqual({ status: 400, message: GUARD_MESSAGES.imageUrl })
    expect(image('%2Fcms-api%2Fmedia%2Ffile%2Fkamera.webp')).toBeNull()
    expect(
      refuseRequest({
        method: 'GET',
        url: new URL('https://vitrin.example/cms-api/payload-migrations'),
        headers: new Headers(),
      }),
    ).toEqual({ status: 404, message: GUARD_MESSAGES.notFound })
  })
})
