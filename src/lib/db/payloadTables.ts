// Payload's own Drizzle tables, for the writers that go around a document's save (the price feed,
// the catalogue import's batches): a save a row runs every hook and re-reads the document, too slow
// for an ERP's sheets (docs/decisions/0014-price-feed.md, 0018-batched-catalogue-import.md).
import { randomBytes } from 'node:crypto'

import { eq, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { isSqliteBusy, replaceConnection } from './sqliteBusy'

export type Column = Parameters<typeof eq>[0]
export type Table = Record<string, Column>
export type Row = Record<string, unknown>

export interface Query extends PromiseLike<unknown> {
  toSQL(): { sql: string; params: unknown[] }
}

export interface Selection extends PromiseLike<Row[]> {
  where(condition: SQL | undefined): Selection
  innerJoin(table: Table, on: SQL | undefined): Selection
  orderBy(...columns: (Column | SQL)[]): Selection
  limit(count: number): Selection
}

export interface Db {
  select(fields: Record<string, Column | SQL>): { from(table: Table): Selection }
  update(table: Table): { set(values: Row): { where(condition: SQL | undefined): Query } }
  insert(table: Table): {
    values(rows: Row[]): Query & { returning(fields: Record<string, Column>): PromiseLike<Row[]> }
    select(query: unknown): Query
  }
  delete(table: Table): { where(condition: SQL | undefined): Query }
  execute(query: SQL): Promise<unknown>
}

export interface PayloadTables {
  name: string
  drizzle: Db & { transaction<T>(run: (tx: Db) => Promise<T>): Promise<T> }
  client?: {
    batch(statements: { sql: string; args: unknown[] }[], mode: 'write'): Promise<unknown>
  }
  /** Payload's table by its SQL name; throws when a Payload upgrade renamed it. */
  table(name: string): Table
}

export function payloadTables(payload: Payload): PayloadTables {
  const db = payload.db as unknown as Omit<PayloadTables, 'table'> & {
    tables: Record<string, Table>
  }
  return {
    name: db.name,
    drizzle: db.drizzle,
    client: db.client,
    table: (name) => {
      const table = db.tables[name]
      if (!table) throw new Error(`Payload has no table ${name}`)
      return table
    },
  }
}

/** A column by its Drizzle key; throws when a Payload upgrade renamed it. */
export const col = (table: Table, key: string): Column => {
  const column = table[key]
  if (!column) throw new Error(`Payload's table has no column ${key}`)
  return column
}

/** A column's SQL name, quoted for either database. */
export const sqlName = (table: Table, key: string): string =>
  quoted((col(table, key) as unknown as { name: string }).name)

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Payload's array row ids are ObjectId-like hex strings. */
export const newRowId = () => randomBytes(12).toString('hex')

export type SqliteStatement = { sql: string; args: unknown[] }

/**
 * SQLite: the statements as one libsql batch, which runs BEGIN IMMEDIATE to COMMIT without
 * yielding, so no other request's statement lands inside it (Payload runs SQLite without
 * transactions, docs/decisions/0001-sqlite-writes.md).
 */
export async function sqliteBatch(payload: Payload, statements: SqliteStatement[]): Promise<void> {
  const db = payloadTables(payload)
  if (!db.client) throw new Error('SQLite client missing')
  if (!statements.length) return
  try {
    await db.client.batch(statements, 'write')
  } catch (error) {
    if (isSqliteBusy(error)) await replaceConnection(payload)
    throw error
  }
}

/** A Drizzle query as a libsql statement (Drizzle has already mapped the values for the driver). */
export function sqliteStatement(query: Query): SqliteStatement {
  const { sql: text, params } = query.toSQL()
  return { sql: text, args: params }
}

/** PostgreSQL: one transaction that first takes the advisory lock `lockKey` (decision 0007). */
export function pgTransaction<T>(
  payload: Payload,
  lockKey: number,
  run: (tx: Db) => Promise<T>,
): Promise<T> {
  return payloadTables(payload).drizzle.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`)
    return run(tx)
  })
}
