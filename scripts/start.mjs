#!/usr/bin/env node
// `npm run start`: applies the committed migrations, loads the demo catalogue when the database
// has no products yet, then serves the production build. Honours PORT, HOSTNAME and DATABASE_URL.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

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

const server = spawn(
  'npx',
  [
    'next',
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
