/** payloadSecret() (src/lib/env.ts): made once beside the database at run time, never by the build. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const BUILD_SECRET = Symbol.for('vitrin.buildSecret')
let dataDir: string

/** A fresh copy of env.ts, as a new process would load it with `env` (it reads DATA_DIR on import). */
async function loadEnv(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  delete (globalThis as Record<symbol, unknown>)[BUILD_SECRET]
  return import('@/lib/env')
}

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-env-'))
})

afterEach(() => {
  vi.unstubAllEnvs()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('payloadSecret', () => {
  it('writes nothing during `next build`, and keeps one throw-away value in memory', async () => {
    const target = path.join(dataDir, 'data')
    const { payloadSecret } = await loadEnv({
      NEXT_PHASE: 'phase-production-build',
      DATA_DIR: target,
      PAYLOAD_SECRET: '',
    })
    const secret = payloadSecret()
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(payloadSecret()).toBe(secret)
    expect(fs.existsSync(target)).toBe(false)
    expect(fs.readdirSync(dataDir)).toEqual([])
  })

  it('does not use the runtime secret during `next build` either', async () => {
    const { payloadSecret } = await loadEnv({
      NEXT_PHASE: 'phase-production-build',
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: 'runtime-secret',
    })
    expect(payloadSecret()).not.toBe('runtime-secret')
  })

  it('at run time without PAYLOAD_SECRET, makes one into DATA_DIR once and reads it back', async () => {
    const { payloadSecret } = await loadEnv({
      NEXT_PHASE: 'phase-production-server',
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: '',
    })
    const secret = payloadSecret()
    const file = path.join(dataDir, '.payload-secret')
    expect(fs.readFileSync(file, 'utf8')).toBe(secret)
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600')
    const again = await loadEnv({ NEXT_PHASE: '', DATA_DIR: dataDir, PAYLOAD_SECRET: '' })
    expect(again.payloadSecret()).toBe(secret)
  })

  it('at run time, PAYLOAD_SECRET wins and nothing is written', async () => {
    const { payloadSecret } = await loadEnv({
      NEXT_PHASE: '',
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: 'runtime-secret',
    })
    expect(payloadSecret()).toBe('runtime-secret')
    expect(fs.readdirSync(dataDir)).toEqual([])
  })
})
