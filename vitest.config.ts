import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

import { CHROMIUM_PATH } from './scripts/chromium.mjs'

// The browser tests need Chromium: skipped with a word on a machine without it, never in CI.
const browserTests = Boolean(process.env.CI) || fs.existsSync(CHROMIUM_PATH)
if (!browserTests)
  console.warn(
    `[tests] browser tests skipped: they need Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`,
  )

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  // Server modules loaded in a test process (Payload's Local API): outside React's server build,
  // the `server-only` guard would throw on import.
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/server-only.ts'),
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          // The browser tests (tests/e2e) share the integration project's seeded server.
          include: [
            'tests/integration/**/*.test.ts',
            ...(browserTests ? ['tests/e2e/**/*.e2e.ts'] : []),
          ],
          environment: 'node',
          globalSetup: ['tests/helpers/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
