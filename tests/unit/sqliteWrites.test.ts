// The SQLite write queue (src/lib/db/sqliteWrites.ts) on a real @libsql/client database file: the
// failure it exists for, and what it guarantees.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Client, createClient } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { isWrite, type LibsqlClient, serializeWrites } from '@/lib/db/sqliteWrites'

let dir: string
let client: Client

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-sqlite-writes-'))
  client = createClient({ url: `file:${path.join(dir, 'test.db')}` })
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('PRAGMA busy_timeout = 5000')
  await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)')
})

afterEach(() => {
  client.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const values = async () =>
  (await client.execute('SELECT v FROM t ORDER BY id')).rows.map((r) => String(r.v))

describe('SQLite writes in one process', () => {
  it('without the queue, a second transaction fails while one is open (the bug)', async () => {
    const first = await client.transaction('write')
    await first.execute("INSERT INTO t (v) VALUES ('a')")
    // @libsql/client opened a fresh connection, without the busy timeout set above.
    await expect(client.transaction('write')).rejects.toThrow(/SQLITE_BUSY|locked/i)
    await first.commit()
  })

  it('with the queue, transactions and plain writes wait for the open one, in order', async () => {
    serializeWrites(client as unknown as LibsqlClient, { busyTimeoutMs: 5000 })
    const first = await client.transaction('write')
    await first.execute("INSERT INTO t (v) VALUES ('1')")
    const second = client.transaction('write').then(async (tx) => {
      await tx.execute("INSERT INTO t (v) VALUES ('2')")
      await tx.commit()
    })
    const plain = client.execute("INSERT INTO t (v) VALUES ('3')")
    // Reads do not wait for the writer (WAL): nothing is committed yet.
    expect(await values()).toEqual([])
    await sleep(50)
    await first.commit()
    await Promise.all([second, plain])
    expect(await values()).toEqual(['1', '2', '3'])
  })

  it('a rolled-back or failed transaction gives the turn back', async () => {
    serializeWrites(client as unknown as LibsqlClient, { busyTimeoutMs: 5000 })
    const first = await client.transaction('write')
    await first.execute("INSERT INTO t (v) VALUES ('x')")
    await first.rollback()
    const second = await client.transaction('write')
    await expect(second.execute('INSERT INTO nope (v) VALUES (1)')).rejects.toThrow()
    await second.rollback()
    await client.execute("INSERT INTO t (v) VALUES ('y')")
    expect(await values()).toEqual(['y'])
  })

  it('the connection opened after a transaction keeps the busy timeout and the synchronous level', async () => {
    const pragma = async (name: string) =>
      Number(Object.values((await client.execute(`PRAGMA ${name}`)).rows[0]!)[0])
    // NORMAL (1) here because SQLite's default is FULL (2): a connection that was not set up
    // would show 2 and fail the check.
    serializeWrites(client as unknown as LibsqlClient, {
      busyTimeoutMs: 4321,
      synchronous: 'NORMAL',
    })
    const tx = await client.transaction('write')
    await tx.execute("INSERT INTO t (v) VALUES ('s')")
    await tx.commit()
    expect(await pragma('busy_timeout')).toBe(4321)
    expect(await pragma('synchronous')).toBe(1)
    expect(await values()).toEqual(['s'])
  })

  it('a turn never given back is reported and the queue moves on', async () => {
    const leaked: number[] = []
    serializeWrites(client as unknown as LibsqlClient, {
      busyTimeoutMs: 0,
      maxTurnMs: 100,
      onLeakedTurn: (ms) => leaked.push(ms),
    })
    const forgotten = await client.transaction('write')
    const next = client.transaction('write').then(
      () => 'began',
      (error: unknown) => String(error),
    )
    await sleep(20)
    expect(leaked).toEqual([])
    // After the limit the next writer is let through; SQLite still refuses it (the forgotten
    // transaction holds the lock), so it fails instead of waiting for ever.
    expect(await next).toMatch(/SQLITE_BUSY|locked/i)
    expect(leaked).toEqual([100])
    forgotten.close()
  })
})

describe('isWrite', () => {
  it.each([
    ['SELECT * FROM t', false],
    ['  select 1', false],
    ['WITH x AS (SELECT 1) SELECT * FROM x', false],
    ['PRAGMA busy_timeout', false],
    ['PRAGMA table_info(t)', false],
    ['EXPLAIN QUERY PLAN SELECT 1', false],
    ["INSERT INTO t (v) VALUES ('a')", true],
    ['update "products" set "name" = ?', true],
    ['DELETE FROM t', true],
    ['WITH old AS (SELECT id FROM t) DELETE FROM t WHERE id IN old', true],
    ['PRAGMA busy_timeout = 5000', true],
    ['CREATE INDEX i ON t (v)', true],
  ])('%s → %s', (sql, expected) => {
    expect(isWrite(sql)).toBe(expected)
    expect(isWrite({ sql })).toBe(expected)
  })
})
