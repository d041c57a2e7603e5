#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile preset, Debian's Chromium) on the home, a category,
// a product and a brand page (`-- --buyer`: and the buyer tools' pages); median of RUNS runs;
// prints a Markdown table. A benchmark, not a test. `-- --content`: each page's HTML again without
// its scripts, served by nginx (its images and styles from the site), to part the blocking time into
// the document's own (parsing, style, layout, paint) and what the scripts add; with FLOOR_URL also
// the content floor, the same markup rendered by the floor app with none of the site's client code.
// Uses BENCH_URL when given (a running site); otherwise starts `scripts/start.mjs` on a free port
// (the production build and the demo database under DATA_DIR). `npm run bench` runs the same
// measurement (bench/lib/lighthouse.mjs) as part of its single table.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import {
  calibrateCpuSlowdown,
  cpuSlowdownLabel,
  ensureChromium,
  findBuyerPages,
  findPages,
  LIGHTHOUSE_HEADERS,
  lighthouseCells,
  pairedRatio,
  runLighthouse,
} from './lib/lighthouse.mjs'
import { withoutScripts } from './lib/html.mjs'
import { ensureNginx, startSavedPages } from './lib/nginx.mjs'
import { cleanupAll, freePort, tempDir } from './lib/proc.mjs'
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
let content
let contentFloor
let calibration
try {
  await waitFor(`${base}/api/categories`)
  // `-- --buyer`: the buyer tools' pages too (quote list, compare, faceted listing, planner).
  const buyer = process.argv.includes('--buyer') ? await findBuyerPages(base) : []
  const pages = [...(await findPages(base)), ...buyer]
  calibration = await calibrateCpuSlowdown(`${floorUrl ?? base}/`)
  const { cpuSlowdown } = calibration
  const wantContent = process.argv.includes('--content')
  const floorPages = floorUrl ? [['Empty Next page (bench/floor)', `${floorUrl}/`]] : []
  // bench/floor/app/content/page.tsx: each page's markup and CSS through Next, no site script.
  const contentFloorPages =
    floorUrl && wantContent
      ? pages.map(([name, p]) => [name, `${floorUrl}/content?url=${encodeURIComponent(base + p)}`])
      : []
  // One set of rounds: each page, the floor and the content floors measured side by side.
  const all = await runLighthouse(base, [...pages, ...floorPages, ...contentFloorPages], RUNS, {
    cpuSlowdown,
  })
  rows = all.slice(0, pages.length)
  if (floorUrl) floor = all[pages.length]
  if (contentFloorPages.length) contentFloor = all.slice(pages.length + 1)
  if (wantContent) content = await measureContent(pages)
} finally {
  if (server) process.kill(-server.pid, 'SIGTERM')
  await cleanupAll()
}

/** Lighthouse on each page's saved HTML without scripts (nginx; the rest from the site). */
async function measureContent(pages) {
  ensureNginx()
  const dir = tempDir('vitrin-content-')
  const saved = []
  for (const [i, [name, pagePath]] of pages.entries()) {
    const html = await (await fetch(base + pagePath)).text()
    const folder = path.join(dir, 'www/saved', String(i))
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, 'index.html'), withoutScripts(html))
    saved.push([name, `/saved/${i}`])
  }
  const nginx = await startSavedPages({
    dir: path.join(dir, 'nginx'),
    root: path.join(dir, 'www'),
    port: await freePort(),
    upstream: new URL(base).host,
  })
  try {
    return await runLighthouse(`http://127.0.0.1:${nginx.port}`, saved, RUNS, {
      cpuSlowdown: calibration.cpuSlowdown,
    })
  } finally {
    await nginx.stop()
  }
}

/** A TBT ratio taken round by round (pairedRatio): its median and its range. */
function rounds(row, base) {
  const { median, min, max } = pairedRatio(row, base)
  return `${median.toFixed(2)}× (${min.toFixed(2)}–${max.toFixed(2)})`
}

console.log(
  `\nLighthouse ${RUNS} runs per page, mobile preset, ${cpuSlowdownLabel(calibration)}, medians (${new Date().toISOString()})\n`,
)
console.log(table(LIGHTHOUSE_HEADERS, [...rows, ...(floor ? [floor] : [])].map(lighthouseCells)))
if (floor) {
  console.log('\nAgainst the floor in this run (targets: TBT ≤ 1.5×, JS ≤ floor + 15 kB)\n')
  console.log(
    table(
      ['Page', 'TBT ÷ floor', 'round by round: median (min–max)', 'JS − floor'],
      rows.map((r) => [
        r.name,
        `${(r.tbt / floor.tbt).toFixed(2)}×`,
        rounds(r, floor),
        `${r.js - floor.js >= 0 ? '+' : ''}${(r.js - floor.js).toFixed(1)} kB`,
      ]),
    ),
  )
}
if (contentFloor) {
  console.log(
    "\nThe content floor: each page's markup and CSS rendered by the floor app as server elements only (no site script), TBT\n",
  )
  console.log(
    table(
      [
        'Page',
        'TBT',
        'content floor',
        'floor',
        'content floor ÷ floor, by round',
        'page ÷ content floor, by round',
      ],
      rows.map((r, i) => [
        r.name,
        `${Math.round(r.tbt)} ms`,
        `${Math.round(contentFloor[i].tbt)} ms`,
        `${Math.round(floor.tbt)} ms`,
        rounds(contentFloor[i], floor),
        rounds(r, contentFloor[i]),
      ]),
    ),
  )
}
if (content) {
  console.log(
    `\nThe same HTML without scripts (nginx), TBT: the document's own work${floor ? "; the rest over the floor is what the site's scripts add" : ''}\n`,
  )
  console.log(
    table(
      ['Page', 'TBT', 'without scripts', ...(floor ? ['floor', 'page − floor − without'] : [])],
      rows.map((r, i) => [
        r.name,
        `${Math.round(r.tbt)} ms`,
        `${Math.round(content[i].tbt)} ms`,
        ...(floor
          ? [`${Math.round(floor.tbt)} ms`, `${Math.round(r.tbt - floor.tbt - content[i].tbt)} ms`]
          : []),
      ]),
    ),
  )
}
process.exit(0)
