/**
 * Grows a seeded SQLite catalogue to `--products=N` published products with plain SQL, in one
 * transaction: seeding 20,000 products through Payload's Local API would take far too long.
 * Run with tsx (bench/generate.mjs does): `tsx bench/bulk-insert.ts --db=file:/x/vitrin.db
 * --products=20000`. The database must hold the seed's first products already (`npm run seed
 * -- --products=400`): the demo catalogue is generated in sequence, so the seeded products are a
 * prefix of `generateProducts(N)` and the rest are added here.
 *
 * What a product needs to be real for the site, as Payload would have written it: the `products`
 * row (`_status` published, category, brand, a cover pointing at an existing media row — the seeded
 * products' covers of the same sub-category are reused), its specification rows, its related
 * products (`products_rels`), and one published, latest version with the same content
 * (`_products_v` and its specification and rels tables), and its filter attributes with the keys
 * the facets read (`products_attributes`, `products_texts`, and their version twins), as the seed's
 * attribute readers and the save hook's normalising give them. Columns are read from the live schema:
 * every `products` column has its `version_` twin filled the same way, and a column this script
 * does not know is left to its default (and reported), so a later migration does not break it
 * silently.
 */
import { randomBytes } from 'node:crypto'

import { createClient, type InArgs, type InValue } from '@libsql/client'

import {
  attributeKey,
  normalizeAttributeValue,
  type AttributeKind,
} from '../src/catalog/attributeValues'
import { seedAttributes } from '../src/seed/data/attributes'
import { parentOf } from '../src/seed/data/categories'
import { generateProducts } from '../src/seed/data/products'
import { blocksToLexical, textToLexical } from '../src/lib/lexical'

type Row = Record<string, InValue>

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const url = arg('db')
const target = Number(arg('products'))
if (!url || !Number.isInteger(target) || target < 1) {
  console.error('usage: tsx bench/bulk-insert.ts --db=file:/path/vitrin.db --products=N')
  process.exit(2)
}

const db = createClient({ url })
const rows = async <T = Row>(sql: string, args: InArgs = []) =>
  (await db.execute({ sql, args })).rows as unknown as T[]

interface Column {
  name: string
  notnull: number
  dflt_value: unknown
  pk: number
}
const columnsOf = async (table: string) => rows<Column>(`PRAGMA table_info(\`${table}\`)`)

const started = Date.now()
const existing = await rows<{
  id: number
  sku: string
  slug: string
  cover_id: number | null
  category_id: number
  datasheet_id: number | null
}>('SELECT id, sku, slug, cover_id, category_id, datasheet_id FROM products')
if (existing.length === 0) throw new Error('no product in the database: seed it first')
if (existing.length >= target) {
  console.log(`[bulk-insert] already ${existing.length} products, nothing to do`)
  process.exit(0)
}

const categoryIds = new Map(
  (await rows<{ id: number; slug: string }>('SELECT id, slug FROM categories')).map((r) => [
    r.slug,
    r.id,
  ]),
)
const brandIds = new Map(
  (await rows<{ id: number; slug: string }>('SELECT id, slug FROM brands')).map((r) => [
    r.slug,
    r.id,
  ]),
)

// Covers by category, and datasheets, to reuse (existing media and document rows and files).
const coversByCategory = new Map<number, number[]>()
const allCovers: number[] = []
const datasheets: number[] = []
for (const p of existing) {
  if (p.cover_id != null) {
    const list = coversByCategory.get(p.category_id) ?? []
    list.push(p.cover_id)
    coversByCategory.set(p.category_id, list)
    allCovers.push(p.cover_id)
  }
  if (p.datasheet_id != null) datasheets.push(p.datasheet_id)
}
if (!allCovers.length) throw new Error('the seeded products have no cover image to reuse')

const skuIds = new Map<string, number>(existing.map((p) => [p.sku, p.id]))
const slugs = new Set(existing.map((p) => p.slug))

const generated = generateProducts(target)
const fresh = generated.filter((p) => !skuIds.has(p.sku))
const toAdd = fresh.filter((p) => !slugs.has(p.slug))
if (toAdd.length !== fresh.length) {
  console.warn(
    `[bulk-insert] ${fresh.length - toAdd.length} generated slugs already exist: skipped`,
  )
}

let nextProductId =
  Number((await rows<{ m: number | null }>('SELECT max(id) m FROM products'))[0]?.m ?? 0) + 1
let nextVersionId =
  Number((await rows<{ m: number | null }>('SELECT max(id) m FROM _products_v'))[0]?.m ?? 0) + 1
for (const p of toAdd) skuIds.set(p.sku, nextProductId++)
nextProductId -= toAdd.length

// Older than every seeded product, one millisecond apart: the search index's freshness check
// refetches the products updated at the newest timestamp it has seen, which stays a seeded one.
const oldest = (await rows<{ t: string }>('SELECT min(created_at) t FROM products'))[0]!.t
const base = new Date(oldest).getTime() - 24 * 3600 * 1000 - toAdd.length
const stamp = (i: number) => new Date(base + i).toISOString()

let objectIdCounter = randomBytes(3).readUIntBE(0, 3)
const processBytes = randomBytes(5).toString('hex')
/** A Mongo-style ObjectId string, like the ids Payload gives array rows. */
function objectId(at: number): string {
  objectIdCounter = (objectIdCounter + 1) % 0xffffff
  return (
    Math.floor(at / 1000)
      .toString(16)
      .padStart(8, '0') +
    processBytes +
    objectIdCounter.toString(16).padStart(6, '0')
  )
}

const productColumns = await columnsOf('products')
const versionColumns = new Set((await columnsOf('_products_v')).map((c) => c.name))
const known = new Set([
  'id',
  'name',
  'slug',
  'sku',
  'brief',
  'description',
  'cover_id',
  'datasheet_id',
  'category_id',
  'brand_id',
  'updated_at',
  'created_at',
  '_status',
])
const unknown = productColumns.filter((c) => !known.has(c.name))
for (const c of unknown) {
  if (c.notnull && c.dflt_value == null)
    throw new Error(
      `products.${c.name} is NOT NULL without a default: teach bench/bulk-insert.ts about it`,
    )
}
if (unknown.length)
  console.warn(
    `[bulk-insert] products columns left to their default: ${unknown.map((c) => c.name).join(', ')}`,
  )

const batches: Record<string, Row[]> = {
  products: [],
  products_specifications: [],
  products_rels: [],
  products_attributes: [],
  products_texts: [],
  _products_v: [],
  _products_v_version_specifications: [],
  _products_v_rels: [],
  _products_v_version_attributes: [],
  _products_v_texts: [],
}

// The seeded attribute definitions (their choices as the seed collected them from its products).
const attributeDefs = new Map(
  (
    await rows<{ id: number; slug: string; kind: AttributeKind }>(
      'SELECT id, slug, kind FROM attributes',
    )
  ).map((a) => [a.slug, { ...a, options: [] as string[] }]),
)
for (const o of await rows<{ parent_id: number; text: string }>(
  'SELECT parent_id, text FROM attributes_texts WHERE path = \'options\' ORDER BY parent_id, "order"',
))
  [...attributeDefs.values()].find((a) => a.id === o.parent_id)?.options.push(o.text)

/** A product's attribute rows as the save hook stores them: normalised values, facet keys. */
function attributeRows(p: (typeof toAdd)[number]) {
  const top = parentOf(p.categorySlug)?.slug ?? ''
  return seedAttributes.flatMap((a) => {
    const def = attributeDefs.get(a.slug)
    const raw = def && a.categories.includes(top) ? a.read(p) : null
    const value = raw === null || !def ? null : normalizeAttributeValue(def, raw)
    return value === null || !def ? [] : [{ id: def.id, value, key: attributeKey(a.slug, value) }]
  })
}

const coverCursor = new Map<number, number>()
let datasheetCursor = 0
toAdd.forEach((p, i) => {
  const id = skuIds.get(p.sku)!
  const categoryId = categoryIds.get(p.categorySlug)
  const brandId = brandIds.get(p.brandSlug)
  if (categoryId === undefined || brandId === undefined)
    throw new Error(`unknown category ${p.categorySlug} or brand ${p.brandSlug}`)
  const covers = coversByCategory.get(categoryId) ?? allCovers
  const k = coverCursor.get(categoryId) ?? 0
  coverCursor.set(categoryId, k + 1)
  const at = stamp(i)
  const product: Row = {
    id,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    brief: JSON.stringify(textToLexical(p.brief)),
    description: JSON.stringify(blocksToLexical(p.description)),
    cover_id: covers[k % covers.length]!,
    datasheet_id:
      p.hasDatasheet && datasheets.length
        ? datasheets[datasheetCursor++ % datasheets.length]!
        : null,
    category_id: categoryId,
    brand_id: brandId,
    updated_at: at,
    created_at: at,
    _status: 'published',
  }
  batches.products!.push(product)

  const versionId = nextVersionId++
  const version: Row = { id: versionId, parent_id: id, created_at: at, updated_at: at, latest: 1 }
  for (const [key, value] of Object.entries(product)) {
    if (key !== 'id' && versionColumns.has(`version_${key}`)) version[`version_${key}`] = value
  }
  batches._products_v!.push(version)

  p.specs.forEach((spec, order) => {
    const specId = objectId(base + i)
    batches.products_specifications!.push({
      _order: order + 1,
      _parent_id: id,
      id: specId,
      label: spec.label,
      value: spec.value,
    })
    batches._products_v_version_specifications!.push({
      _order: order + 1,
      _parent_id: versionId,
      label: spec.label,
      value: spec.value,
      _uuid: specId,
    })
  })
  attributeRows(p).forEach((a, order) => {
    const rowId = objectId(base + i)
    batches.products_attributes!.push({
      _order: order + 1,
      _parent_id: id,
      id: rowId,
      attribute_id: a.id,
      value: a.value,
    })
    batches._products_v_version_attributes!.push({
      _order: order + 1,
      _parent_id: versionId,
      attribute_id: a.id,
      value: a.value,
      _uuid: rowId,
    })
    batches.products_texts!.push({
      order: order + 1,
      parent_id: id,
      path: 'attributeKeys',
      text: a.key,
    })
    batches._products_v_texts!.push({
      order: order + 1,
      parent_id: versionId,
      path: 'version.attributeKeys',
      text: a.key,
    })
  })
  p.relatedSkus
    .map((sku) => skuIds.get(sku))
    .filter((rel): rel is number => rel !== undefined && rel !== id)
    .forEach((rel, order) => {
      batches.products_rels!.push({
        order: order + 1,
        parent_id: id,
        path: 'relatedProducts',
        products_id: rel,
      })
      batches._products_v_rels!.push({
        order: order + 1,
        parent_id: versionId,
        path: 'version.relatedProducts',
        products_id: rel,
      })
    })
})

// Multi-row INSERTs in one write transaction; at most MAX_PARAMS bound values per statement.
const MAX_PARAMS = 900
const tx = await db.transaction('write')
try {
  for (const [table, list] of Object.entries(batches)) {
    if (!list.length) continue
    const cols = Object.keys(list[0]!)
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS / cols.length))
    const head = `INSERT INTO \`${table}\` (${cols.map((c) => `\`${c}\``).join(', ')}) VALUES `
    const tuple = `(${cols.map(() => '?').join(', ')})`
    for (let start = 0; start < list.length; start += perStatement) {
      const chunk = list.slice(start, start + perStatement)
      await tx.execute({
        sql: head + chunk.map(() => tuple).join(', '),
        args: chunk.flatMap((row) => cols.map((c) => row[c] ?? null)),
      })
    }
  }
  await tx.commit()
} catch (error) {
  await tx.rollback()
  throw error
} finally {
  tx.close()
}

const n = (
  await rows<{ n: number }>("SELECT count(*) n FROM products WHERE _status = 'published'")
)[0]?.n
db.close()
const counts = Object.entries(batches)
  .map(([t, l]) => `${t} ${l.length}`)
  .join(', ')
console.log(
  `[bulk-insert] ${toAdd.length} products added in ${((Date.now() - started) / 1000).toFixed(1)} s (${counts}); ${n} published`,
)
