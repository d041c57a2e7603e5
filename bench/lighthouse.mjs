#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile preset, Debian's Chromium) on the home, a category,
// a product and a brand page; median of RUNS runs; prints a Markdown table. A benchmark, not a test.
// Uses BENCH_URL when given (a running site); otherwise starts `scripts/start.mjs` on a free port
// (the production build and the demo database under DATA_DIR).
import { spawn } from 'node:child_process'
import net from 'node:net'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const RUNS = Number(process.env.RUNS ?? 5)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

async function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

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
await waitFor(`${base}/api/categories`)

const categories = await (await fetch(`${base}/api/categories`)).json()
const category = categories[0]
const products = (await (await fetch(`${base}/api/category/${category.slug}`)).json()).products
const brands = await (await fetch(`${base}/api/brands`)).json()
const pages = [
  ['Home', '/'],
  ['Category', `/urunler/${category.slug}`],
  ['Product', `/urunler/urun/${products[0].slug}`],
  ['Brand', `/markalarimiz/${brands[0].slug}`],
]

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
const rows = []
try {
  for (const [name, path] of pages) {
    const runs = []
    // One warm-up run so that the server's first-render work is not measured.
    await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error' })
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(base + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      })
      const scripts = lhr.audits['resource-summary']?.details?.items?.find(
        (it) => it.resourceType === 'script',
      )
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        seo: lhr.categories.seo.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        js: (scripts?.transferSize ?? 0) / 1024,
      })
    }
    const m = (k) => median(runs.map((r) => r[k]))
    rows.push([
      name,
      path,
      m('performance'),
      m('accessibility'),
      m('seo'),
      m('bestPractices'),
      `${(m('lcp') / 1000).toFixed(2)} s`,
      m('cls').toFixed(3),
      `${Math.round(m('tbt'))} ms`,
      `${m('js').toFixed(1)} kB`,
    ])
  }
} finally {
  await chrome.kill()
  if (server) process.kill(-server.pid, 'SIGTERM')
}

/* eslint-disable no-console -- a benchmark prints its table */
console.log(
  `\nLighthouse ${RUNS} runs per page, mobile preset, medians (${new Date().toISOString()})\n`,
)
console.log(
  '| Page | Path | Performance | Accessibility | SEO | Best practices | LCP | CLS | TBT | JS (transfer) |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|')
for (const r of rows) console.log(`| ${r.join(' | ')} |`)
process.exit(0)
