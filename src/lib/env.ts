import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { onePerProcess } from './onePerProcess'

/** Where SQLite, media and generated files live unless configured otherwise. */
export const DATA_DIR = path.resolve(process.env.DATA_DIR ?? 'data')

export type DatabaseKind = 'sqlite' | 'postgres'

export function databaseUrl(): string {
  return process.env.DATABASE_URL || `file:${path.join(DATA_DIR, 'vitrin.db')}`
}

export function databaseKind(url = databaseUrl()): DatabaseKind {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

/** PostgreSQL connections per process (the pool's size). */
export function databasePoolMax(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.DATABASE_POOL_MAX ?? 10)
}

/** `next build` runs with this phase; nothing it makes may depend on the runtime secret. */
export const BUILD_PHASE = 'phase-production-build'

/**
 * PAYLOAD_SECRET signs staff sessions. The one-command demo has none set, so a random one is made
 * once and kept beside the database; a real deployment sets its own. `next build` loads the config
 * too: it gets a throw-away value kept in memory, so the build neither needs the secret nor writes it.
 */
export function payloadSecret(): string {
  if (process.env.NEXT_PHASE === BUILD_PHASE)
    return onePerProcess('buildSecret', () => crypto.randomBytes(32).toString('hex'))
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(DATA_DIR, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(DATA_DIR, { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}
