import type { Column } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

/**
 * Direct reads through Payload's own Drizzle handle and table definitions (`payload.db.drizzle`,
 * `payload.db.tables`), the same on SQLite and PostgreSQL. For the few hot reads where Payload's
 * `find` costs far more than the query: its query building and field hooks on a product page
 * (src/lib/catalog/productRecord.ts), and the background checks that run every half second (the
 * invalidation poll in src/lib/cache, the search index's freshness check). Operators come from
 * `@payloadcms/db-sqlite/drizzle`; they build dialect-neutral SQL. Nothing here bypasses access
 * control by accident: every caller states the conditions Payload's access would add, and has a
 * test that compares it with the Local API.
 */

export type Id = number | string
export type Row = Record<string, unknown>

/** The slice of Payload's Drizzle adapter used here (both adapters have it). */
export interface DrizzleAdapter {
  drizzle: {
    select: (fields?: Record<string, unknown>) => {
      from: (table: unknown) => {
        where: (condition: unknown) => QueryBuilder
      }
    }
  }
  tables: Record<string, Record<string, Column>>
}
export interface QueryBuilder extends PromiseLike<Row[]> {
  orderBy: (...columns: unknown[]) => QueryBuilder
  limit: (n: number) => QueryBuilder
  /**
   * The query built once, run with its `sql.placeholder(…)` values filled in. The name is
   * PostgreSQL's (a named statement, prepared once per connection); SQLite's Drizzle ignores it.
   */
  prepare: (name: string) => PreparedQuery
}
export interface PreparedQuery {
  execute: (values?: Record<string, unknown>) => Promise<Row[]>
}

/** The Drizzle handle and tables of Payload's database adapter; throws for another adapter. */
export function drizzleOf(payload: Payload, who: string): DrizzleAdapter {
  const db = payload.db as unknown as Partial<DrizzleAdapter>
  if (!db.drizzle || !db.tables) throw new Error(`${who}: not a Drizzle adapter`)
  return db as DrizzleAdapter
}

/** A table of the adapter with the columns a reader uses; throws if the schema lacks one. */
export function table<K extends string>(
  tables: DrizzleAdapter['tables'],
  name: string,
  columns: readonly K[],
  who: string,
): Record<K, Column> {
  const t = tables[name]
  const missing = t ? columns.filter((c) => !t[c]) : columns
  if (!t || missing.length) throw new Error(`${who}: ${name} lacks ${missing.join(', ')}`)
  return t as Record<K, Column>
}

/** The given columns of a table, as a Drizzle select object. */
export const pick = <K extends string>(t: Record<K, Column>, columns: readonly K[]) =>
  Object.fromEntries(columns.map((c) => [c, t[c]])) as Record<K, Column>

/**
 * A date column's value as Payload returns it: an ISO string. SQLite stores that already;
 * PostgreSQL's driver gives `2026-11-21 09:30:00.123+00`.
 */
export const isoDate = (value: unknown): string => new Date(value as string).toISOString()

/**
 * `build(payload)` once per Payload instance (tests and scripts may hold more than one): resolving
 * and checking tables on every read would cost more than some of the reads.
 */
export function perPayload<T>(build: (payload: Payload) => T): (payload: Payload) => T {
  const built = new WeakMap<Payload, T>()
  return (payload) => {
    let value = built.get(payload)
    if (value === undefined) built.set(payload, (value = build(payload)))
    return value
  }
}
