/**
 * The outage probe asks PostgreSQL on a connection of its own: it says "up" while every pooled
 * connection is busy, "down" for a refused or a silent server within its time limit.
 */
import net from 'node:net'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { postgresProbe } from '@/lib/db/postgresProbe'

import { testDbKind } from '../../helpers/processes'

const URL = 'postgres://postgres@127.0.0.1:5432/postgres'
const TIMEOUT_MS = 1500

describe.runIf(testDbKind() === 'postgres')('the database probe (postgres)', () => {
  const servers: net.Server[] = []
  afterAll(() => servers.forEach((server) => server.close()))

  async function listen(onConnection: (socket: net.Socket) => void): Promise<number> {
    const server = net.createServer(onConnection)
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return (server.address() as net.AddressInfo).port
  }

  it('answers true while a pool of one connection is held by a long query', async () => {
    const pool = new pg.Pool({ connectionString: URL, max: 1 })
    try {
      const held = pool.query('SELECT pg_sleep(3)')
      const started = Date.now()
      expect(await postgresProbe(URL, TIMEOUT_MS)()).toBe(true)
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS)
      await held
    } finally {
      await pool.end()
    }
  })

  it('answers false for a refused connection and for a server that never answers', async () => {
    const closed = await listen((socket) => socket.destroy())
    expect(
      await postgresProbe(`postgres://postgres@127.0.0.1:${closed}/postgres`, TIMEOUT_MS)(),
    ).toBe(false)
    const silent = await listen(() => {})
    const started = Date.now()
    expect(
      await postgresProbe(`postgres://postgres@127.0.0.1:${silent}/postgres`, TIMEOUT_MS)(),
    ).toBe(false)
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000)
  })
})
