/**
 * `npm run start` (scripts/start.mjs): the server runs under this Node with SERVER_NODE_FLAGS, and
 * a stop signal to the script stops the server too and ends as a clean exit. Runs on TEST_DB.
 */
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createTestData,
  startApp,
  testDbKind,
  type AppProcess,
  type TestData,
} from '../helpers/processes'

const kind = testDbKind()

describe(`npm run start's script (${kind})`, () => {
  let data: TestData
  let app: AppProcess

  beforeAll(async () => {
    data = await createTestData(kind)
    app = await startApp(
      { ...data.env, SKIP_SEED: '1', SERVER_NODE_FLAGS: '--trace-gc' },
      { logFile: path.join(data.dir, 'start-script.log'), viaStartScript: true },
    )
  }, 180_000)

  afterAll(async () => {
    await app?.stop('SIGKILL')
    await data?.drop()
  })

  it('serves the site, with the Node flags of SERVER_NODE_FLAGS on the server process', async () => {
    expect((await fetch(`${app.baseURL}/`)).status).toBe(200)
    // --trace-gc prints a line per collection; a server start has many.
    expect(app.log()).toMatch(/\d+ ms: (Scavenge|Mark-Compact)/)
  })

  it('stops the server on SIGTERM and exits 0', async () => {
    expect(await app.stop('SIGTERM')).toEqual({ code: 0, signal: null })
    // Nothing is left answering on the port (no orphaned server).
    await expect(fetch(`${app.baseURL}/api/categories`)).rejects.toThrow()
  })
})
