/**
 * One writer at a time on the embedded SQLite database, within this process.
 *
 * SQLite allows one write transaction per database. @libsql/client 0.14 gives each transaction the
 * client's connection and opens a fresh one for everything after it — without the adapter's
 * `PRAGMA busy_timeout` (libsql-client-ts#288). So while one request's transaction is open (Payload
 * keeps it open across awaits: hooks, uploads), a second request's `BEGIN IMMEDIATE`, or a plain
 * write such as the invalidation log's pruning, failed at once with SQLITE_BUSY: a 500 for the
 * staff member ("An unknown error occurred"; seen in the lockout test). A busy timeout would not
 * help here: libsql waits synchronously, so the waiting request would block the event loop that the
 * open transaction needs to finish, for the whole timeout, and then fail all the same.
 *
 * Instead, writes queue here without blocking: a write transaction holds the turn from BEGIN until
 * COMMIT or ROLLBACK, a write statement outside a transaction for its own run. Reads never wait
 * (WAL lets them run beside the writer). Each fresh connection gets the busy timeout back, for
 * writers in other processes (a CLI script, a backup) — those are rare and short.
 *
 * Write transactions also run on one connection of their own, opened once (`writer`), instead of
 * the fresh connection @libsql/client opens for every transaction: those connections were never
 * closed, only collected — measured here, 3,000 transactions left 6,000 open files and 570 MB of
 * native memory until a garbage collection happened to run (a burst of writes would hit the
 * process's file limit) — and they ran with SQLite's defaults, not the adapter's pragmas
 * (`synchronous = FULL`, an fsync on every commit, instead of the configured NORMAL). The writer
 * is used by one transaction at a time (the turn), so nothing else ever runs inside it; reads stay
 * on the client's connection and see only committed data.
 *
 * PostgreSQL needs none of this: it runs concurrent transactions itself.
 */
import { type Config, createClient } from '@libsql/client'
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
  executeMultiple?(sql: string): Promise<unknown>
  close(): void
}

/** The statement that opens a write transaction in each of @libsql/client's modes. */
const BEGIN: Record<string, string> = {
  write: 'BEGIN IMMEDIATE',
  deferred: 'BEGIN DEFERRED',
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

export interface QueueOptions {
  busyTimeoutMs: number
  onLeakedTurn?: (heldMs: number) => void
  maxTurnMs?: number
  /**
   * The connection write transactions run on (a second client of the same database, with the
   * adapter's pragmas); without it, @libsql/client's own transactions are used.
   */
  writer?: LibsqlClient
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

  client.execute = async (stmt, args) => {
    if (!isWrite(stmt)) return execute(stmt, args)
    const release = await turn()
    try {
      return await execute(stmt, args)
    } finally {
      release()
    }
  }

  client.batch = async (stmts, mode) => {
    if (mode === 'read' || !stmts.some(isWrite)) return batch(stmts, mode)
    const release = await turn()
    try {
      return await batch(stmts, mode)
    } finally {
      release()
    }
  }

  const writer = options.writer
  client.transaction = async (mode) => {
    if (mode === 'read') return transaction(mode)
    const release = await turn()
    if (writer) {
      try {
        await writer.execute(BEGIN[mode ?? 'write'] ?? BEGIN.write!)
      } catch (error) {
        release()
        throw error
      }
      return writerTransaction(writer, release)
    }
    let tx: LibsqlTransaction
    try {
      tx = await transaction(mode)
      // The connection the client opens next replaces the one the transaction took.
      await execute(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs))}`)
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

  const closeClient = client.close.bind(client)
  client.close = () => {
    try {
      writer?.close()
    } finally {
      closeClient()
    }
  }
}

/**
 * A transaction opened on `writer` (BEGIN already run), with @libsql/client's Transaction
 * interface. `release` ends the turn once the transaction has ended.
 */
function writerTransaction(
  writer: LibsqlClient,
  release: () => void,
): LibsqlTransaction & {
  execute(stmt: StmtArg, args?: unknown): Promise<unknown>
  batch(stmts: StmtArg[]): Promise<unknown[]>
  executeMultiple(sql: string): Promise<unknown>
} {
  let open = true
  const ended = () => {
    open = false
    release()
  }
  const check = () => {
    if (!open)
      throw Object.assign(new Error('The transaction is closed'), { code: 'TRANSACTION_CLOSED' })
  }
  const rollback = async () => {
    if (!open) return
    try {
      await writer.execute('ROLLBACK')
    } catch {
      // "no transaction is active": it has ended already.
    } finally {
      ended()
    }
  }
  return {
    async execute(stmt, args) {
      check()
      return writer.execute(stmt, args)
    },
    async batch(stmts) {
      check()
      const results: unknown[] = []
      for (const stmt of stmts) results.push(await writer.execute(stmt))
      return results
    },
    async executeMultiple(sql) {
      check()
      return writer.executeMultiple!(sql)
    },
    async commit() {
      check()
      // A COMMIT that fails leaves the transaction to the ROLLBACK that follows (Drizzle's).
      await writer.execute('COMMIT')
      ended()
    },
    rollback,
    close() {
      void rollback()
    },
    get closed() {
      return !open
    },
  }
}

/** Installs the queue on Payload's SQLite client (no-op on PostgreSQL). */
export async function serializeSqliteWrites(
  payload: Payload,
  busyTimeoutMs: number,
): Promise<void> {
  const db = payload.db as {
    client?: unknown
    clientConfig?: Config
    wal?: false | { synchronous?: string }
  }
  if (payload.db.name !== 'sqlite' || !db.client || installed.has(db.client as object)) return
  // The writer: same database, the adapter's pragmas (journal mode is the file's own).
  let writer: LibsqlClient | undefined
  if (db.clientConfig) {
    const client = createClient(db.clientConfig)
    await client.execute(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`)
    if (db.wal && db.wal.synchronous)
      await client.execute(`PRAGMA synchronous = ${db.wal.synchronous}`)
    writer = client as unknown as LibsqlClient
  }
  serializeWrites(db.client as LibsqlClient, {
    busyTimeoutMs,
    writer,
    onLeakedTurn: (ms) =>
      payload.logger.error(
        `SQLite yazma sırası ${ms} ms boyunca bırakılmadı; sıra ilerletiliyor (kapanmamış bir işlem olabilir).`,
      ),
  })
}
