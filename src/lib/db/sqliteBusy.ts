import { type Client, createClient, type InArgs } from '@libsql/client'
import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { databaseUrl } from '@/lib/env'
import { causeChain } from '@/lib/errors'
import { onePerProcess } from '@/lib/onePerProcess'

// After SQLITE_BUSY libsql leaves later writes on that connection uncommitted, so it is replaced
// (tursodatabase/libsql-client-ts#352, docs/decisions/0001-sqlite-writes.md).

/** How long SQLite waits for another process's writer (a CLI script) before SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000
/** FULL: a lead answered 201 is on disk, even after a power cut. */
export const SQLITE_SYNCHRONOUS = 'FULL'

const state = onePerProcess<{ observer: Client | null }>('sqliteObserver', () => ({
  observer: null,
}))

type Column = Parameters<typeof eq>[0]

interface DrizzleSelect {
  tables: Record<string, Record<string, Column>>
  drizzle: {
    select(fields: Record<string, Column>): {
      from(table: Record<string, Column>): {
        where(condition: unknown): { toSQL(): { sql: string; params: unknown[] } }
      }
    }
  }
}

interface LibsqlHolder {
  client?: Client
}

const isSqlite = (payload: Payload) => payload.db.name === 'sqlite'

/** True when the row is committed: read through a second connection, outside this one's reach. */
export async function isCommittedElsewhere(
  payload: Payload,
  collection: string,
  id: string | number,
): Promise<boolean> {
  if (!isSqlite(payload)) return true
  state.observer ??= createClient({ url: databaseUrl() })
  // Drizzle builds the query on Payload's own table; the second connection only runs it.
  const db = payload.db as unknown as DrizzleSelect
  const table = db.tables[collection.replace(/-/g, '_')]!
  const query = db.drizzle.select({ id: table.id! }).from(table).where(eq(table.id!, id)).toSQL()
  const { rows } = await state.observer.execute({ sql: query.sql, args: query.params as InArgs })
  return rows.length > 0
}

// The client opens a new connection after `transaction()` (documented), so handing it one that is
// closed at once drops what was stuck. The new connection gets the adapter's pragmas again.
export async function replaceConnection(payload: Payload): Promise<void> {
  const client = (payload.db as unknown as LibsqlHolder).client
  if (!isSqlite(payload) || !client) return
  const stuck = await client.transaction('deferred')
  stuck.close()
  // Pragmas have no query builder; the values are this file's constants.
  await client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
  await client.execute(`PRAGMA synchronous = ${SQLITE_SYNCHRONOUS}`)
  payload.logger.warn('SQLite bağlantısı SQLITE_BUSY sonrasında yenilendi.')
}

/** Looks through the whole `cause` chain. */
export function isSqliteBusy(error: unknown): boolean {
  for (const { code, message } of causeChain(error))
    if (code === 'SQLITE_BUSY' || /database is locked/.test(String(message ?? ''))) return true
  return false
}
