/**
 * Finer-grained server processes than ./server's startServer, for the reliability tests: the data
 * (database + DATA_DIR) and the `next start` process have separate lifetimes, so a test can stop
 * and restart a server on the same data, put a proxy between it and PostgreSQL, or start one on a
 * restored backup.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { freePort, PG_ADMIN_URL, removeTestDir, run, TEST_PAYLOAD_SECRET } from './server'

export const TEST_ADMIN = { email: 'test-admin@vitrin.example', password: 'test-admin-password-1' }

export type DbKind = 'sqlite' | 'postgres'

export const testDbKind = (): DbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite')

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Polls `check` until it returns something other than undefined/false; fails after `timeoutMs`. */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 60_000,
  intervalMs = 250,
): Promise<T> {
  const started = Date.now()
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined && value !== false) return value
    } catch (error) {
      last = error
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}: ${String(last ?? '')}`)
    await sleep(intervalMs)
  }
}

async function pgQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A throw-away database and data folder, migrated and (by default) seeded. */
export interface TestData {
  kind: DbKind
  dir: string
  databaseUrl: string
  logFile: string
  /** The environment that points a server or a script at this data. */
  env: NodeJS.ProcessEnv
  drop(): Promise<void>
}

export async function createTestData(
  kind: DbKind = testDbKind(),
  {
    seedArgs = ['--products=24'],
    env: extra = {},
  }: { seedArgs?: string[]; env?: Record<string, string> } = {},
): Promise<TestData> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrin-rel-${kind}-`))
  const logFile = path.join(dir, 'setup.log')
  let databaseUrl = `file:${path.join(dir, 'vitrin.db')}`
  let pgName: string | null = null
  if (kind === 'postgres') {
    pgName = `vitrin_rel_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
    await pgQuery(`CREATE DATABASE ${pgName}`)
    databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${pgName}`)
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    MEDIA_DIR: path.join(dir, 'media'),
    DOCUMENTS_DIR: path.join(dir, 'documents'),
    PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    INSECURE_COOKIES: '1',
    NODE_OPTIONS: '--no-deprecation',
    ...extra,
  }
  await run('node', ['scripts/payload-run.mjs', 'seed', ...seedArgs], env, logFile)
  return {
    kind,
    dir,
    databaseUrl,
    logFile,
    env,
    async drop() {
      if (pgName) await pgQuery(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`)
      removeTestDir(dir)
    },
  }
}

export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface AppProcess {
  baseURL: string
  child: ChildProcess
  logFile: string
  log(): string
  /**
   * Signals the server process (as an orchestrator would) and resolves with how it ended, or
   * 'timeout' when it was still running after `timeoutMs` (then it is killed).
   */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit | 'timeout'>
}

/** `next start` (NEXT_DIST_DIR inherited) on a free loopback port, resolved once `readyPath` answers. */
export async function startApp(
  env: NodeJS.ProcessEnv,
  {
    logFile,
    readyPath = '/api/categories',
    timeoutMs = 120_000,
  }: {
    logFile: string
    readyPath?: string
    timeoutMs?: number
  },
): Promise<AppProcess> {
  const port = await freePort()
  const out = fs.openSync(logFile, 'a')
  // `next` itself, not behind npx: the signal reaches the server and its exit is the server's.
  const nextBin = path.resolve('node_modules/next/dist/bin/next')
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', out, out],
    detached: true,
  })
  fs.closeSync(out)
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const app: AppProcess = {
    baseURL: `http://127.0.0.1:${port}`,
    child,
    logFile,
    log: () => fs.readFileSync(logFile, 'utf8'),
    async stop(signal = 'SIGTERM', stopTimeoutMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null)
        return { code: child.exitCode, signal: child.signalCode }
      child.kill(signal)
      const result = await Promise.race([
        exited,
        sleep(stopTimeoutMs).then(() => 'timeout' as const),
      ])
      if (result === 'timeout') {
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // gone meanwhile
        }
      }
      return result
    },
  }
  try {
    await waitUntil(
      `${app.baseURL}${readyPath}`,
      async () => {
        if (child.exitCode !== null)
          throw new Error(`server exited ${child.exitCode}:\n${app.log().slice(-4000)}`)
        return (await fetch(app.baseURL + readyPath)).ok
      },
      timeoutMs,
      300,
    )
  } catch (error) {
    await app.stop('SIGKILL')
    throw new Error(`${String(error)}\n${app.log().slice(-3000)}`)
  }
  return app
}

/** A staff session for the Payload REST API (/cms-api) of `baseURL`. */
export async function loginAt(baseURL: string): Promise<string> {
  const res = await fetch(baseURL + '/cms-api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  return `JWT ${token}`
}
