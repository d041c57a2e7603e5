#!/usr/bin/env node
// Runs one of our Payload bin scripts (`payload seed`, `payload retention`; see payload.config.ts)
// and makes sure it really ran: they print DONE_MARKER last. Loading the TypeScript config through
// tsx now and then never settles (about 1 run in 6–10 here; with plain `node --import tsx` the
// process ends with code 13, "unsettled top-level await"; Payload's CLI reports 0). Such a run is
// retried, and after MAX_ATTEMPTS it fails loudly.
import { spawn } from 'node:child_process'

export const DONE_MARKER = '[vitrin] done'
const MAX_ATTEMPTS = 6
const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('usage: node scripts/payload-run.mjs <seed|retention> [args…]')
  process.exit(2)
}

function attempt() {
  return new Promise((resolve) => {
    const child = spawn('npx', ['payload', script, ...args], {
      env: {
        ...process.env,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' '),
      },
      stdio: ['inherit', 'pipe', 'inherit'],
    })
    let done = false
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes(DONE_MARKER)) done = true
      process.stdout.write(chunk)
    })
    child.on('exit', (code) => resolve({ code, done }))
  })
}

for (let i = 1; i <= MAX_ATTEMPTS; i++) {
  const { code, done } = await attempt()
  if (code === 0 && done) process.exit(0)
  if (code !== 0) process.exit(code ?? 1)
  console.error(`payload ${script}: ended without finishing (attempt ${i}/${MAX_ATTEMPTS})`)
}
process.exit(1)
