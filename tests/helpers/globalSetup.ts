/**
 * Integration tests run against the real built server (`next start`) on a throw-away database:
 * SQLite by default, PostgreSQL with TEST_DB=postgres (a fresh database on 127.0.0.1:5432,
 * dropped afterwards). The database is migrated and seeded with the demo catalogue first.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { PG_ADMIN_URL, startServer, templateDbPrefix } from './server'

export const TEST_ADMIN = { email: 'test-admin@vitrin.example', password: 'test-admin-password-1' }

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    dbKind: 'sqlite' | 'postgres'
    adminEmail: string
    adminPassword: string
    /** Seeded data that createTestData copies instead of seeding again ('' = off). */
    templateRoot: string
    /** The shared server's log file and data folder ('' against E2E_BASE_URL). */
    serverLogFile: string
    serverDataDir: string
  }
}

export default async function setup(project: TestProject) {
  // Against a server that is already running (e.g. `next dev` while writing tests): no seeding.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/$/, ''))
    project.provide('dbKind', 'sqlite')
    project.provide('adminEmail', process.env.ADMIN_EMAIL ?? 'admin@vitrin.example')
    project.provide('adminPassword', process.env.ADMIN_PASSWORD ?? 'vitrin-demo-2026')
    project.provide('serverLogFile', '')
    project.provide('serverDataDir', '')
    const templates = seedTemplates(project)
    return () => dropTemplates(templates)
  }
  const dbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
  const server = await startServer({
    dbKind,
    seed: true,
    env: {
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // The suite posts many forms from one address, and browsers fill them in milliseconds: the
      // abuse guards are tested with their defaults on a server of their own (tests/integration/security/hardening.test.ts, rateLimit.test.ts).
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MAIL_MAX: '100000',
      FORM_MIN_FILL_MS: '0',
    },
  })

  project.provide('baseURL', server.baseURL)
  project.provide('dbKind', dbKind)
  project.provide('adminEmail', TEST_ADMIN.email)
  project.provide('adminPassword', TEST_ADMIN.password)
  project.provide('serverLogFile', server.logFile)
  project.provide('serverDataDir', server.dir)
  const templates = seedTemplates(project)

  return async () => {
    await server.stop()
    await dropTemplates(templates)
  }
}

/** A folder (and a PostgreSQL name prefix) for this run's seeded templates (see createTestData). */
function seedTemplates(project: TestProject): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-tmpl-'))
  project.provide('templateRoot', root)
  return root
}

async function dropTemplates(root: string): Promise<void> {
  fs.rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  try {
    await client.connect()
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [templateDbPrefix(root)],
    )
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  } catch {
    // No PostgreSQL here (a SQLite-only run): there is nothing to drop.
  } finally {
    await client.end().catch(() => undefined)
  }
}
