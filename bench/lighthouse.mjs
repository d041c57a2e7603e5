#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile preset, Debian's Chromium) on the home, a category,
// a product and a brand page (`-- --buyer`: and the buyer tools' pages); median of RUNS runs;
// prints a Markdown table. A benchmark, not a test.
// Uses BENCH_URL when given (a running site); otherwise starts `scripts/start.mjs` on a free port
// (the production build and the demo database under DATA_DIR). `npm run bench` runs the same
// measurement (bench/lib/lighthouse.mjs) as part of its single table.
import { spawn } from 'node:child_process'

import {
  ensureChromium,
  findBuyerPages,
  findPages,
  LIGHTHOUSE_HEADERS,
  lighthouseCells,
  runLighthouse,
} from './lib/lighthouse.mjs'
import { freePort } from './lib/proc.mjs'
import { table } from './lib/report.mjs'

const RUNS = Number(process.env.RUNS ?? 5)

async function waitFor(url, ms = 240_000) {
  const start = Date.now()
  while (Date.now() - start < ms) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`no answer from ${url}`)
}

ensureChromium()
let server
let base = process.env.BENCH_URL?.replace(/\/$/, '')
if (!base) {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  })
}
let rows
// FLOOR_URL: the empty Next page (`next start bench/floor`) measured in the same run, for the
// ratios issue 40 sets: blocking time at most 1.5× the floor's, JavaScript at most floor + 15 kB.
const floorUrl = process.env.FLOOR_URL?.replace(/\/$/, '')
let floor
try {
  await waitFor(`${base}/api/categories`)
  // `-- --buyer`: the buyer tools' pages too (quote list, compare, faceted listing, planner).
  const buyer = process.argv.includes('--buyer') ? await findBuyerPages(base) : []
  rows = await runLighthouse(base, [...(await findPages(base)), ...buyer], RUNS)
  if (floorUrl)
    [floor] = await runLighthouse(floorUrl, [['Empty Next page (bench/floor)', '/']], RUNS)
} finally {
  if (server) process.kill(-server.pid, 'SIGTERM')
}

console.log(
  `\nLighthouse ${RUNS} runs per page, mobile preset, medians (${new Date().toISOString()})\n`,
)
console.log(table(LIGHTHOUSE_HEADERS, [...rows, ...(floor ? [floor] : [])].map(lighthouseCells)))
if (floor) {
  console.log('\nAgainst the floor in this run (targets: TBT ≤ 1.5×, JS ≤ floor + 15 kB)\n')
  console.log(
    table(
      ['Page', 'TBT ÷ floor', 'JS − floor'],
      rows.map((r) => [
        r.name,
        `${(r.tbt / floor.tbt).toFixed(2)}×`,
        `${r.js - floor.js >= 0 ? '+' : ''}${(r.js - floor.js).toFixed(1)} kB`,
      ]),
    ),
  )
}
process.exit(0)
