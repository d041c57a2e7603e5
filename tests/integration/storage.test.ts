/**
 * Uploads on S3-compatible storage (issue "Performance…", past one machine): with S3_BUCKET set,
 * the seed's images and an image uploaded in the admin go to the bucket, not to MEDIA_DIR; the app
 * serves them at the same URLs as before, next/image resizes them, and a deleted upload leaves the
 * bucket. The bucket is s3rver, an S3 emulator in this process, reached over HTTP with the AWS SDK
 * exactly as a real store would be.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { S3 } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type AppProcess,
  createTestData,
  loginAt,
  startApp,
  type TestData,
  testDbKind,
} from '../helpers/processes'

const kind = testDbKind()
const BUCKET = 'vitrin-test'
// s3rver checks request signatures against these fixed keys.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

describe(`uploads on S3-compatible storage (${kind})`, () => {
  let s3server: S3rver
  let s3dir: string
  let s3: S3
  let data: TestData
  let app: AppProcess

  const keys = async (prefix: string) =>
    ((await s3.listObjectsV2({ Bucket: BUCKET, Prefix: prefix })).Contents ?? []).map((o) => o.Key!)

  beforeAll(async () => {
    s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-s3-'))
    s3server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    const { port } = await s3server.run()
    const endpoint = `http://127.0.0.1:${port}`
    s3 = new S3({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS })
    data = await createTestData(kind, {
      seedArgs: ['--products=6'],
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      },
    })
    app = await startApp(data.env, { logFile: path.join(data.dir, 'app.log') })
  })

  afterAll(async () => {
    await app?.stop()
    await data?.drop()
    await s3server?.close()
    if (s3dir) fs.rmSync(s3dir, { recursive: true, force: true })
  })

  it('keeps the seed’s images in the bucket, none in MEDIA_DIR, and serves them at the app’s URLs', async () => {
    const stored = await keys('media/')
    expect(stored.length).toBeGreaterThan(0)
    const mediaDir = data.env.MEDIA_DIR!
    const local = fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir) : []
    expect(local).toEqual([])

    const popular = (await (await fetch(`${app.baseURL}/api/popular`)).json()) as { slug: string }[]
    const product = (await (
      await fetch(`${app.baseURL}/api/product/${popular[0]!.slug}`)
    ).json()) as { cover_photo: string }
    expect(product.cover_photo).toMatch(/^\/cms-api\/media\/file\/[^?]+$/)
    const filename = decodeURIComponent(product.cover_photo.split('/').pop()!)
    expect(stored, JSON.stringify(stored)).toContain(`media/${filename}`)

    const served = await fetch(app.baseURL + product.cover_photo)
    expect(served.status).toBe(200)
    // Content-addressed names (src/catalog/collections/uploadFiles.ts) are cached for good, from S3 as from disk.
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const object = await s3.getObject({ Bucket: BUCKET, Key: `media/${filename}` })
    const objectBytes = Buffer.from(await object.Body!.transformToByteArray())
    expect(Buffer.from(await served.arrayBuffer()).equals(objectBytes)).toBe(true)

    const resized = await fetch(
      `${app.baseURL}/_next/image?url=${encodeURIComponent(product.cover_photo)}&w=384&q=75`,
      { headers: { Accept: 'image/avif,image/webp,*/*' } },
    )
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toBe('image/avif')
    const meta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata()
    expect(meta.width).toBeLessThanOrEqual(384)

    // The product page shows it through next/image.
    const page = await (await fetch(`${app.baseURL}/urunler/urun/${popular[0]!.slug}`)).text()
    expect(page).toContain(encodeURIComponent(product.cover_photo))
  })

  it('puts an admin upload and its sizes in the bucket, and removes them with the document', async () => {
    const auth = await loginAt(app.baseURL)
    const png = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#0b2d5b' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'şığ-test.png')
    form.append('_payload', JSON.stringify({ alt: 'Deneme görseli — İşçi Çağrı Öğün' }))
    const created = await fetch(`${app.baseURL}/cms-api/media`, {
      method: 'POST',
      headers: { Authorization: auth },
      body: form,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as {
      doc: {
        id: number
        filename: string
        url: string
        sizes: Record<string, { filename: string }>
      }
    }
    expect(doc.url).toBe(`/cms-api/media/file/${encodeURIComponent(doc.filename)}`)
    const expected = [doc.filename, doc.sizes.thumbnail!.filename, doc.sizes.card!.filename].map(
      (f) => `media/${f}`,
    )
    const stored = await keys('media/')
    for (const key of expected) expect(stored).toContain(key)
    expect(fs.existsSync(path.join(data.env.MEDIA_DIR!, doc.filename))).toBe(false)

    const served = await fetch(app.baseURL + doc.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)

    const deleted = await fetch(`${app.baseURL}/cms-api/media/${doc.id}`, {
      method: 'DELETE',
      headers: { Authorization: auth },
    })
    expect(deleted.status).toBe(200)
    const after = await keys('media/')
    for (const key of expected) expect(after).not.toContain(key)
    expect((await fetch(app.baseURL + doc.url)).status).toBe(404)
  })
})
