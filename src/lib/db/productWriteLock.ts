import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'

/**
 * On PostgreSQL, product writes take turns, across every instance.
 *
 * Payload saves a document with `INSERT … ON CONFLICT (id) DO UPDATE`, which locks the product's
 * row FOR UPDATE, and then inserts its relation rows (related products, the version's relations),
 * whose foreign keys lock each referenced product FOR KEY SHARE. Two products that name each other
 * as related, saved at the same moment, so wait for each other: PostgreSQL detects the deadlock
 * after a second and fails one save (seen: 5 of 12 concurrent edits failed in
 * tests/integration/concurrentWrites.test.ts). A transaction-scoped advisory lock taken before the
 * save makes the second save wait until the first commits instead. Product writes are staff edits
 * (a few per minute), each a few milliseconds: the queue costs nothing anyone notices.
 *
 * SQLite has no such deadlock: one connection, and each statement runs to its end before the next.
 */

/** The advisory lock's key: any fixed number no other lock of this database uses. */
export const PRODUCT_WRITE_LOCK = 7_263_001

interface Session {
  db: { execute(query: unknown): Promise<unknown> }
}

/** Holds `key` until the request's transaction ends (no-op outside PostgreSQL or a transaction). */
export async function holdTransactionLock(req: PayloadRequest, key: number): Promise<void> {
  if (req.payload.db.name !== 'postgres') return
  const id = await req.transactionID
  if (id === undefined || id === null) return
  const session = (req.payload.db as { sessions?: Record<string, Session | undefined> }).sessions?.[
    String(id)
  ]
  if (!session) return
  await session.db.execute(sql`select pg_advisory_xact_lock(${key})`)
}

/** Products' beforeOperation hook: runs inside the operation's transaction, before any write. */
export const lockProductWrites: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation === 'create' || operation === 'update' || operation === 'delete')
    await holdTransactionLock(req, PRODUCT_WRITE_LOCK)
}
