/**
 * Finer-grained server processes than ./server's startServer, for the reliability tests: the data
 * (database + DATA_DIR) and the `next start` process have separate lifetimes, so a test can stop
 * and restart a server on the same data, put a proxy between it and PostgreSQL, or start one on a
 * restored backup.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { inject } from 'vitest'

import {
  freePort,
  PG_ADMIN_URL,
  removeTestDir,
  run,
  templateDbPrefix,
  TEST_PAYLOAD_SECRET,
} from './server'

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

/**
 * Milliseconds from now until `check` first holds, timed by when the attempt that saw it began:
 * how stale the answers were, not how long a loaded host took to render the last one.
 */
export async function timeUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  intervalMs = 50,
): Promise<number> {
  const started = Date.now()
  let began = started
  await waitUntil(
    what,
    async () => {
      began = Date.now()
      return await check()
    },
    timeoutMs,
    intervalMs,
  )
  return began - started
}

export async function pgQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A `SELECT count(*) AS n …` read straight from a test database, on either kind. */
export async function countRows(data: Pick<TestData, 'kind' | 'databaseUrl'>, sql: string) {
  if (data.kind === 'sqlite') {
    const client = createClient({ url: data.databaseUrl })
    try {
      return Number((await client.execute(sql)).rows[0]!.n)
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: data.databaseUrl })
  await client.connect()
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0]!.n)
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

/**
 * Environment a server reads but the seed does not: data seeded under one value serves any other,
 * so it does not split the seeded templates below.
 */
const SERVER_ONLY_ENV = new Set([
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_MAIL_MAX',
  'FORM_MIN_FILL_MS',
  'REDIS_URL',
])

/**
 * Where this run keeps its seeded templates (globalSetup provides it and removes it at the end);
 * null when the suite runs against an outside server, or in a file run outside the project.
 */
function templateRoot(): string | null {
  try {
    return inject('templateRoot') || null
  } catch {
    return null
  }
}

/**
 * A seeded database + data folder made once per run for each (kind, seed arguments) and copied
 * for every createTestData call after the first: seeding takes 35–70 s here, a copy well under a
 * second (SQLite: the folder with the database file; PostgreSQL:
 * CREATE DATABASE … TEMPLATE). Returns null when templates are off (no root).
 */
async function seededTemplate(
  kind: DbKind,
  seedArgs: string[],
): Promise<{ dir: string; pgName: string | null } | null> {
  const root = templateRoot()
  if (!root) return null
  const key = createHash('sha256')
    .update(JSON.stringify([kind, seedArgs]))
    .digest('hex')
    .slice(0, 12)
  const dir = path.join(root, `${kind}-${key}`)
  const pgName = kind === 'postgres' ? `${templateDbPrefix(root)}${key}` : null
  const ready = path.join(dir, 'template-ready')
  if (fs.existsSync(ready)) return { dir, pgName }
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  if (pgName) {
    await pgQuery(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`)
    await pgQuery(`CREATE DATABASE ${pgName}`)
  }
  await seed(kind, dir, pgName, seedArgs, {})
  fs.writeFileSync(ready, new Date().toISOString())
  return { dir, pgName }
}

const dbFile = 'vitrin.db'

function dataEnv(
  kind: DbKind,
  dir: string,
  pgName: string | null,
  extra: Record<string, string>,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL:
      kind === 'postgres'
        ? PG_ADMIN_URL.replace(/\/[^/]*$/, `/${pgName}`)
        : `file:${path.join(dir, dbFile)}`,
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
}

async function seed(
  kind: DbKind,
  dir: string,
  pgName: string | null,
  seedArgs: string[],
  extra: Record<string, string>,
): Promise<void> {
  await run(
    'npm',
    ['run', 'seed', '--', ...seedArgs],
    dataEnv(kind, dir, pgName, extra),
    path.join(dir, 'setup.log'),
  )
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
  const pgName =
    kind === 'postgres'
      ? `vitrin_rel_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
      : null
  const seedEnv = Object.fromEntries(
    Object.entries(extra).filter(([name]) => !SERVER_ONLY_ENV.has(name)),
  )
  // Environment the seed reads (an S3 bucket, say) makes the data this call's own: no template.
  const template = Object.keys(seedEnv).length ? null : await seededTemplate(kind, seedArgs)
  if (template) {
    // The template's files (database file on SQLite, media and documents on both); its own log
    // and marker stay behind.
    fs.cpSync(template.dir, dir, {
      recursive: true,
      filter: (src) => !/(setup\.log|template-ready|-shm)$/.test(src),
    })
    if (pgName) await pgQuery(`CREATE DATABASE ${pgName} TEMPLATE ${template.pgName}`)
    fs.appendFileSync(logFile, `[test] copied from the seeded template ${template.dir}\n`)
  } else {
    if (pgName) await pgQuery(`CREATE DATABASE ${pgName}`)
    await seed(kind, dir, pgName, seedArgs, extra)
  }
  const env = dataEnv(kind, dir, pgName, extra)
  return {
    kind,
    dir,
    databaseUrl: env.DATABASE_URL!,
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

/**
 * The server (server.mjs, NEXT_DIST_DIR inherited) on a free loopback port, resolved once `readyPath` answers.
 * `viaStartScript`: through `scripts/start.mjs` (what `npm run start` runs) instead; the process
 * signalled and awaited is then the script's.
 */
export async function startApp(
  env: NodeJS.ProcessEnv,
  {
    logFile,
    readyPath = '/api/categories',
    timeoutMs = 120_000,
    viaStartScript = false,
  }: {
    logFile: string
    readyPath?: string
    timeoutMs?: number
    viaStartScript?: boolean
  },
): Promise<AppProcess> {
  const port = await freePort()
  const out = fs.openSync(logFile, 'a')
  // The server file itself, not behind npx: the signal reaches the server and its exit is its own.
  const args = viaStartScript ? ['scripts/start.mjs'] : ['server.mjs']
  const child = spawn(process.execPath, args, {
    env: {
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
    },
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
