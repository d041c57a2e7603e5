import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

describe('server.mjs without SITE_URL', () => {
  it('refuses to start, saying what to set', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '1', HOSTNAME: '127.0.0.1' }
    delete env.SITE_URL
    const run = spawnSync(process.execPath, ['server.mjs'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('SITE_URL tanımlı değil')
  })
})
