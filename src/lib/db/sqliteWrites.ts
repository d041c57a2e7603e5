/**
 * One writer at a time on the embedded SQLite database, within this process.
 *
 * SQLite allows one write transaction per database. @libsql/client 0.14 gives each transaction the
 * client's connection and opens a fresh one for everything after it — without the adapter's
 * `PRAGMA busy_timeout` (libsql-client-ts#288). So while one request's transaction is open (Payload
 * keeps it open across awaits: hooks, uploads), a second request's `BEGIN IMMEDIATE`, or a plain
 * write such as the invalidation log's pruning, failed at once with SQLITE_BUSY: a 500 for the
 * staff member ("An unknown error occurred"; the likely cause of the lockout test's flake). A busy timeout would not
 * help here: libsql waits synchronously, so the waiting request would block the event loop that the
 * open transaction needs to finish, for the whole timeout, and then fail all the same.
 *
 * Instead, writes queue here without blocking: a write transaction holds the turn from BEGIN until
 * COMMIT or ROLLBACK, a write statement outside a transaction for its own run. Reads never wait
 * (WAL lets them run beside the writer). Each fresh connection gets the busy timeout back, for
 * writers in other processes (a CLI script, a backup) — those are rare and short — and the
 * configured `synchronous` level: Payload's adapter sets that pragma on its first connection only,
 * so every connection after the first write transaction ran at SQLite's default instead.
 *
 * PostgreSQL needs none of this: it runs concurrent transactions itself.
 */
import type { Payload } from 'payload'

interface Stmt {
  sql: string
}
type StmtArg = string | Stmt

interface LibsqlTransaction {
  commit(): Promise<void>
  rollback(): Promise<void>
  close(): void
  readonly closed: boolean
}

/** The part of @libsql/client's Client that Payload's SQLite adapter (through Drizzle) calls. */
export interface LibsqlClient {
  execute(stmt: StmtArg, args?: unknown): Promise<unknown>
  batch(stmts: StmtArg[], mode?: string): Promise<unknown>
  transaction(mode?: string): Promise<LibsqlTransaction>
}

/**
 * A turn held longer than this is taken to be leaked (a transaction nobody ends): it is reported
 * and the queue moves on, so one bug cannot stop every later write.
 */
export const MAX_TURN_MS = 60_000

const READ_ONLY = /^\s*(select|explain|values)\b/i
const READ_PRAGMA = /^\s*pragma\s+[\w.]+\s*(\(\s*[\w'"]*\s*\))?\s*;?\s*$/i
const WRITE_WORD = /\b(insert|update|delete|replace|create|drop|alter)\b/i

/** True when the statement can change the database (and so must wait its turn). */
export function isWrite(stmt: StmtArg): boolean {
  const sql = typeof stmt === 'string' ? stmt : stmt.sql
  if (READ_ONLY.test(sql) || READ_PRAGMA.test(sql)) return false
  // A WITH … SELECT reads; a WITH … INSERT/UPDATE/DELETE writes.
  if (/^\s*with\b/i.test(sql)) return WRITE_WORD.test(sql)
  return true
}

const installed = new WeakSet<object>()

/** SQLite's `PRAGMA synchronous` levels (https://sqlite.org/pragma.html#pragma_synchronous). */
export type SynchronousLevel = 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA'

export interface QueueOptions {
  busyTimeoutMs: number
  /** Set on every connection the client opens after a transaction took its connection. */
  synchronous?: SynchronousLevel
  onLeakedTurn?: (heldMs: number) => void
  maxTurnMs?: number
}

/** Wraps the client's methods in place (Drizzle keeps a reference to this very object). */
export function serializeWrites(client: LibsqlClient, options: QueueOptions): void {
  if (installed.has(client)) return
  installed.add(client)
  const maxTurnMs = options.maxTurnMs ?? MAX_TURN_MS
  let tail: Promise<void> = Promise.resolve()

  /** Resolves with this caller's release function once every earlier holder has released. */
  const turn = (): Promise<() => void> => {
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      let done = false
      const timer = setTimeout(() => {
        options.onLeakedTurn?.(maxTurnMs)
        finish()
      }, maxTurnMs)
      timer.unref?.()
      function finish() {
        if (done) return
        done = true
        clearTimeout(timer)
        resolve()
      }
      release = finish
    })
    const before = tail
    tail = before.then(() => released)
    return before.then(() => release)
  }

  const execute = client.execute.bind(client)
  const batch = client.batch.bind(client)
  const transaction = client.transaction.bind(client)

  /** Runs `write` in a turn of its own. */
  const inTurn = async <T>(write: () => Promise<T>): Promise<T> => {
    const release = await turn()
    try {
      return await write()
    } finally {
      release()
    }
  }

  client.execute = (stmt, args) =>
    isWrite(stmt) ? inTurn(() => execute(stmt, args)) : execute(stmt, args)

  client.batch = (stmts, mode) =>
    mode !== 'read' && stmts.some(isWrite) ? inTurn(() => batch(stmts, mode)) : batch(stmts, mode)

  client.transaction = async (mode) => {
    if (mode === 'read') return transaction(mode)
    const release = await turn()
    let tx: LibsqlTransaction
    try {
      tx = await transaction(mode)
      // The connection the client opens next replaces the one the transaction took.
      await execute(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs))}`)
      if (options.synchronous) await execute(`PRAGMA synchronous = ${options.synchronous}`)
    } catch (error) {
      release()
      throw error
    }
    const commit = tx.commit.bind(tx)
    const rollback = tx.rollback.bind(tx)
    const close = tx.close.bind(tx)
    // A failed COMMIT leaves the transaction open for the ROLLBACK that follows: the turn ends
    // only once the transaction has.
    tx.commit = async () => {
      try {
        await commit()
      } finally {
        if (tx.closed) release()
      }
    }
    tx.rollback = async () => {
      try {
        await rollback()
      } finally {
        release()
      }
    }
    tx.close = () => {
      try {
        close()
      } finally {
        release()
      }
    }
    return tx
  }
}

/** Installs the queue on Payload's SQLite client (no-op on PostgreSQL). */
export function serializeSqliteWrites(
  payload: Payload,
  { busyTimeoutMs, synchronous }: Pick<QueueOptions, 'busyTimeoutMs' | 'synchronous'>,
): void {
  const client = (payload.db as { client?: unknown }).client
  if (payload.db.name !== 'sqlite' || !client) return
  serializeWrites(client as LibsqlClient, {
    busyTimeoutMs,
    synchronous,
    onLeakedTurn: (ms) =>
      payload.logger.error(
        `SQLite yazma sırası ${ms} ms boyunca bırakılmadı; sıra ilerletiliyor (kapanmamış bir işlem olabilir).`,
      ),
  })
}
