#!/usr/bin/env node
// `npm run start`: applies the committed migrations, loads the demo catalogue when the database
// has no products yet, then serves the production build. Honours PORT, HOSTNAME and DATABASE_URL.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

import { serverNodeFlags } from './server-flags.mjs'

const env = {
  ...process.env,
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
  await run('node', ['scripts/payload-run.mjs', 'seed', '--if-empty'])
}

// Next's own entry point run by this Node directly: through `npx next start` an `npm exec`
// process (~75 MB) and a shell stayed resident beside the server for its whole life.
// Its Node flags: the young generation's size, then SERVER_NODE_FLAGS (./server-flags.mjs).
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
const nodeFlags = serverNodeFlags()
const server = spawn(
  process.execPath,
  [
    ...nodeFlags,
    nextBin,
    'start',
    '-p',
    process.env.PORT ?? '3000',
    ...(process.env.HOSTNAME ? ['-H', process.env.HOSTNAME] : []),
  ],
  {
    stdio: 'inherit',
    env,
  },
)
// A stop asked for is a clean exit: Next answers SIGINT/SIGTERM with 130/143 once it has closed.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true
    server.kill(signal)
  })
server.on('exit', (code, signal) =>
  process.exit(stopping && (signal || code === 130 || code === 143) ? 0 : (code ?? 1)),
)
