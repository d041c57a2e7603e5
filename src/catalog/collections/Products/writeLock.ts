import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'

/**
 * On PostgreSQL, product writes take turns, across every instance: two products that name each
 * other as related, saved at once, deadlocked on row and foreign-key locks and one save failed.
 * SQLite has no such deadlock (one connection). See docs/decisions/0007-product-write-lock.md.
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
