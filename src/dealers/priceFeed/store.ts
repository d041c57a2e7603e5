// The feed's reads and writes, straight through Payload's Drizzle tables
// (docs/decisions/0014-price-feed.md).
import { eq, inArray, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { PRODUCT_WRITE_LOCK } from '@/catalog/collections/Products/writeLock'
import {
  col,
  type Db,
  newRowId,
  payloadTables,
  pgTransaction,
  type Query,
  quoted,
  type Row,
  sqliteBatch,
  type SqliteStatement,
  sqlName,
  type Table,
} from '@/lib/db/payloadTables'

export { newRowId }

export type Id = number | string

/** The feed's fields as stored: on the product and on its latest version. */
export interface PriceFields {
  listPrice: number | null
  currency: string | null
  stock: string | null
  leadTimeDays: number | null
}

/** A row of a product's (or its version's) special prices; `id` is the array row's id. */
export interface GroupPriceRow {
  id: string
  group: Id
  netPrice: number
}

export interface ProductPrices {
  id: Id
  /** The latest version, what the admin shows and the next save starts from. */
  versionId: Id | null
  published: PriceFields
  version: PriceFields | null
  groups: GroupPriceRow[]
  versionGroups: GroupPriceRow[]
}

/** What one row writes: the fields it sets on both records, and whole special-price lists. */
export interface PriceWrite {
  id: Id
  versionId: Id | null
  fields: Partial<PriceFields>
  groups?: GroupPriceRow[]
  versionGroups?: GroupPriceRow[]
}

const PRODUCTS = 'products'
const VERSIONS = '_products_v'
const GROUP_PRICES = 'products_group_prices'
const VERSION_GROUP_PRICES = '_products_v_version_group_prices'

function adapter(payload: Payload) {
  const db = payloadTables(payload)
  return { ...db, t: db.table }
}

const numberOrNull = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value)
const textOrNull = (value: unknown) =>
  value === null || value === undefined ? null : String(value)

const FIELD_KEYS = ['listPrice', 'currency', 'stock', 'leadTimeDays'] as const

function fieldsOf(row: Row, prefix = ''): PriceFields {
  return {
    listPrice: numberOrNull(row[`${prefix}listPrice`]),
    currency: textOrNull(row[`${prefix}currency`]),
    stock: textOrNull(row[`${prefix}stock`]),
    leadTimeDays: numberOrNull(row[`${prefix}leadTimeDays`]),
  }
}

function groupRows(rows: Row[], idKey: 'id' | '_uuid'): Map<string, GroupPriceRow[]> {
  const byParent = new Map<string, GroupPriceRow[]>()
  const sorted = [...rows].sort((a, b) => Number(a._order) - Number(b._order))
  for (const row of sorted) {
    if (row.group === null || row.group === undefined) continue
    const parent = String(row._parentID)
    const list = byParent.get(parent) ?? []
    list.push({
      id: String(row[idKey] ?? newRowId()),
      group: row.group as Id,
      netPrice: Number(row.netPrice),
    })
    byParent.set(parent, list)
  }
  return byParent
}

/** Every product's feed fields by code, with its latest version's: a few queries for any size. */
export async function loadProductPrices(payload: Payload): Promise<Map<string, ProductPrices>> {
  const db = adapter(payload)
  const products = db.t(PRODUCTS)
  const versions = db.t(VERSIONS)
  const groupPrices = db.t(GROUP_PRICES)
  const versionGroupPrices = db.t(VERSION_GROUP_PRICES)
  const fields = (table: Table, prefix = '') =>
    Object.fromEntries(FIELD_KEYS.map((key) => [`${prefix}${key}`, col(table, `${prefix}${key}`)]))
  const arrayColumns = (table: Table, extra: string[] = []) =>
    Object.fromEntries(
      ['_order', '_parentID', 'id', 'group', 'netPrice', ...extra].map((key) => [
        key,
        col(table, key),
      ]),
    )

  const [productRows, versionRows, groupRowsMain, groupRowsVersion] = await Promise.all([
    db.drizzle
      .select({ id: col(products, 'id'), sku: col(products, 'sku'), ...fields(products) })
      .from(products),
    db.drizzle
      .select({
        id: col(versions, 'id'),
        parent: col(versions, 'parent'),
        ...fields(versions, 'version_'),
      })
      .from(versions)
      .where(eq(col(versions, 'latest'), true)),
    db.drizzle.select(arrayColumns(groupPrices)).from(groupPrices),
    db.drizzle
      .select(arrayColumns(versionGroupPrices, ['_uuid']))
      .from(versionGroupPrices)
      .innerJoin(versions, eq(col(versionGroupPrices, '_parentID'), col(versions, 'id')))
      .where(eq(col(versions, 'latest'), true)),
  ])

  // Should two versions of a product both be marked latest, the newer one counts.
  const latest = new Map<string, Row>()
  for (const row of versionRows) {
    const parent = String(row.parent)
    const seen = latest.get(parent)
    if (!seen || Number(row.id) > Number(seen.id)) latest.set(parent, row)
  }
  const mainGroups = groupRows(groupRowsMain, 'id')
  const versionGroups = groupRows(groupRowsVersion, '_uuid')
  const byCode = new Map<string, ProductPrices>()
  for (const row of productRows) {
    if (typeof row.sku !== 'string') continue
    const version = latest.get(String(row.id))
    byCode.set(row.sku, {
      id: row.id as Id,
      versionId: version ? (version.id as Id) : null,
      published: fieldsOf(row),
      version: version ? fieldsOf(version, 'version_') : null,
      groups: mainGroups.get(String(row.id)) ?? [],
      versionGroups: version ? (versionGroups.get(String(version.id)) ?? []) : [],
    })
  }
  return byCode
}

type Statement = (db: Db) => Query

/** Rows of one multi-row INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const INSERT_ROWS = 1000

/**
 * PostgreSQL: a few set-based statements for a whole batch, so a few round trips: one UPDATE a
 * table (a CASE on the id for each column, the column itself for the rows that leave it, which
 * also gives PostgreSQL its type), one DELETE and multi-row INSERTs for each special-price table.
 */
function statementsOf(payload: Payload, writes: PriceWrite[]): Statement[] {
  const db = adapter(payload)
  const statements: Statement[] = []
  const update = (table: Table, prefix: string, idOf: (write: PriceWrite) => Id | null) => {
    const idColumn = col(table, 'id')
    const rows = writes.filter(
      (write) => idOf(write) !== null && Object.values(write.fields).some((v) => v !== undefined),
    )
    if (!rows.length) return
    const values: Row = {}
    for (const key of FIELD_KEYS) {
      const setting = rows.filter((write) => write.fields[key] !== undefined)
      if (!setting.length) continue
      const column = col(table, `${prefix}${key}`)
      const cases = setting.map((write) => sql`when ${idOf(write)} then ${write.fields[key]}`)
      values[`${prefix}${key}`] =
        sql`case ${idColumn} ${sql.join(cases, sql` `)} else ${column} end`
    }
    const ids = rows.map((write) => idOf(write)!)
    statements.push((d) => d.update(table).set(values).where(inArray(idColumn, ids)))
  }
  update(db.t(PRODUCTS), '', (write) => write.id)
  update(db.t(VERSIONS), 'version_', (write) => write.versionId)

  const replace = (table: Table, lists: { parent: Id; rows: GroupPriceRow[] }[], uuid: boolean) => {
    if (!lists.length) return
    const parents = lists.map((list) => list.parent)
    statements.push((d) => d.delete(table).where(inArray(col(table, '_parentID'), parents)))
    const values = lists.flatMap(({ parent, rows }) =>
      rows.map((row, i) => ({
        _order: i + 1,
        _parentID: parent,
        group: row.group,
        netPrice: row.netPrice,
        ...(uuid ? { _uuid: row.id } : { id: row.id }),
      })),
    )
    for (let at = 0; at < values.length; at += INSERT_ROWS) {
      const chunk = values.slice(at, at + INSERT_ROWS)
      statements.push((d) => d.insert(table).values(chunk))
    }
  }
  replace(
    db.t(GROUP_PRICES),
    writes.flatMap((write) => (write.groups ? [{ parent: write.id, rows: write.groups }] : [])),
    false,
  )
  replace(
    db.t(VERSION_GROUP_PRICES),
    writes.flatMap((write) =>
      write.versionGroups && write.versionId !== null
        ? [{ parent: write.versionId, rows: write.versionGroups }]
        : [],
    ),
    true,
  )
  return statements
}

/**
 * SQLite: plain statements a row, their text made once from Payload's table and column names. In
 * one libsql batch they measured faster than the CASE form above (docs/decisions/0014).
 */
function sqliteStatementsOf(payload: Payload, writes: PriceWrite[]): SqliteStatement[] {
  const db = adapter(payload)
  const name = (table: string, key: string) => sqlName(db.t(table), key)
  const texts = new Map<string, string>()
  const text = (key: string, make: () => string) => {
    let found = texts.get(key)
    if (found === undefined) texts.set(key, (found = make()))
    return found
  }
  const out: SqliteStatement[] = []
  const insertText = (table: string, keys: string[]) =>
    text(`insert ${table}`, () => {
      const columns = keys.map((key) => name(table, key)).join(', ')
      return `insert into ${quoted(table)} (${columns}) values (${keys.map(() => '?').join(', ')})`
    })
  for (const write of writes) {
    const keys = FIELD_KEYS.filter((key) => write.fields[key] !== undefined)
    const args = keys.map((key) => write.fields[key])
    if (keys.length) {
      const shape = keys.join(',')
      out.push({
        sql: text(`products ${shape}`, () => {
          const set = keys.map((key) => `${name(PRODUCTS, key)} = ?`).join(', ')
          return `update ${quoted(PRODUCTS)} set ${set} where ${name(PRODUCTS, 'id')} = ?`
        }),
        args: [...args, write.id],
      })
      if (write.versionId !== null)
        out.push({
          sql: text(`versions ${shape}`, () => {
            const set = keys.map((key) => `${name(VERSIONS, `version_${key}`)} = ?`).join(', ')
            return `update ${quoted(VERSIONS)} set ${set} where ${name(VERSIONS, 'id')} = ?`
          }),
          args: [...args, write.versionId],
        })
    }
    const replace = (table: string, parent: Id, rows: GroupPriceRow[], uuid: boolean) => {
      out.push({
        sql: text(`delete ${table}`, () => {
          return `delete from ${quoted(table)} where ${name(table, '_parentID')} = ?`
        }),
        args: [parent],
      })
      const keys = ['_order', '_parentID', 'group', 'netPrice', uuid ? '_uuid' : 'id']
      rows.forEach((row, i) =>
        out.push({
          sql: insertText(table, keys),
          args: [i + 1, parent, row.group, row.netPrice, row.id],
        }),
      )
    }
    if (write.groups) replace(GROUP_PRICES, write.id, write.groups, false)
    if (write.versionGroups && write.versionId !== null)
      replace(VERSION_GROUP_PRICES, write.versionId, write.versionGroups, true)
  }
  return out
}

/**
 * Writes these rows in one transaction: SQLite one libsql batch, PostgreSQL a Drizzle transaction
 * holding the product write lock, so that it takes turns with staff saves (decision 0007).
 */
export async function writePrices(payload: Payload, writes: PriceWrite[]): Promise<void> {
  if (payloadTables(payload).name === 'sqlite')
    return sqliteBatch(payload, sqliteStatementsOf(payload, writes))
  const statements = statementsOf(payload, writes)
  if (!statements.length) return
  await pgTransaction(payload, PRODUCT_WRITE_LOCK, async (tx) => {
    for (const make of statements) await make(tx)
  })
}
