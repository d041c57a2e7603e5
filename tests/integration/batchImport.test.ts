// The catalogue import's batched writer (src/backoffice/catalog/batchWrite.ts), in this process, on
// the test database (TEST_DB=postgres for PostgreSQL): one sheet written in batches and the same
// sheet written row by row through Payload's saves must leave the same products and versions.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ImportOptions, ImportSummary, SheetImporter } from '@/backoffice/sheets'

import { createTestData, type TestData, testDbKind } from '../helpers/processes'

const kind = testDbKind()
let data: TestData
let payload: Payload
let runImport: typeof import('@/backoffice/sheets').runImport
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let batched: SheetImporter<any, any>
const failedBatches: unknown[] = []
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let rowByRow: SheetImporter<any, any>
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-batch-'))

type Doc = Record<string, unknown> & { id: number; sku: string }

interface Fixture {
  category: string
  brand: string
  attribute: { id: number; name: string; value: string } | null
  media: string[]
}
let fixture: Fixture

const csvCell = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
function writeCsv(name: string, rows: string[][]): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, rows.map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n')
  return file
}

const COUNT = 23
const code = (prefix: string, i: number) => `${prefix}-${String(i).padStart(3, '0')}`

/**
 * 23 new products; row 2 names row 21 as related (a later batch of 5), row 5 rows 1 and 21, row 6
 * rows 21 and 22 (two codes of one later batch).
 */
function createSheet(prefix: string): string[][] {
  const header = [
    'Ürün kodu',
    'Ad',
    'Kategori',
    'Marka',
    'Durum',
    'Kısa açıklama',
    'Kapak görseli',
    'Galeri',
    'Benzer ürünler',
    'Özellik: Lens',
    'Özellik: IR mesafesi',
    'Liste fiyatı',
    ...(fixture.attribute ? [`Filtre: ${fixture.attribute.name}`] : []),
  ]
  const rows = [header]
  for (let i = 1; i <= COUNT; i++) {
    rows.push([
      code(prefix, i),
      `${prefix} Toplu Kamera ${i} İç Mekân Şık`,
      fixture.category,
      fixture.brand,
      i % 4 === 0 ? 'Taslak' : 'Yayında',
      `Kısa açıklama ${i}: ğüşiöç`,
      fixture.media[i % fixture.media.length]!,
      i % 3 === 0 ? fixture.media.slice(0, 2).join(', ') : '',
      i === 2
        ? code(prefix, 21)
        : i === 5
          ? `${code(prefix, 1)}, ${code(prefix, 21)}`
          : i === 6
            ? `${code(prefix, 21)}, ${code(prefix, 22)}`
            : '',
      `${2 + (i % 3)}.8 mm`,
      i % 2 ? `${i * 5} m` : '',
      i % 5 === 0 ? '' : `${100 + i}.50`,
      ...(fixture.attribute ? [i % 2 ? fixture.attribute.value : ''] : []),
    ])
  }
  return rows
}

/** Half the products change their name and a specification; one gets a new related product. */
function updateSheet(prefix: string): string[][] {
  const rows = [['Ürün kodu', 'Ad', 'Özellik: Lens', 'Benzer ürünler']]
  for (let i = 1; i <= COUNT; i += 2)
    rows.push([
      code(prefix, i),
      `${prefix} Toplu Kamera ${i} yeni ad`,
      `${i}.0 mm`,
      i === 3 ? code(prefix, 4) : '',
    ])
  return rows
}

async function importFile(
  importer: SheetImporter<unknown, unknown>,
  file: string,
  extra: Partial<ImportOptions> = {},
): Promise<ImportSummary> {
  return runImport(payload, importer, file, { dryRun: false, batchRows: 5, ...extra })
}

async function productsOf(prefix: string): Promise<Doc[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { sku: { like: `${prefix}-` } },
    draft: true,
    depth: 0,
    pagination: false,
    sort: 'sku',
    overrideAccess: true,
  })
  return docs as unknown as Doc[]
}

/** What a product holds, with its own code prefix and ids taken out (they differ by run). */
function comparable(doc: Record<string, unknown>, prefix: string, skuOf: Map<number, string>) {
  const text = (v: unknown) =>
    JSON.stringify(v ?? null)
      .replaceAll(`${prefix}-`, 'X-')
      .replaceAll(`${prefix.toLowerCase()}-`, 'x-')
      .replaceAll(`${prefix} `, 'X ')
  const rows = (v: unknown) =>
    ((v as Record<string, unknown>[] | null) ?? []).map(({ id: _id, ...rest }) => rest)
  return {
    name: text(doc.name),
    slug: text(doc.slug),
    status: doc._status,
    category: doc.category,
    brand: doc.brand,
    brief: text(doc.brief),
    cover: doc.cover,
    gallery: doc.gallery ?? [],
    datasheet: doc.datasheet ?? null,
    related: ((doc.relatedProducts as number[] | null) ?? []).map((id) =>
      text(skuOf.get(Number(id)) ?? id),
    ),
    specifications: rows(doc.specifications),
    attributes: rows(doc.attributes),
    attributeKeys: doc.attributeKeys ?? [],
    listPrice: doc.listPrice ?? null,
    currency: doc.currency ?? null,
  }
}

async function versionsOf(id: number) {
  const { docs } = await payload.findVersions({
    collection: 'products',
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs as unknown as { latest?: boolean; version: Record<string, unknown> }[]
}

async function expectSameCatalogue(stage: string) {
  const [b, r] = await Promise.all([productsOf('TB'), productsOf('TR')])
  expect(b.length, stage).toBe(COUNT)
  expect(r.length, stage).toBe(COUNT)
  const skuOf = new Map([...b, ...r].map((d) => [d.id, d.sku]))
  for (let i = 0; i < COUNT; i++) {
    const batch = comparable(b[i]!, 'TB', skuOf)
    expect(batch, `${stage} ${b[i]!.sku}`).toEqual(comparable(r[i]!, 'TR', skuOf))
    const [bv, rv] = await Promise.all([versionsOf(b[i]!.id), versionsOf(r[i]!.id)])
    // Row by row, an owner is saved again for each related code created after it; a batch
    // relinks it once for all the codes of that batch.
    expect(bv.length, `${stage} ${b[i]!.sku} versions`).toBeGreaterThan(0)
    expect(bv.length, `${stage} ${b[i]!.sku} versions`).toBeLessThanOrEqual(rv.length)
    expect(bv.filter((v) => v.latest).length, `${stage} ${b[i]!.sku} latest`).toBe(1)
    // The newest version is the product as it stands (what the admin opens).
    expect(comparable(bv[0]!.version, 'TB', skuOf), `${stage} ${b[i]!.sku} version`).toEqual(batch)
  }
}

beforeAll(async () => {
  data = await createTestData(kind)
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'MEDIA_DIR', 'DOCUMENTS_DIR', 'PAYLOAD_SECRET'])
    process.env[key] = data.env[key]
  const [{ getPayload }, { default: config }, sheets, importers] = await Promise.all([
    import('payload'),
    import('@/payload.config'),
    import('@/backoffice/sheets'),
    import('@/backoffice/catalog/productImporter'),
  ])
  payload = await getPayload({ config })
  runImport = sheets.runImport
  // A batch that fails is written again row by row, and would pass the comparisons unnoticed.
  batched = {
    ...importers.productImporter,
    applyBatch: (p, plans, ctx) =>
      importers.productImporter.applyBatch!(p, plans, ctx).catch((error: unknown) => {
        failedBatches.push(error)
        throw error
      }),
  }
  rowByRow = { ...importers.productImporter, applyBatch: undefined }

  // A choice attribute and a sub-category of one of its categories (the admin's picker rule).
  const attribute = (
    await payload.find({
      collection: 'attributes',
      where: { and: [{ kind: { equals: 'choice' } }, { categories: { exists: true } }] },
      limit: 1,
      depth: 0,
    })
  ).docs[0]
  const [category] = (
    await payload.find({
      collection: 'categories',
      where: { parent: { in: attribute?.categories ?? [] } },
      limit: 1,
      depth: 0,
    })
  ).docs
  const [brand] = (await payload.find({ collection: 'brands', limit: 1, depth: 0 })).docs
  const media = (await payload.find({ collection: 'media', limit: 3, depth: 0, sort: 'id' })).docs
  fixture = {
    category: category!.name,
    brand: brand!.name,
    media: media.map((m) => m.filename!),
    attribute:
      attribute && attribute.options?.length
        ? { id: attribute.id, name: attribute.name, value: attribute.options[0]! }
        : null,
  }
  expect(fixture.media.length).toBe(3)
  expect(fixture.attribute, 'the demo catalogue has choice attributes').not.toBeNull()
})

afterAll(async () => {
  await payload?.destroy()
  await data?.drop()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe(`catalogue import in batches (${kind})`, () => {
  it('creates what a row-by-row import creates: fields, arrays, relations, keys and versions', async () => {
    const b = await importFile(batched, writeCsv('tb.csv', createSheet('TB')))
    const r = await importFile(rowByRow, writeCsv('tr.csv', createSheet('TR')))
    for (const summary of [b, r]) {
      expect(summary.created).toBe(COUNT)
      expect(summary.failed + summary.refused).toBe(0)
      expect(summary.results.every((row) => row.applied)).toBe(true)
    }
    expect(failedBatches).toEqual([])
    await expectSameCatalogue('create')
    const [first] = await productsOf('TB')
    expect(first!.currency, 'the field default').toBe('USD')
    expect((first!.attributeKeys as string[]).length).toBe(1)
  })

  it('updates what a row-by-row import updates, one version more each', async () => {
    const b = await importFile(batched, writeCsv('tb-2.csv', updateSheet('TB')))
    const r = await importFile(rowByRow, writeCsv('tr-2.csv', updateSheet('TR')))
    expect(b.updated).toBe(Math.ceil(COUNT / 2))
    expect(r.updated).toBe(b.updated)
    expect(failedBatches).toEqual([])
    await expectSameCatalogue('update')
    const [first] = await productsOf('TB')
    expect(await versionsOf(first!.id)).toHaveLength(2)
  })

  it('shows the published products to visitors and keeps the drafts from them', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { sku: { like: 'TB-' } },
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    expect(docs.map((d) => d.sku).sort()).toEqual(
      Array.from({ length: COUNT }, (_, i) => i + 1)
        .filter((i) => i % 4 !== 0)
        .map((i) => code('TB', i)),
    )
  })

  it('retries a failed batch row by row: only the row that cannot be written fails', async () => {
    const sheet = writeCsv(
      'tc.csv',
      [['Ürün kodu', 'Ad', 'Kategori', 'Marka', 'Durum']].concat(
        Array.from({ length: 7 }, (_, i) => [
          code('TC', i + 1),
          `TC Çakışan ${i + 1}`,
          fixture.category,
          fixture.brand,
          'Yayında',
        ]),
      ),
    )
    // Between planning and writing, someone else takes row 3's address.
    let once = true
    const racing: SheetImporter<unknown, unknown> = {
      ...batched,
      applyBatch: async (p, plans, ctx) => {
        if (once) {
          once = false
          await payload.create({
            collection: 'products',
            data: {
              name: 'Başkası',
              slug: 'tc-cakisan-3',
              sku: 'TC-OTHER',
              category: (
                await payload.find({
                  collection: 'categories',
                  where: { name: { equals: fixture.category } },
                  depth: 0,
                })
              ).docs[0]!.id,
              brand: (
                await payload.find({
                  collection: 'brands',
                  where: { name: { equals: fixture.brand } },
                  depth: 0,
                })
              ).docs[0]!.id,
            },
            overrideAccess: true,
          })
        }
        return batched.applyBatch!(p, plans, ctx)
      },
    }
    const summary = await importFile(racing, sheet)
    expect(summary.results.map((row) => [row.key, row.applied, Boolean(row.error)])).toEqual(
      Array.from({ length: 7 }, (_, i) => [code('TC', i + 1), i !== 2, i === 2]),
    )
    const written = await productsOf('TC')
    expect(written.map((d) => d.sku)).toEqual(
      [1, 2, 4, 5, 6, 7]
        .map((i) => code('TC', i))
        .concat('TC-OTHER')
        .sort(),
    )
    for (const doc of written.filter((d) => d.sku !== 'TC-OTHER'))
      expect(await versionsOf(doc.id), doc.sku).toHaveLength(1)
  })
})
