/**
 * Odd addresses and oversized uploads: a 4xx with a short Turkish answer, never a 500 or a stack
 * trace in the answer; imports up to the documented 20 MB are taken.
 */
import { describe, expect, it } from 'vitest'

import { baseURL, get, login } from '../../helpers/http'

const MB = 1024 * 1024

/** A CSV of `bytes` bytes: the import sheet's headers and one long, harmless row after another. */
function csvOfSize(bytes: number): Uint8Array<ArrayBuffer> {
  const head = 'Ürün kodu;Ad;Kısa ad (URL);Kategori;Marka;Durum\r\n'
  const row = `X;${'a'.repeat(200)};x;x;x;Taslak\r\n`
  const text = head + row.repeat(Math.ceil((bytes - head.length) / row.length))
  return new Uint8Array(new TextEncoder().encode(text).subarray(0, bytes))
}

async function uploadImport(auth: string, size: number) {
  const form = new FormData()
  form.append('file', new Blob([csvOfSize(size)], { type: 'text/csv' }), 'buyuk.csv')
  form.append('_payload', JSON.stringify({ dryRun: true }))
  return fetch(`${baseURL()}/cms-api/catalog-imports`, {
    method: 'POST',
    headers: { Authorization: auth },
    body: form,
  })
}

async function removeImport(auth: string, res: Response) {
  const { doc } = (await res.json()) as { doc?: { id: number } }
  if (doc)
    await fetch(`${baseURL()}/cms-api/catalog-imports/${doc.id}`, {
      method: 'DELETE',
      headers: { Authorization: auth },
    })
}

describe('odd addresses', () => {
  it('answers NUL and other control characters in a path with a 400, without a stack', async () => {
    for (const path of [
      '/a%00b',
      '/urunler/a%00b',
      '/markalarimiz/a%00b',
      '/kurumsal/a%0Ab',
      '/urunler/urun/a%00b',
      '/cms-api/products/a%00b',
    ]) {
      const res = await get(path, { redirect: 'manual' })
      expect(res.status, path).toBe(400)
      const body = await res.text()
      expect(body, path).toContain('Geçersiz adres.')
      expect(body, path).not.toMatch(/\n\s+at |stack/i)
    }
  })

  it('answers a NUL in an API slug with a Turkish 4xx, not a 500', async () => {
    for (const path of ['/api/product/a%00b', '/api/brand/a%00b', '/api/category/a%00b']) {
      const res = await get(path)
      expect([400, 404], path).toContain(res.status)
      const body = (await res.json()) as { error?: string }
      expect(body.error, path).toMatch(/[çğıöşüÇĞİÖŞÜ]/)
      expect(JSON.stringify(body), path).not.toMatch(/\n\s+at |stack/i)
    }
  })

  it('refuses image URLs that climb out once decoded again', async () => {
    for (const url of [
      '%2F..%252f..%252fetc%252fpasswd',
      '%2F..%2F..%2Fetc%2Fpasswd',
      '%2F%252e%252e%252f%252e%252e%252fetc%252fpasswd',
    ]) {
      const res = await get(`/_next/image?url=${url}&w=64&q=75`)
      expect(res.status, url).toBe(400)
      expect(await res.text(), url).toContain('Geçersiz görsel adresi.')
    }
  })

  it('answers Payload’s migrations collection with a 404, not a 501', async () => {
    const auth = await login()
    for (const headers of [{}, { Authorization: auth }] as Record<string, string>[]) {
      const res = await get('/cms-api/payload-migrations', { headers })
      expect(res.status).toBe(404)
    }
  })
})

describe('upload sizes', () => {
  it('takes an import file between 10 and 20 MB', async () => {
    const auth = await login()
    const res = await uploadImport(auth, 15 * MB)
    expect(res.status, await res.clone().text()).toBe(201)
    await removeImport(auth, res)
  })

  it('refuses a file just over 20 MB, and a larger body, with a Turkish 413', async () => {
    const auth = await login()
    for (const size of [20 * MB + 64 * 1024, 24 * MB]) {
      const res = await uploadImport(auth, size)
      expect(res.status, `${size}`).toBe(413)
      expect(await res.text()).toContain('Dosya çok büyük: en çok 20 MB yüklenebilir.')
    }
  })

  it('refuses a chunked upload, whose size is unknown, with a 411', async () => {
    const auth = await login()
    const boundary = 'vitrin-sinir'
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      'Ürün kodu;Ad\r\n',
      `\r\n--${boundary}--\r\n`,
    ]
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
        controller.close()
      },
    })
    const res = await fetch(`${baseURL()}/cms-api/catalog-imports`, {
      method: 'POST',
      headers: {
        Authorization: auth,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(411)
    expect(await res.text()).toContain('Content-Length')
  })
})
