// The direct database reads (src/lib/db/direct.ts) against Payload's Local API, in this process, on
// a seeded catalogue of the test database (TEST_DB=postgres for PostgreSQL):
// - the product page's read (src/lib/catalog/productRecord.ts), with anonymous access: every
//   product gives the same record both ways, drafts and unpublished related products included;
// - the search index's freshness check (src/lib/search/productChanges.ts);
// - the invalidation poll (src/lib/cache/log.ts).
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { InvalidationRow } from '@/lib/cache/log'
import type { ProductRecord } from '@/lib/catalog/productRecord'
import type { ProductChange } from '@/lib/search/productChanges'

import { createTestData, type TestData, testDbKind } from '../helpers/processes'

const kind = testDbKind()
let data: TestData
let payload: Payload
let readProductRecord: (payload: Payload, slug: string) => Promise<ProductRecord | null>
let readProductRecordWithPayload: typeof readProductRecord
let changes: typeof import('@/lib/search/productChanges')
let invalidationLog: typeof import('@/lib/cache/log')

async function bothReads(slug: string) {
  const [direct, reference] = await Promise.all([
    readProductRecord(payload, slug),
    readProductRecordWithPayload(payload, slug),
  ])
  return { direct, reference }
}

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
  const [{ getPayload }, { default: config }, records, productChanges, log] = await Promise.all([
    import('payload'),
    import('@/payload.config'),
    import('@/lib/catalog/productRecord'),
    import('@/lib/search/productChanges'),
    import('@/lib/cache/log'),
  ])
  payload = await getPayload({ config })
  readProductRecord = records.readProductRecord
  readProductRecordWithPayload = records.readProductRecordWithPayload
  changes = productChanges
  invalidationLog = log
})

afterAll(async () => {
  await payload?.destroy()
  await data?.drop()
})

describe(`product record: direct read equals Payload's read (${kind})`, () => {
  it('gives the same record for every seeded product, with every part filled somewhere', async () => {
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
      const { direct, reference } = await bothReads(slug)
      expect(direct, slug).toEqual(reference)
      if (direct) records.push(direct)
    }
    // The comparison covers every part of a record, not only empty ones.
    expect(records.length).toBeGreaterThan(0)
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

  it('answers an unknown slug with null both ways', async () => {
    expect(await bothReads('yok-boyle-bir-urun')).toEqual({ direct: null, reference: null })
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
    const published = await bothReads(first!.slug)
    expect(published.direct).toEqual(published.reference)
    expect(published.direct?.name).toBe(first!.name)

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
    expect(await bothReads(draftOnly.slug)).toEqual({ direct: null, reference: null })
    const withRelated = await bothReads(second!.slug)
    expect(withRelated.direct).toEqual(withRelated.reference)
    expect(withRelated.direct?.related.map((p) => p.slug)).toEqual([first!.slug])
  })
})

const byId = <T extends { id: number | string }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id), 'en', { numeric: true }))

describe(`search freshness check: direct read equals Payload's read (${kind})`, () => {
  /** What the check asked Payload before (src/lib/search/productIndex.ts, until this read). */
  async function referenceChanges(since: string, ids: (number | string)[]) {
    const or: Where[] = [
      ...(since ? [{ updatedAt: { greater_than_equal: since } }] : []),
      ...(ids.length ? [{ id: { in: ids } }] : []),
    ]
    if (or.length === 0) return []
    const { docs } = await payload.find({
      collection: 'products',
      where: { or },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { _status: true, updatedAt: true },
    })
    return docs.map((d): ProductChange => ({
      id: d.id,
      status: d._status ?? null,
      updatedAt: d.updatedAt,
    }))
  }

  async function both(since: string, ids: (number | string)[]) {
    const [direct, reference] = await Promise.all([
      changes.readProductChanges(payload, since, ids),
      referenceChanges(since, ids),
    ])
    return { direct: byId(direct), reference: byId(reference) }
  }

  const anonymousCount = async () =>
    (
      await payload.count({
        collection: 'products',
        where: { _status: { equals: 'published' } },
        overrideAccess: false,
      })
    ).totalDocs

  it('finds the products changed since a date or named by id, published or not', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      depth: 0,
      pagination: false,
      sort: 'updatedAt',
      select: { updatedAt: true },
    })
    expect(docs.length).toBeGreaterThanOrEqual(20)
    const since = docs[Math.floor(docs.length / 2)]!.updatedAt
    const recent = await both(since, [])
    expect(recent.direct).toEqual(recent.reference)
    expect(recent.direct.length).toBeGreaterThan(0)
    expect(recent.direct.length).toBeLessThan(docs.length)

    const named = await both('', [docs[0]!.id, docs[1]!.id, 987654])
    expect(named.direct).toEqual(named.reference)
    expect(named.direct.map((d) => d.id)).toEqual(byId([docs[0]!, docs[1]!]).map((d) => d.id))
    expect(await changes.readProductChanges(payload, '', [])).toEqual([])

    // Unpublished: still found (the index must drop it), and no longer counted.
    const countBefore = await changes.countPublishedProducts(payload)
    expect(countBefore).toBe(await anonymousCount())
    const unpublished = await payload.update({
      collection: 'products',
      id: docs[2]!.id,
      data: { _status: 'draft' },
    })
    const afterUnpublish = await both(unpublished.updatedAt, [])
    expect(afterUnpublish.direct).toEqual(afterUnpublish.reference)
    expect(afterUnpublish.direct.find((d) => d.id === unpublished.id)?.status).toBe('draft')
    expect(await changes.countPublishedProducts(payload)).toBe(countBefore - 1)
    expect(await changes.countPublishedProducts(payload)).toBe(await anonymousCount())
  })
})

describe(`invalidation poll: direct read equals Payload's read (${kind})`, () => {
  async function reference(since: string, limit: number) {
    const { docs } = await payload.find({
      collection: 'cache-invalidations',
      where: { createdAt: { greater_than: since } },
      sort: '-createdAt',
      limit,
      depth: 0,
      overrideAccess: true,
    })
    return docs.map((d): InvalidationRow => ({ id: d.id, tags: d.tags, createdAt: d.createdAt }))
  }

  it('reads the rows written after a date, newest first, up to the limit', async () => {
    const since = new Date(Date.now() - 1000).toISOString()
    const written: InvalidationRow[] = []
    for (const tags of ['products:1 products', 'brands:2 brands', 'categories:3 categories']) {
      const row = await payload.create({
        collection: 'cache-invalidations',
        data: { tags },
        overrideAccess: true,
      })
      written.push({ id: row.id, tags: row.tags, createdAt: row.createdAt })
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const direct = await invalidationLog.readInvalidationsSince(payload, since, 500)
    expect(byId(direct)).toEqual(byId(await reference(since, 500)))
    // Everything this test wrote, with its tags; nothing from before `since`.
    for (const row of written) expect(direct).toContainEqual(row)
    expect(direct.every((row) => row.createdAt > since)).toBe(true)
    // Newest first, and the limit keeps the newest.
    const times = direct.map((row) => row.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const two = await invalidationLog.readInvalidationsSince(payload, since, 2)
    expect(two.map((row) => row.id)).toEqual(direct.slice(0, 2).map((row) => row.id))
    expect(two.map((row) => row.id)).toEqual(
      written
        .slice(1)
        .reverse()
        .map((row) => row.id),
    )
    expect(
      await invalidationLog.readInvalidationsSince(payload, written[2]!.createdAt, 500),
    ).toEqual([])
  })
})
