import { desc, gt } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf, type Id, isoDate, perPayload, table } from '@/lib/db/direct'

/**
 * Reading the invalidation log (./index), which every process polls twice a second: directly from
 * its table (src/lib/db/direct.ts) rather than through Payload's `find`, whose query building and
 * hooks cost about four times the query (1.3 against 0.3 ms of CPU per poll, measured in-process on
 * SQLite). tests/integration/directReads.test.ts compares it with the Local API.
 */

const WHO = 'invalidation poll'

export interface InvalidationRow {
  id: Id
  /** Space-separated cache tags. */
  tags: string
  /** ISO date. */
  createdAt: string
}

const logOf = perPayload((payload) => {
  const { drizzle, tables } = drizzleOf(payload, WHO)
  return {
    db: drizzle,
    log: table(tables, 'cache_invalidations', ['id', 'tags', 'createdAt'], WHO),
  }
})

/** Log rows written after `since` (an ISO date), newest first, at most `limit`. */
export async function readInvalidationsSince(
  payload: Payload,
  since: string,
  limit: number,
): Promise<InvalidationRow[]> {
  const { db, log } = logOf(payload)
  const rows = await db
    .select({ id: log.id, tags: log.tags, createdAt: log.createdAt })
    .from(log)
    .where(gt(log.createdAt, since))
    .orderBy(desc(log.createdAt))
    .limit(limit)
  return rows.map((row) => ({
    id: row.id as Id,
    tags: (row.tags as string | null) ?? '',
    createdAt: isoDate(row.createdAt),
  }))
}
