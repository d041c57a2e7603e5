import {
  and,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  max,
  sql,
  type SQL,
} from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type FlattenedField, type Payload, type TypedUser } from 'payload'

import { attributeKey } from '@/catalog/attributeValues'
import { PRODUCT_WRITE_LOCK } from '@/catalog/collections/Products/writeLock'
import {
  col,
  type Column,
  type Db,
  newRowId,
  payloadTables,
  pgTransaction,
  type Query,
  quoted,
  type Row,
  type Selection,
  sqliteBatch,
  type SqliteStatement,
  sqliteStatement,
  sqlName,
  type Table,
} from '@/lib/db/payloadTables'
import { publicPath } from '@/plugins/redirects/normalize'
import { REDIRECTS } from '@/plugins/redirects/targets'
import type { RowPlan } from '@/backoffice/sheets'

import {
  type ProductImportContext,
  type ProductWrite,
  productData,
  recordWritten,
} from './importer'

// A batch of planned rows written in one transaction, straight into Payload's tables: what each
// row's save would do (defaults, attribute keys, a version beside the document, old versions
// trimmed, redirects, cache expiry) is done once per batch (docs/decisions/0018-batched-catalogue-import.md).

type Id = number | string

const PRODUCTS = 'products'
const VERSIONS = '_products_v'
/** Rows of one multi-row INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const INSERT_PARAMS = 30_000

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

/** How the products collection's fields land in Payload's tables. */
interface Shape {
  /** Fields stored as a column of `products` (their Drizzle key is the field name). */
  columns: Set<string>
  /** Array fields → their sub-fields' names. */
  arrays: Map<string, string[]>
  /** hasMany text fields (`products_texts`). */
  texts: Set<string>
  /** hasMany relationship and upload fields → the collection they point at (`products_rels`). */
  rels: Map<string, string>
  /** A new product's values where the row leaves a field out (Payload's field defaults). */
  defaults: Row
  maxVersions: number
}

const SCALAR = new Set([
  'text',
  'textarea',
  'email',
  'number',
  'select',
  'checkbox',
  'date',
  'code',
])

function isColumn(field: FlattenedField): boolean {
  if (field.type === 'richText' || field.type === 'json') return true
  if (field.type === 'relationship' || field.type === 'upload')
    return !field.hasMany && typeof field.relationTo === 'string'
  return SCALAR.has(field.type) && !('hasMany' in field && field.hasMany)
}

/** A field of a kind this writer does not store (blocks, localized, polymorphic) gives up the batch. */
class UnsupportedShape extends Error {}

const shapeCache = new WeakMap<Payload, Shape>()

function productShape(payload: Payload): Shape {
  const cached = shapeCache.get(payload)
  if (cached) return cached
  const config = payload.collections.products.config
  const shape: Shape = {
    columns: new Set(),
    arrays: new Map(),
    texts: new Set(),
    rels: new Map(),
    defaults: {},
    maxVersions: (typeof config.versions === 'object' && config.versions.maxPerDoc) || 0,
  }
  for (const field of config.flattenedFields) {
    if ('localized' in field && field.localized)
      throw new UnsupportedShape(`localized field ${field.name}`)
    if (isColumn(field)) shape.columns.add(field.name)
    else if (field.type === 'text' && field.hasMany) shape.texts.add(field.name)
    else if ((field.type === 'relationship' || field.type === 'upload') && field.hasMany) {
      if (typeof field.relationTo !== 'string')
        throw new UnsupportedShape(`polymorphic field ${field.name}`)
      shape.rels.set(field.name, field.relationTo)
    } else if (field.type === 'array') {
      const sub = field.flattenedFields
      const bad = sub.find((f) => !isColumn(f) || ('localized' in f && f.localized))
      if (bad) throw new UnsupportedShape(`array ${field.name} field ${bad.name}`)
      shape.arrays.set(
        field.name,
        sub.map((f) => f.name).filter((name) => name !== 'id'),
      )
    } else if (field.type !== 'join')
      throw new UnsupportedShape(`${field.type} field ${field.name}`)
    if (
      'defaultValue' in field &&
      field.defaultValue !== undefined &&
      typeof field.defaultValue !== 'function'
    )
      shape.defaults[field.name] = field.defaultValue
  }
  shapeCache.set(payload, shape)
  return shape
}

/** One product as written: its id (a new one's is filled in before the child rows are made). */
interface Item {
  plan: RowPlan<ProductWrite>
  write: ProductWrite
  create: boolean
  id: Id | null
  /** Field name → value, references resolved to ids. */
  data: Row
  /** Related codes not created yet (a later batch links them). */
  missing: string[]
}

/** Writes the statements: SQLite collects them for one batch, PostgreSQL runs them in its transaction. */
interface Writer {
  db: Db
  run(query: Query): Promise<void>
  /** `INSERT INTO target (columns) SELECT …`: Drizzle's own insert-select wants every column. */
  insertSelect(target: Table, keys: string[], select: Selection & Query): Promise<void>
}

function sqliteWriter(db: Db, out: SqliteStatement[]): Writer {
  return {
    db,
    run: async (query) => void out.push(sqliteStatement(query)),
    insertSelect: async (target, keys, select) => {
      const { sql: text, params } = select.toSQL()
      out.push({ sql: `${insertHead(target, keys)} ${text}`, args: params })
    },
  }
}

function pgWriter(tx: Db): Writer {
  return {
    db: tx,
    run: async (query) => void (await query),
    insertSelect: async (target, keys, select) =>
      void (await tx.execute(
        sql`${sql.raw(insertHead(target, keys))} ${select as unknown as SQL}`,
      )),
  }
}

function insertHead(target: Table, keys: string[]): string {
  return `insert into ${quoted(getTableName(target as never))} (${keys.map((key) => sqlName(target, key)).join(', ')})`
}

/** PostgreSQL keeps a select's enum per table: a copied value is cast to the target's type. */
function copied(source: Column, target: Column, postgres: boolean): Column | SQL {
  const type = target as unknown as { columnType?: string; getSQLType(): string }
  if (!postgres || type.columnType !== 'PgEnumColumn') return source
  return sql`${source}::text::${sql.raw(`"${type.getSQLType()}"`)}`
}

async function insertRows(w: Writer, table: Table, rows: Row[]): Promise<void> {
  if (!rows.length) return
  // Every row with every key, so one statement's rows share their columns.
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const full = rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key] ?? null])))
  const per = Math.max(1, Math.floor(INSERT_PARAMS / Math.max(1, keys.length)))
  for (let at = 0; at < full.length; at += per)
    await w.run(w.db.insert(table).values(full.slice(at, at + per)))
}

/** The product's main row from its fields (a new one's with Payload's defaults and timestamps). */
function mainRow(item: Item, shape: Shape, now: string): Row {
  const row: Row = item.create ? { ...shape.defaults, createdAt: now } : {}
  for (const [key, value] of Object.entries(item.data)) if (shape.columns.has(key)) row[key] = value
  row.updatedAt = now
  if (item.create) row.sku = item.write.sku
  return row
}

/**
 * PostgreSQL: the batch's updated main rows in one `UPDATE … FROM (VALUES …)` per set of columns;
 * one statement a row was a round trip each (20,000 of an update run's 45 s).
 */
async function updateRowsPg(w: Writer, table: Table, items: Item[], shape: Shape, now: string) {
  const groups = new Map<string, { keys: string[]; rows: [Id, Row][] }>()
  for (const item of items) {
    const row = mainRow(item, shape, now)
    const keys = Object.keys(row).sort()
    const key = keys.join()
    if (!groups.has(key)) groups.set(key, { keys, rows: [] })
    groups.get(key)!.rows.push([item.id!, row])
  }
  // VALUES' parameters have no type of their own: each is cast to its column's (an enum by name,
  // a serial id as the integer it is).
  const typed = (value: unknown, column: Column) => {
    const type = column as unknown as { columnType?: string; getSQLType(): string }
    const name = type
      .getSQLType()
      .replace(/^(small|big)?serial$/, (_, size = '') =>
        size === 'big' ? 'bigint' : size === 'small' ? 'smallint' : 'integer',
      )
    const spelt = type.columnType === 'PgEnumColumn' ? quoted(name) : name
    return sql`${sql.param(value, column as never)}::${sql.raw(spelt)}`
  }
  for (const { keys, rows } of groups.values()) {
    const id = col(table, 'id')
    const names = keys.map((key) => sql.raw(sqlName(table, key)))
    const values = rows.map(
      ([rowId, row]) =>
        sql`(${typed(rowId, id)}, ${sql.join(
          keys.map((key) => typed(row[key] ?? null, col(table, key))),
          sql`, `,
        )})`,
    )
    await w.db.execute(
      sql`update ${table} set ${sql.join(
        names.map((name) => sql`${name} = v.${name}`),
        sql`, `,
      )} from (values ${sql.join(values, sql`, `)}) as v(id, ${sql.join(names, sql`, `)}) where ${id} = v.id`,
    )
  }
}

/** A new product's main rows, Payload's defaults included; SQLite gives ids itself (see below). */
function newRows(items: Item[], shape: Shape, now: string, withIds: boolean): Row[] {
  return items
    .filter((item) => item.create)
    .map((item) => ({ ...(withIds ? { id: item.id } : {}), ...mainRow(item, shape, now) }))
}

async function writeChildren(
  w: Writer,
  payload: Payload,
  items: Item[],
  shape: Shape,
  ctx: ProductImportContext,
) {
  const t = payloadTables(payload).table
  const texts = t(`${PRODUCTS}_texts`)
  const rels = t(`${PRODUCTS}_rels`)
  const attributeSlugs = new Map(
    [...ctx.attributes.values()].map((def) => [String(def.id), def.slug]),
  )
  const withField = (name: string) =>
    items.filter((item) => item.data[name] !== undefined && item.id !== null)

  for (const [name, keys] of shape.arrays) {
    const table = t(`${PRODUCTS}_${snake(name)}`)
    const touched = withField(name)
    const stale = touched.filter((item) => !item.create).map((item) => item.id!)
    if (stale.length) await w.run(w.db.delete(table).where(inArray(col(table, '_parentID'), stale)))
    const rows = touched.flatMap((item) =>
      ((item.data[name] as Row[] | null) ?? []).map((entry, i) => ({
        id: typeof entry.id === 'string' && entry.id ? entry.id : newRowId(),
        _order: i + 1,
        _parentID: item.id,
        ...Object.fromEntries(keys.map((key) => [key, entry[key] ?? null])),
      })),
    )
    await insertRows(w, table, rows)
  }

  // attributeKeys follow the attribute rows, as the save hook derives them.
  for (const item of withField('attributes')) {
    const rows = (item.data.attributes as { attribute: Id; value: string }[] | null) ?? []
    item.data.attributeKeys = rows.flatMap((row) => {
      const slug = attributeSlugs.get(String(row.attribute))
      return slug ? [attributeKey(slug, row.value)] : []
    })
  }
  // hasMany texts and relations share their tables, one `path` per field.
  const replacePaths = async (table: Table, name: string, row: (value: never) => Row) => {
    const touched = withField(name)
    const stale = touched.filter((item) => !item.create).map((item) => item.id!)
    if (stale.length)
      await w.run(
        w.db
          .delete(table)
          .where(and(inArray(col(table, 'parent'), stale), eq(col(table, 'path'), name))),
      )
    const rows = touched.flatMap((item) =>
      ((item.data[name] as never[] | null) ?? []).map((value, i) => ({
        order: i + 1,
        parent: item.id,
        path: name,
        ...row(value),
      })),
    )
    await insertRows(w, table, rows)
  }
  for (const name of shape.texts) await replacePaths(texts, name, (text: string) => ({ text }))
  for (const [name, relationTo] of shape.rels) {
    const key = `${relationTo.replace(/-/g, '_')}ID`
    await replacePaths(rels, name, (id: Id) => ({ [key]: id }))
  }
}

/**
 * Each product's state becomes its latest version, as a save with drafts does: the previous
 * latest is unmarked and the row, its arrays, texts and relations are copied.
 */
async function writeVersions(w: Writer, payload: Payload, ids: Id[], shape: Shape) {
  const t = payloadTables(payload).table
  const postgres = payloadTables(payload).name === 'postgres'
  const p = t(PRODUCTS)
  const v = t(VERSIONS)
  const latest = sql.raw(postgres ? 'true' : '1')
  // Found by parent, never through the `latest` index: SQLite (no statistics) and PostgreSQL (not
  // analysed yet while an import grows the table) read every latest version there, 30–150 ms a
  // statement. `+x` (SQLite) and `coalesce` (PostgreSQL) keep the term off the index.
  const isLatest = postgres
    ? sql`coalesce(${col(v, 'latest')}, false)`
    : sql`+${col(v, 'latest')} = 1`
  await w.run(
    w.db
      .update(v)
      .set({ latest: false })
      .where(and(inArray(col(v, 'parent'), ids), isLatest)),
  )
  const main: [string, Column | SQL][] = [['parent', col(p, 'id')]]
  for (const key of Object.keys(getTableColumns(p as never))) {
    if (key !== 'id' && v[`version_${key}`])
      main.push([`version_${key}`, copied(col(p, key), col(v, `version_${key}`), postgres)])
  }
  main.push(['createdAt', col(p, 'updatedAt')], ['updatedAt', col(p, 'updatedAt')])
  main.push(['latest', latest])
  await w.insertSelect(
    v,
    main.map(([key]) => key),
    w.db
      .select(Object.fromEntries(main))
      .from(p)
      .where(inArray(col(p, 'id'), ids)) as Selection & Query,
  )

  // The version side is narrowed to the batch too: PostgreSQL otherwise hashed every version.
  const copyToLatest = (
    from: Table,
    to: Table,
    parentKey: string,
    fields: [string, Column | SQL][],
  ) =>
    w.insertSelect(
      to,
      fields.map(([key]) => key),
      w.db
        .select(Object.fromEntries(fields))
        .from(from)
        .innerJoin(v, and(eq(col(v, 'parent'), col(from, parentKey)), isLatest))
        .where(
          and(inArray(col(from, parentKey), ids), inArray(col(v, 'parent'), ids)),
        ) as Selection & Query,
    )
  for (const [name, keys] of shape.arrays) {
    const from = t(`${PRODUCTS}_${snake(name)}`)
    const to = t(`${VERSIONS}_version_${snake(name)}`)
    await copyToLatest(from, to, '_parentID', [
      ['_order', col(from, '_order')],
      ['_parentID', col(v, 'id')],
      ...keys.map((key): [string, Column | SQL] => [
        key,
        copied(col(from, key), col(to, key), postgres),
      ]),
      ['_uuid', col(from, 'id')],
    ])
  }
  for (const suffix of ['texts', 'rels']) {
    const from = t(`${PRODUCTS}_${suffix}`)
    const to = t(`${VERSIONS}_${suffix}`)
    const others = Object.keys(getTableColumns(from as never)).filter(
      (key) => !['id', 'parent', 'path'].includes(key) && to[key],
    )
    await copyToLatest(from, to, 'parent', [
      ['parent', col(v, 'id')],
      ['path', sql`'version.' || ${col(from, 'path')}`],
      ...others.map((key): [string, Column] => [key, col(from, key)]),
    ])
  }
}

/** Versions past the collection's `maxPerDoc`, counting the one each product is about to get. */
async function versionsToTrim(payload: Payload, ids: Id[], keep: number): Promise<Id[]> {
  if (!keep || !ids.length) return []
  const db = payloadTables(payload)
  const v = db.table(VERSIONS)
  const rows = await db.drizzle
    .select({ id: col(v, 'id'), parent: col(v, 'parent') })
    .from(v)
    .where(inArray(col(v, 'parent'), ids))
    .orderBy(desc(col(v, 'id')))
  const seen = new Map<string, number>()
  const trim: Id[] = []
  for (const row of rows) {
    const n = (seen.get(String(row.parent)) ?? 0) + 1
    seen.set(String(row.parent), n)
    if (n >= keep) trim.push(row.id as Id)
  }
  return trim
}

async function deleteVersions(w: Writer, payload: Payload, trim: Id[], shape: Shape) {
  if (!trim.length) return
  const t = payloadTables(payload).table
  // SQLite runs without foreign keys' cascades: children go first, by hand.
  for (const name of shape.arrays.keys()) {
    const table = t(`${VERSIONS}_version_${snake(name)}`)
    await w.run(w.db.delete(table).where(inArray(col(table, '_parentID'), trim)))
  }
  for (const suffix of ['texts', 'rels']) {
    const table = t(`${VERSIONS}_${suffix}`)
    await w.run(w.db.delete(table).where(inArray(col(table, 'parent'), trim)))
  }
  const v = t(VERSIONS)
  await w.run(w.db.delete(v).where(inArray(col(v, 'id'), trim)))
}

/** PostgreSQL's statistics of the versions' columns the batches look them up by. */
async function analyzeVersions(payload: Payload): Promise<void> {
  const db = payloadTables(payload)
  const v = db.table(VERSIONS)
  const columns = [sqlName(v, 'parent'), sqlName(v, 'latest')].join(', ')
  await db.drizzle.execute(sql`analyze ${v} (${sql.raw(columns)})`)
}

/** Rows that may go in a batch: a published product's slug change leaves a redirect (per row). */
export function batchable(plan: RowPlan<ProductWrite>, ctx: ProductImportContext): boolean {
  const write = plan.data
  if (!write || write.id === null) return true
  const slug = write.fields.slug
  return slug === undefined || slug === ctx.products.get(write.sku)?.slug
}

/**
 * Writes a batch of planned creates and updates in one transaction (SQLite: one libsql batch;
 * PostgreSQL: a transaction holding the product write lock). Throws when the batch failed as a
 * whole; nothing of it is then written, and the rows are retried one by one.
 */
export async function applyProductBatch(
  payload: Payload,
  plans: RowPlan<ProductWrite>[],
  ctx: ProductImportContext,
): Promise<void> {
  const shape = productShape(payload)
  const req = await createLocalReq(
    { user: (ctx.options.user ?? undefined) as TypedUser | undefined },
    payload,
  )
  const items: Item[] = []
  for (const plan of plans) {
    const write = plan.data
    if (!write || (plan.action !== 'create' && plan.action !== 'update')) continue
    // New categories, brands and files go first, through Payload (rare, and reused by later rows).
    const { data } = await productData(write, ctx, req)
    // `missing` is known once this batch's new ids are (related() below).
    items.push({ plan, write, create: write.id === null, id: write.id, data, missing: [] })
  }
  // A related code created by a later batch: the rows waiting for it are written again then.
  const inBatch = new Set(items.map((item) => item.write.sku))
  const relinked = new Set<string>()
  const relink: Item[] = []
  for (const item of items) {
    for (const owner of ctx.waiting.get(item.write.sku) ?? []) {
      const id = ctx.products.get(owner)?.id
      if (id === undefined || inBatch.has(owner) || relinked.has(owner)) continue
      relinked.add(owner)
      relink.push({
        plan: { action: 'update' },
        write: { sku: owner, id, name: '', fields: {} },
        create: false,
        id,
        data: {},
        missing: [],
      })
    }
  }
  const all = [...items, ...relink]
  if (!all.length) return

  const db = payloadTables(payload)
  const now = new Date().toISOString()
  const trim = await versionsToTrim(
    payload,
    all.filter((item) => !item.create).map((item) => item.id!),
    shape.maxVersions,
  )
  const related = (ids: Map<string, Id>) => {
    for (const item of all) {
      const codes = item.write.related ?? ctx.relatedWanted.get(item.write.sku)
      if (!codes) continue
      item.missing = []
      item.data.relatedProducts = codes.flatMap((code) => {
        const id = ctx.products.get(code)?.id ?? ids.get(code)
        if (id === undefined) item.missing.push(code)
        return id === undefined ? [] : [id]
      })
    }
  }
  const rest = async (w: Writer) => {
    const updates = all.filter((item) => !item.create)
    if (db.name === 'postgres') await updateRowsPg(w, db.table(PRODUCTS), updates, shape, now)
    else
      for (const item of updates) {
        const row = mainRow(item, shape, now)
        await w.run(
          w.db
            .update(db.table(PRODUCTS))
            .set(row)
            .where(eq(col(db.table(PRODUCTS), 'id'), item.id!)),
        )
      }
    await writeChildren(w, payload, all, shape, ctx)
    await deleteVersions(w, payload, trim, shape)
    await writeVersions(
      w,
      payload,
      all.map((item) => item.id!),
      shape,
    )
  }

  const newIds = new Map<string, Id>()
  if (db.name === 'sqlite') {
    // SQLite has no round trips: ids are given here, so the whole batch is one libsql batch. A row
    // written meanwhile by another save takes an id first; the batch then fails and is retried.
    const p = db.table(PRODUCTS)
    const [top] = await db.drizzle.select({ max: max(col(p, 'id')) as unknown as SQL }).from(p)
    let next = Number(top?.max ?? 0)
    for (const item of items) if (item.create) newIds.set(item.write.sku, (item.id = ++next))
    related(newIds)
    const out: SqliteStatement[] = []
    const w = sqliteWriter(db.drizzle, out)
    await insertRows(w, p, newRows(items, shape, now, true))
    await rest(w)
    await sqliteBatch(payload, out)
  } else {
    await pgTransaction(payload, PRODUCT_WRITE_LOCK, async (tx) => {
      // The version copies' cost estimates cross PostgreSQL's JIT threshold, and compiling
      // costs far more than running them (decision 0018).
      await tx.execute(sql`set local jit = off`)
      const p = db.table(PRODUCTS)
      const created = items.filter((item) => item.create)
      if (created.length) {
        const rows = await tx
          .insert(p)
          .values(newRows(items, shape, now, false))
          .returning({ id: col(p, 'id'), sku: col(p, 'sku') })
        for (const row of rows) newIds.set(String(row.sku), row.id as Id)
        for (const item of created) item.id = newIds.get(item.write.sku) ?? null
      }
      related(newIds)
      await rest(pgWriter(tx))
    })
    // Statistics keep up with tables an import grows (20,000 products into 400: plans made for
    // 400 took 70 ms a statement at the end). At batches 1, 2, 4, 8 …: a few times per run.
    if (Number.isInteger(Math.log2(++ctx.batches))) await analyzeVersions(payload)
  }

  for (const item of items) {
    const slug = typeof item.data.slug === 'string' ? item.data.slug : undefined
    recordWritten(ctx, item.write, { id: item.id!, slug }, item.missing)
    ctx.waiting.delete(item.write.sku)
  }
  for (const item of relink) if (!item.missing.length) ctx.relatedWanted.delete(item.write.sku)

  // What the save hooks do once per product, once per batch: a live product's address is no
  // longer a redirect's source, and every cached read of a product expires (coalesced: ctx.expiry).
  const live = items.filter(
    (item) => (item.data._status ?? ctx.products.get(item.write.sku)?.status) === 'published',
  )
  if (live.length) {
    const paths = live.map((item) => publicPath('products', ctx.products.get(item.write.sku)!.slug))
    await payload.delete({
      collection: REDIRECTS,
      where: { from: { in: paths } },
      overrideAccess: true,
    })
  }
  await ctx.expiry.changed()
}
