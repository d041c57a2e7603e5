// The search index reads products from Payload's tables (src/catalog/search/tableRead.ts): what it
// reads must be what Payload's own read gives a visitor — the published products, their
// published fields (not a newer draft's), brand and category names, cover and gallery URLs.
// In this process, on TEST_DB.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { IndexedRow } from '@/catalog/search/tableRead'

import { createTestData, type TestData, testDbKind } from '../helpers/processes'

const kind = testDbKind()
let data: TestData
let payload: Payload
let readIndexedProducts: typeof import('@/catalog/search/tableRead').readIndexedProducts
let changedProducts: typeof import('@/catalog/search/tableRead').changedProducts
let mediaUrl: typeof import('@/catalog/media').mediaUrl

beforeAll(async () => {
  data = await createTestData(kind)
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'MEDIA_DIR', 'DOCUMENTS_DIR', 'PAYLOAD_SECRET'])
    process.env[key] = data.env[key]
  const [{ getPayload }, { default: config }, tableRead, media] = await Promise.all([
    import('payload'),
    import('@/payload.config'),
    import('@/catalog/search/tableRead'),
    import('@/catalog/media'),
  ])
  payload = await getPayload({ config })
  readIndexedProducts = tableRead.readIndexedProducts
  changedProducts = tableRead.changedProducts
  mediaUrl = media.mediaUrl
}, 600_000)

afterAll(async () => {
  await payload?.destroy()
  await data?.drop()
})

const nameOf = (rel: unknown) =>
  rel && typeof rel === 'object' && 'name' in rel ? String(rel.name) : ''

/** The same fields through Payload's read as a visitor (the index's reader before the tables). */
async function throughPayload(): Promise<IndexedRow[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { _status: { equals: 'published' } },
    depth: 1,
    pagination: false,
    sort: 'id',
    overrideAccess: false,
    select: {
      name: true,
      slug: true,
      sku: true,
      cover: true,
      gallery: true,
      brand: true,
      category: true,
      updatedAt: true,
    },
  })
  return docs.map((p) => ({
    id: Number(p.id),
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    updatedAt: p.updatedAt,
    brand: nameOf(p.brand),
    category: nameOf(p.category),
    cover: mediaUrl(p.cover, 'thumbnail'),
    gallery: (Array.isArray(p.gallery) ? p.gallery : [])
      .map((m) => mediaUrl(m, 'card'))
      .filter((u): u is string => Boolean(u)),
  }))
}

describe(`search index rows from the tables (${kind})`, () => {
  it('are what Payload reads for a visitor: published fields, names, cover and gallery URLs', async () => {
    const { docs: products } = await payload.find({
      collection: 'products',
      where: { _status: { equals: 'published' } },
      depth: 0,
      limit: 4,
      sort: 'id',
      overrideAccess: true,
    })
    const { docs: media } = await payload.find({
      collection: 'media',
      depth: 0,
      limit: 3,
      overrideAccess: true,
    })
    expect(products.length).toBe(4)
    expect(media.length).toBeGreaterThanOrEqual(2)
    const [withGallery, drafted, unpublished, coverless] = products as { id: number }[]
    const since = new Date().toISOString()
    // A gallery in a chosen order, a newer draft over a published product, one taken off the
    // site, one without a cover.
    await payload.update({
      collection: 'products',
      id: withGallery!.id,
      data: { gallery: [media[1]!.id, media[0]!.id] },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: drafted!.id,
      data: { name: 'Taslak Ad Görünmemeli' },
      draft: true,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: unpublished!.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: coverless!.id,
      data: { cover: null },
      overrideAccess: true,
    })

    const expected = await throughPayload()
    const read = await readIndexedProducts(payload, { after: 0 })
    expect(read).toEqual(expected)
    expect(read.length).toBeGreaterThan(10)
    const byId = new Map(read.map((r) => [r.id, r]))
    expect(byId.get(withGallery!.id)!.gallery).toHaveLength(2)
    expect(byId.get(withGallery!.id)!.gallery[0]).toMatch(/^\/cms-api\/media\/file\//)
    expect(byId.get(drafted!.id)!.name).not.toBe('Taslak Ad Görünmemeli')
    expect(byId.has(unpublished!.id)).toBe(false)
    expect(byId.get(coverless!.id)!.cover).toBeNull()

    // What changed since: the three saved (a draft leaves the published row as it was), the one
    // taken off the site as such.
    const changed = await changedProducts(payload, since)
    expect(changed.map((c) => c.id).sort((x, y) => x - y)).toEqual(
      [withGallery!.id, unpublished!.id, coverless!.id].sort((x, y) => x - y),
    )
    for (const c of changed) {
      expect(c.published).toBe(c.id !== unpublished!.id)
      if (byId.has(c.id)) expect(c.updatedAt).toBe(byId.get(c.id)!.updatedAt)
    }

    // Pages by id, and a list of ids, give the same rows.
    const first = await readIndexedProducts(payload, { after: 0, limit: 5 })
    const rest = await readIndexedProducts(payload, { after: first[4]!.id })
    expect([...first, ...rest]).toEqual(read)
    const some = [read[3]!.id, unpublished!.id, read[1]!.id]
    expect(await readIndexedProducts(payload, { ids: some })).toEqual([read[1], read[3]])
  })
})
