#!/usr/bin/env node
// `npm run start`: applies the committed migrations, loads the demo catalogue when the database
// has no products yet, then serves the production build. Honours PORT, HOSTNAME and DATABASE_URL.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

import { serverNodeFlags } from './server-flags.mjs'

// The demo on this machine needs no SITE_URL; production (NODE_ENV=production) must name its own.
const demoSiteUrl =
  !process.env.SITE_URL && process.env.NODE_ENV !== 'production'
    ? `http://localhost:${process.env.PORT || 3000}`
    : undefined
if (demoSiteUrl) console.info(`SITE_URL yok: demo için ${demoSiteUrl} kullanılıyor.`)

const env = {
  ...process.env,
  ...(demoSiteUrl && { SITE_URL: demoSiteUrl }),
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' '),
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env, ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${signal ?? code}`)),
    )
  })
}

if (!existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) {
  console.error('Önce derleyin: npm run build')
  process.exit(1)
}

if (process.env.SKIP_SEED !== '1') {
  await run('npm', ['run', 'seed', '--', '--if-empty'])
}

// The server file (../server.mjs) run by this Node directly, with the Node flags of
// ./server-flags.mjs; PORT and HOSTNAME pass through the environment.
const server = spawn(process.execPath, [...serverNodeFlags(), 'server.mjs'], {
  stdio: 'inherit',
  env,
})
// A stop asked for is a clean exit (server.mjs exits 0 once it has drained).
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true
    server.kill(signal)
  })
server.on('exit', (code, signal) =>
  process.exit(stopping && (signal || code === 130 || code === 143) ? 0 : (code ?? 1)),
)
