/**
 * Starts the built app (server.mjs, reusing the build in NEXT_DIST_DIR or `.next`) on a free
 * loopback port with a throw-away database: a SQLite file, or a fresh PostgreSQL database on
 * 127.0.0.1:5432 that is dropped again by `stop()`. Used by the integration suite's global setup
 * and by tests that need a server of their own (other environment, e.g. the default rate limit).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const TEST_PAYLOAD_SECRET = 'integration-test-secret'

/** PostgreSQL databases of this run's templates start with this (globalSetup drops them). */
export const templateDbPrefix = (root: string) =>
  `vitrin_tmpl_${path
    .basename(root)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}_`

export interface ServerOptions {
  dbKind?: 'sqlite' | 'postgres'
  /** Migrate and load the demo catalogue first (`npm run seed`). */
  seed?: boolean
  /** Extra environment, over the defaults below. */
  env?: Record<string, string | undefined>
  /** The path polled until it answers 2xx. */
  readyPath?: string
}

export interface StartedServer {
  baseURL: string
  dir: string
  logFile: string
  env: NodeJS.ProcessEnv
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'a')
    const child = spawn(command, args, { env, stdio: ['ignore', out, out] })
    child.on('exit', (code) => {
      fs.closeSync(out)
      if (code === 0) resolve()
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} exited ${code}; see ${logFile}:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`,
          ),
        )
    })
  })
}

async function waitFor(
  url: string,
  server: ChildProcess,
  logFile: string,
  timeoutMs = 120_000,
): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null)
      throw new Error(
        `server exited ${server.exitCode}:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`,
      )
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`)
}

const hasCatalogue = async (baseURL: string): Promise<boolean> => {
  const res = await fetch(`${baseURL}/api/categories`)
  return res.ok && ((await res.json()) as unknown[]).length > 0
}

/**
 * A seed that exited 0 must have left a catalogue behind. The server may still answer from a read
 * cached while the seed ran (its expiry reaches the server by message): asked again for 15 s.
 */
async function ensureSeeded(baseURL: string, logFile: string) {
  const started = Date.now()
  while (!(await hasCatalogue(baseURL))) {
    if (Date.now() - started > 15_000) throw new Error(`the seed loaded nothing; see ${logFile}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * `npx` exits before the `next-server` it started: wait until the whole process group is gone
 * (SIGKILL after 10 s), so nothing still writes into the data folder while it is removed.
 */
export async function waitForGroupExit(pid: number, timeoutMs = 10_000): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0)
      return true
    } catch {
      return false
    }
  }
  const started = Date.now()
  while (alive() && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 50))
  if (alive()) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // gone meanwhile
    }
  }
}

/** Removes a throw-away data folder; retries while a late writer (log, outbox) is finishing. */
export function removeTestDir(dir: string): void {
  if (process.env.KEEP_TEST_DATA === '1') return
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
}

export async function startServer(options: ServerOptions = {}): Promise<StartedServer> {
  const dbKind = options.dbKind ?? 'sqlite'
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrin-it-${dbKind}-`))
  const logFile = path.join(dir, 'server.log')
  let databaseUrl = `file:${path.join(dir, 'test.db')}`
  let pgName: string | null = null
  if (dbKind === 'postgres') {
    pgName = `vitrin_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
    const client = new pg.Client({ connectionString: PG_ADMIN_URL })
    await client.connect()
    await client.query(`CREATE DATABASE ${pgName}`)
    await client.end()
    databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${pgName}`)
  }
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    MEDIA_DIR: path.join(dir, 'media'),
    DOCUMENTS_DIR: path.join(dir, 'documents'),
    PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
    INSECURE_COOKIES: '1',
    PORT: String(port),
    // Payload honours a staff cookie only from SITE_URL (its CSRF list): the server's own address.
    SITE_URL: `http://127.0.0.1:${port}`,
    NODE_OPTIONS: '--no-deprecation',
    ...options.env,
  }

  const cleanUp = async () => {
    if (pgName) {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`)
      await client.end()
    }
    removeTestDir(dir)
  }

  if (options.seed) await run('npm', ['run', 'seed'], env, logFile)
  const out = fs.openSync(logFile, 'a')
  const server = spawn(process.execPath, ['server.mjs'], {
    env: { ...env, HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', out, out],
    detached: true,
  })
  fs.closeSync(out)
  const stop = async () => {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
    if (server.exitCode === null) {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 10_000)
        server.once('exit', () => {
          clearTimeout(timer)
          resolve(undefined)
        })
      })
    }
    await waitForGroupExit(server.pid!)
    await cleanUp()
  }
  const baseURL = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${baseURL}${options.readyPath ?? '/api/categories'}`, server, logFile)
    if (options.seed) await ensureSeeded(baseURL, logFile)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseURL, dir, logFile, env, stop }
}
