// The product page's read (src/catalog/productRecord.ts), in this process, on a seeded
// catalogue of the test database (TEST_DB=postgres for PostgreSQL), with anonymous access.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ProductRecord } from '@/catalog/productRecord'

import { createTestData, type TestData, testDbKind } from '../helpers/processes'

const kind = testDbKind()
let data: TestData
let payload: Payload
let readProductRecord: (payload: Payload, slug: string) => Promise<ProductRecord | null>
const read = (slug: string) => readProductRecord(payload, slug)

async function allSlugs(): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'products',
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  return docs.map((d) => d.slug)
}

beforeAll(async () => {
  data = await createTestData(kind)
  // The config reads these when it is first imported.
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'MEDIA_DIR', 'DOCUMENTS_DIR', 'PAYLOAD_SECRET'])
    process.env[key] = data.env[key]
  const [{ getPayload }, { default: config }, records] = await Promise.all([
    import('payload'),
    import('@/payload.config'),
    import('@/catalog/productRecord'),
  ])
  payload = await getPayload({ config })
  readProductRecord = records.readProductRecord
})

afterAll(async () => {
  await payload?.destroy()
  await data?.drop()
})

describe(`product record (${kind})`, () => {
  it('reads every seeded product, each part from its document', async () => {
    const slugs = await allSlugs()
    expect(slugs.length).toBeGreaterThanOrEqual(20)
    // The seed gives no product a gallery: one gets three images, in an order of its own.
    const images = await payload
      .find({ collection: 'media', limit: 3, depth: 0, sort: '-id' })
      .then((r) => r.docs.map((m) => m.id))
    expect(images).toHaveLength(3)
    const withGallery = await payload.update({
      collection: 'products',
      where: { slug: { equals: slugs[1] } },
      data: { gallery: [images[1]!, images[0]!, images[2]!] },
    })
    expect(withGallery.docs).toHaveLength(1)
    const records: ProductRecord[] = []
    for (const slug of slugs) {
      const record = await read(slug)
      const [doc] = (
        await payload.find({ collection: 'products', where: { slug: { equals: slug } }, depth: 0 })
      ).docs
      expect(record, slug).not.toBeNull()
      expect(record, slug).toMatchObject({
        id: doc!.id,
        name: doc!.name,
        sku: doc!.sku,
        brandId: doc!.brand,
        categoryId: doc!.category,
        specifications: (doc!.specifications ?? []).map(({ label, value }) => ({ label, value })),
      })
      records.push(record!)
    }
    expect(records.length).toBe(slugs.length)
    const gallery = records.find((r) => r.slug === slugs[1])?.gallery ?? []
    expect(gallery).toHaveLength(3)
    const referenceGallery = await payload
      .find({ collection: 'media', where: { id: { in: images } }, depth: 0 })
      .then((r) => new Map(r.docs.map((m) => [m.id, m.url])))
    expect(gallery.map((m) => m.url)).toEqual(
      [1, 0, 2].map((i) => referenceGallery.get(images[i]!)),
    )
    expect(records.some((r) => r.specifications.length > 1)).toBe(true)
    expect(records.some((r) => r.datasheet !== null)).toBe(true)
    expect(records.some((r) => r.related.length > 0)).toBe(true)
    expect(records.every((r) => r.cover?.url?.startsWith('/cms-api/media/file/'))).toBe(true)
    expect(records.some((r) => r.related.some((p) => p.cover?.sizes?.card?.url))).toBe(true)
  })

  it('answers an unknown slug with null', async () => {
    expect(await read('yok-boyle-bir-urun')).toBeNull()
  })

  it('shows the published version while a newer draft is saved, and never a draft-only product', async () => {
    const [first, second] = await payload
      .find({
        collection: 'products',
        where: { _status: { equals: 'published' } },
        limit: 2,
        depth: 0,
        sort: 'id',
      })
      .then((r) => r.docs)
    expect(first && second).toBeTruthy()
    // A draft of changes over a published product: visitors keep seeing the published one.
    await payload.update({
      collection: 'products',
      id: first!.id,
      draft: true,
      data: { name: 'Taslak ad — yayında değil' },
    })
    expect((await read(first!.slug))?.name).toBe(first!.name)

    // A product that was never published, related to a published one.
    const draftOnly = await payload.create({
      collection: 'products',
      draft: true,
      data: {
        name: 'Yalnız taslak ürün',
        sku: 'TASLAK-ÜRÜN-1',
        slug: 'yalniz-taslak-urun',
        _status: 'draft',
      },
    })
    await payload.update({
      collection: 'products',
      id: second!.id,
      data: { relatedProducts: [draftOnly.id, first!.id] },
    })
    expect(await read(draftOnly.slug)).toBeNull()
    expect((await read(second!.slug))?.related.map((p) => p.slug)).toEqual([first!.slug])
  })
})
