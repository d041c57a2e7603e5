import { count, eq, gte, inArray, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, type Id, isoDate, perPayload, table } from '@/lib/db/direct'

/**
 * The search index's freshness check (./productIndex): which products changed since the newest one
 * it holds, and how many are published. It runs every half second while people search, so it reads
 * the indexed columns directly (src/lib/db/direct.ts). Through Payload's `find`, the same check
 * took about 50 ms on the 20,000-product bench catalogue (SQLite; measured in-process), and a
 * local SQLite query blocks the event loop for all of it: every search in flight waited.
 * tests/integration/directReads.test.ts compares both functions with Payload's Local API.
 */

const PUBLISHED = 'published'
const WHO = 'search freshness check'

export interface ProductChange {
  id: Id
  /** `published` or `draft`: the product's main row, as Payload's `find` without `draft` reads it. */
  status: string | null
  updatedAt: string
}

const productsOf = perPayload((payload) => {
  const { drizzle, tables } = drizzleOf(payload, WHO)
  return { db: drizzle, products: table(tables, 'products', ['id', '_status', 'updatedAt'], WHO) }
})

/**
 * Products, published or not, updated at or after `since` (an ISO date) or among `ids`. Empty when
 * there is neither. A deleted product is simply absent.
 */
export async function readProductChanges(
  payload: Payload,
  since: string,
  ids: readonly Id[],
): Promise<ProductChange[]> {
  const { db, products } = productsOf(payload)
  const conditions = [
    since ? gte(products.updatedAt, since) : undefined,
    ids.length ? inArray(products.id, [...ids]) : undefined,
  ].filter((c) => c !== undefined)
  if (conditions.length === 0) return []
  const rows = await db
    .select({ id: products.id, status: products._status, updatedAt: products.updatedAt })
    .from(products)
    .where(or(...conditions))
  return rows.map((row) => ({
    id: row.id as Id,
    status: (row.status as string | null) ?? null,
    updatedAt: isoDate(row.updatedAt),
  }))
}

/** How many products are published (what anonymous visitors and the index see). */
export async function countPublishedProducts(payload: Payload): Promise<number> {
  const { db, products } = productsOf(payload)
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products._status, PUBLISHED))
  return Number(row?.n ?? 0)
}
