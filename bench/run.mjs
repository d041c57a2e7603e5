#!/usr/bin/env node
// `npm run bench`: one run, one report (bench/results/latest.md) of the site against nginx and
// against an empty Next app (bench/floor) on this host. What it measures and its environment
// knobs: bench/README.md. A benchmark, not a test.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createClient } from '@libsql/client'

import { serverNodeFlags } from '../scripts/server-flags.mjs'

import { dataEnv, generateDatabases } from './generate.mjs'
import { dealerCookie } from './lib/dealer.mjs'
import { gcSince, logOffset, summarizeGc } from './lib/gc.mjs'
import { benchPrices } from './lib/prices.mjs'
import { benchScale } from './lib/scale.mjs'
import { benchSheets } from './lib/sheets.mjs'
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
import { load as loadAutocannon, percentile } from './lib/load.mjs'
import {
  ensureNginx,
  selfSignedCertificate,
  startMicroCache,
  startStatic,
  validateDeployConfig,
} from './lib/nginx.mjs'
import {
  cleanupAll,
  freePort,
  onCleanup,
  rssSampler,
  runToEnd,
  sleep,
  startProcess,
  tempDir,
  treeRss,
} from './lib/proc.mjs'
import { fmtInt, fmtMiB, fmtMs, fmtRatio, fmtS, mark, table } from './lib/report.mjs'
import { ensureWrk, loadWrk, wrkVersion } from './lib/wrk.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = process.env
const QUICK = env.BENCH_QUICK === '1'
const num = (v, fallback) =>
  v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : fallback
const DIST_DIR = env.BENCH_DIST_DIR || '.next-bench'

/** Targets as ratios to this run's floors, and figures of the run of 66b00f1 (issue 29). */
const UNCACHED_VS_FLOOR = 2.5
const CONTACT_BASELINE = { p95: 189, rps: 42 }
/** A signed-in dealer's page (its prices read per request) against the same page for a visitor. */
const DEALER_VS_VISITOR = 1.3
const LIGHTHOUSE_GAP_BEFORE = { Home: 95 - 81, Category: 95 - 86, Product: 95 - 83, Brand: 95 - 89 }
const cfg = {
  quick: QUICK,
  duration: num(env.BENCH_DURATION, QUICK ? 2 : 6),
  many: num(env.BENCH_CONNECTIONS, 10),
  distDir: DIST_DIR,
  skipBuild: env.BENCH_SKIP_BUILD === '1' || DIST_DIR !== '.next-bench',
  small: num(env.BENCH_SMALL, 400),
  large: num(env.BENCH_LARGE, 20000),
  dataDir: env.BENCH_DATA_DIR ? path.resolve(env.BENCH_DATA_DIR) : null,
  lhRuns: num(env.BENCH_LH_RUNS, QUICK ? 1 : 3),
  skipLighthouse: env.BENCH_SKIP_LIGHTHOUSE === '1',
  lhVia: env.BENCH_LH_VIA === 'node' ? 'node' : 'proxy',
  idleMs: QUICK ? 2000 : 5000,
  pairRounds: num(env.BENCH_PAIR_ROUNDS, QUICK ? 1 : 5),
  searchWarmS: num(env.BENCH_SEARCH_WARM, QUICK ? 1 : 5),
  renderWarmS: num(env.BENCH_RENDER_WARM, QUICK ? 2 : 10),
  warmup: QUICK ? 15 : 40,
  // Filtered listing URLs requested once each, for the data cache's growth (facetCrawl).
  facetUrls: QUICK ? 300 : 1500,
  out: path.resolve(ROOT, env.BENCH_OUT || 'bench/results/latest.md'),
  client: env.BENCH_CLIENT === 'autocannon' ? 'autocannon' : 'wrk',
  // BENCH_ONLY=sheets: the spreadsheet figures alone (build, catalogues, export and import).
  onlySheets: env.BENCH_ONLY === 'sheets',
  // BENCH_ONLY=prices: the price-and-stock feed alone (build, catalogues, prices:import).
  onlyPrices: env.BENCH_ONLY === 'prices',
  // BENCH_ONLY=scale: the 20,000-product figures beside the same at BENCH_HUGE (100,000) products.
  onlyScale: env.BENCH_ONLY === 'scale',
  huge: num(env.BENCH_HUGE, 100000),
  // BENCH_ONLY=dealer: a signed-in dealer's pages beside a visitor's (build, catalogues, one server).
  onlyDealer: env.BENCH_ONLY === 'dealer',
  // BENCH_ONLY=planner: POST /api/proje-planlayici alone (build, catalogues, one server).
  onlyPlanner: env.BENCH_ONLY === 'planner',
  // The Node.js the app servers run under (scripts/start.mjs starts Next with the same binary).
  node: env.BENCH_NODE || process.execPath,
}
/** `v24.11.1`: the servers' Node.js version, for the report's first line. */
const serverNodeVersion = execFileSync(cfg.node, ['--version'], { encoding: 'utf8' }).trim()
/** One load run (same options and result either way). */
const load = cfg.client === 'wrk' ? loadWrk : loadAutocannon
const CONNS = [1, cfg.many]
const WARM_MS = QUICK ? 1000 : 2500

const log = (...args) => console.error('[bench]', ...args)
const started = Date.now()
const tmp = tempDir('vitrin-bench-')
const R = { runs: [], notes: [], servers: {}, logs: [], fetchFailures: [] }

// ---------------------------------------------------------------------------------------------
// Search queries: exact codes and code fragments from the small catalogue (present in both), and
// Turkish words with and without their special letters, and one-typo words.
const WORDS = [
  'kamera',
  'kayıt',
  'kayit',
  'güvenlik',
  'guvenlik',
  'şifreli',
  'sifreli',
  'kamrea',
  'kayıtcı',
  'yangın',
  'yangin',
  'dedektör',
  'dedektor',
  'dedketör',
  'geçiş kontrol',
  'gecis kontrol',
  'çift',
  'cift',
  'kapı kilidi',
  'kapi kilidi',
  'akıllı',
  'akilli',
  'termal kamera',
  'kablosuz alarm',
  'ip kamera 4 mp',
  'kart okuyucu',
  'okuycu',
  'switch',
  'dome',
  'alarm paneli',
]

async function readCatalogue(dir) {
  const db = createClient({ url: `file:${path.join(dir, 'vitrin.db')}` })
  try {
    const q = async (sql) => (await db.execute(sql)).rows
    return {
      skus: (await q('SELECT sku FROM products ORDER BY id')).map((r) => r.sku),
      slugs: (
        await q("SELECT id, slug, sku FROM products WHERE _status = 'published' ORDER BY id")
      ).map((r) => ({ id: Number(r.id), slug: r.slug, sku: r.sku })),
    }
  } finally {
    db.close()
  }
}

function searchQueries(skus) {
  const pick = [0, 37, 151, 299, 97, 211].map((i) => skus[i % skus.length])
  const codes = pick.slice(0, 4)
  const fragments = pick.flatMap((sku) => {
    const plain = sku.replace(/[^A-Za-z0-9]/g, '')
    return [plain.slice(0, 5).toLowerCase(), plain.slice(3, 8)]
  })
  return [...codes, ...fragments, ...WORDS].map(
    (q) => `/api/product_search/${encodeURIComponent(q)}`,
  )
}

// ---------------------------------------------------------------------------------------------
// The app server.

// One line per garbage collection in the server log: the single-connection page runs report the
// collections that fell in them (bench/lib/gc.mjs).
const SERVER_NODE_FLAGS = '--trace-gc'

/**
 * The framework's floor: a Next app of its own (bench/floor) whose one page is an `<h1>` in a bare
 * root layout, rendered on every request, on its own server. Measured beside the uncached product
 * page and in Lighthouse beside the four pages, with no target of its own.
 */
const FLOOR_DIR = path.join(ROOT, 'bench/floor')
const FLOOR_PAGE = ['Empty Next page (bench/floor)', '/']
/** Next's command line, run by the servers' Node directly (as the site's server is, no npx). */
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next')

function serverEnv(dataDir, port) {
  const e = {
    ...env,
    ...dataEnv(dataDir),
    NODE_ENV: 'production',
    SKIP_SEED: '1',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    NEXT_DIST_DIR: cfg.distDir,
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_MAIL_MAX: '1000000',
    FORM_MIN_FILL_MS: '0',
    // Compression is the reverse proxy's (deploy/nginx); the load clients ask for none anyway.
    NEXT_COMPRESS: '0',
    NEXT_TELEMETRY_DISABLED: '1',
    SERVER_NODE_FLAGS,
  }
  // Nothing of this run may reach a real mail server or a shared Redis.
  for (const k of [
    'SMTP_HOST',
    'SMTP_PORT',
    'SMTP_USER',
    'SMTP_PASS',
    'REDIS_URL',
    'SITE_URL',
    'TRUST_PROXY',
  ])
    delete e[k]
  e.SITE_URL = `http://127.0.0.1:${port}`
  return e
}

async function startApp(label, dataDir) {
  const port = await freePort()
  const logFile = path.join(tmp, `server-${label}.log`)
  const t0 = performance.now()
  const proc = startProcess(cfg.node, ['scripts/start.mjs'], {
    env: serverEnv(dataDir, port),
    cwd: ROOT,
    logFile,
  })
  const base = `http://127.0.0.1:${port}`
  for (;;) {
    if (proc.exited)
      throw new Error(`server ${label} exited:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`)
    if (performance.now() - t0 > 180_000) throw new Error(`server ${label}: no answer in 180 s`)
    try {
      const res = await fetch(`${base}/api/categories`)
      await res.arrayBuffer()
      if (res.status === 200) break
    } catch {
      // not listening yet
    }
    await sleep(25)
  }
  R.logs.push(logFile)
  const coldStart = (performance.now() - t0) / 1000
  log(`server ${label} (${base}) answered after ${coldStart.toFixed(2)} s`)
  return { label, base, port, proc, logFile, coldStart, sampler: rssSampler(proc.pid) }
}

/** The newest modification time (ms) of `file`, or of any file under it (not .next, node_modules). */
function newestMtime(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of fs.readdirSync(file)) {
    if (entry === '.next' || entry === 'node_modules' || entry === 'next-env.d.ts') continue
    newest = Math.max(newest, newestMtime(path.join(file, entry)))
  }
  return newest
}

/**
 * `next build bench/floor` when its build is missing or older than its sources (with
 * bench/lib/html.mjs) or than the installed next, react and react-dom (an upgrade rebuilds it).
 * Its own dist dir, bench/floor/.next.
 */
async function buildFloor() {
  const buildId = path.join(FLOOR_DIR, '.next/BUILD_ID')
  const built = fs.statSync(buildId, { throwIfNoEntry: false })?.mtimeMs ?? 0
  const sources = Math.max(
    newestMtime(FLOOR_DIR),
    // The content floor's one import from outside the app.
    newestMtime(path.join(ROOT, 'bench/lib/html.mjs')),
    ...['next', 'react', 'react-dom'].map((p) =>
      newestMtime(path.join(ROOT, 'node_modules', p, 'package.json')),
    ),
  )
  if (built > sources) {
    R.floorBuild = { reused: true }
    log('floor app (bench/floor): build up to date')
    return
  }
  const logFile = path.join(tmp, 'build-floor.log')
  log(`next build bench/floor (log: ${logFile})…`)
  const t0 = performance.now()
  await runToEnd(process.execPath, [NEXT_BIN, 'build', FLOOR_DIR], {
    env: {
      ...env,
      NODE_ENV: 'production',
      NODE_OPTIONS: '--no-deprecation',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    cwd: FLOOR_DIR,
    logFile,
  })
  R.floorBuild = { seconds: (performance.now() - t0) / 1000 }
  log(`floor app built in ${R.floorBuild.seconds.toFixed(1)} s`)
}

/**
 * `next start bench/floor` on a free port, under the site servers' Node binary and Node flags
 * (scripts/server-flags.mjs, with --trace-gc), NODE_ENV=production and NEXT_COMPRESS=0 as they run.
 */
async function startFloor() {
  const port = await freePort()
  const logFile = path.join(tmp, 'server-floor.log')
  const proc = startProcess(
    cfg.node,
    [
      ...serverNodeFlags({ SERVER_NODE_FLAGS }),
      NEXT_BIN,
      'start',
      FLOOR_DIR,
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      env: {
        ...env,
        NODE_ENV: 'production',
        NODE_OPTIONS: [env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' '),
        NEXT_COMPRESS: '0',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      cwd: FLOOR_DIR,
      logFile,
    },
  )
  const base = `http://127.0.0.1:${port}`
  const t0 = performance.now()
  for (;;) {
    if (proc.exited)
      throw new Error(`floor server exited:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`)
    if (performance.now() - t0 > 60_000) throw new Error('floor server: no answer in 60 s')
    try {
      const res = await fetch(base + FLOOR_PAGE[1])
      const body = await res.text()
      if (res.status === 200 && body.includes('<h1>')) break
    } catch {
      // not listening yet
    }
    await sleep(25)
  }
  R.logs.push(logFile)
  log(`floor server (${base}) answered after ${((performance.now() - t0) / 1000).toFixed(2)} s`)
  return { base, port, proc, logFile, sampler: rssSampler(proc.pid) }
}

/**
 * fetch, tried again (up to 3 times) when the request fails at the socket level, e.g. a keep-alive
 * connection the server closed just then. Every such failure is reported in the notes.
 */
async function fetchRetry(url, init = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init)
    } catch (error) {
      const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message
      R.fetchFailures.push(
        `${init.method ?? 'GET'} ${new URL(url).pathname.slice(0, 60)}: ${cause}`,
      )
      if (attempt >= 3) throw error
      await sleep(200)
    }
  }
}

async function timedGet(url) {
  const t0 = performance.now()
  const res = await fetchRetry(url)
  const body = await res.text()
  return { ms: performance.now() - t0, status: res.status, body, headers: res.headers }
}

/** Sequential warm-up: `n` requests, or fewer when they take more than WARM_MS (at least 2). */
async function warm(base, paths, n = cfg.warmup, init = {}) {
  const t0 = performance.now()
  for (let i = 0; i < n; i++) {
    if (i >= 2 && performance.now() - t0 > WARM_MS) break
    const url = base + paths[i % paths.length]
    const res = await fetchRetry(url, { redirect: 'manual', ...init })
    await res.arrayBuffer()
    // wrk counts only statuses >= 400 as failures: a redirect would be measured as a success.
    if (res.status < 200 || res.status >= 300)
      throw new Error(`warm-up: ${init.method ?? 'GET'} ${url} answered ${res.status}`)
  }
}

/**
 * The search mix on `app` at each connection level, after every query three times and
 * cfg.searchWarmS s of unmeasured load: the index was just built, and JIT and GC settle first.
 */
async function measureSearch(app, queries, products) {
  await warm(app.base, queries, queries.length * 3)
  await load({ base: app.base, paths: queries, connections: 1, duration: cfg.searchWarmS })
  for (const c of CONNS)
    await measure(
      { area: 'Search', what: 'GET /api/product_search/{q} (mix)', products, key: 'search' },
      { base: app.base, paths: queries, connections: c, sampler: app.sampler },
    )
}

/**
 * One measured load: a short sequential warm-up, then the load client. `sampler`: RSS sampled during
 * the run (the app under load). `warmPaths`: what to warm with (default: the same paths). `gcLog`:
 * the app's log, whose `--trace-gc` lines during the run are summed up in the entry's `gc`.
 */
async function measure(
  row,
  { base, paths, warmPaths, connections, sampler, request = {}, gcLog },
  record = true,
) {
  const init = request.method
    ? { method: request.method, body: request.body, headers: request.headers }
    : {}
  await warm(
    base,
    warmPaths ?? paths,
    warmPaths ? Math.min(cfg.warmup, warmPaths.length) : cfg.warmup,
    init,
  )
  sampler?.start()
  const gcFrom = gcLog ? logOffset(gcLog) : 0
  const cpuBefore = sampler?.cpuMs()
  const result = await load({ base, paths, connections, duration: cfg.duration, ...request })
  const cpuMs = sampler ? sampler.cpuMs() - cpuBefore : null
  sampler?.pause()
  const gc = gcLog ? summarizeGc(gcSince(gcLog, gcFrom)) : null
  // The app's CPU per answered request: steadier than latency on a shared machine.
  const cpuPerRequest = cpuMs !== null && result.requests > 0 ? cpuMs / result.requests : null
  const entry = { ...row, connections, ...result, cpuPerRequest, gc }
  if (record) R.runs.push(entry)
  log(
    `${row.area} ${row.what} [${row.products ?? ''}] c=${connections}: ${fmtInt(result.rps)} req/s, p50 ${fmtMs(result.p50)} p95 ${fmtMs(result.p95)} p99 ${fmtMs(result.p99)} ms, non-2xx ${result.bad}, errors ${result.errors}`,
  )
  return entry
}

/**
 * What deploy/nginx/vitrin-proxy.conf promises, checked on the running proxy: pages cached,
 * anything with a Cookie or Authorization bypasses, staff area and form posts never cached, gzip.
 */
async function microCacheChecks(base, page) {
  const status = async (path, init = {}) => {
    const res = await fetchRetry(base + path, init)
    await res.arrayBuffer()
    return {
      cache: res.headers.get('x-cache-status') ?? '',
      encoding: res.headers.get('content-encoding') ?? '',
      cacheControl: res.headers.get('cache-control') ?? '',
    }
  }
  await status(page)
  // A product image as the pages ask for it: kept by nginx, immutable for browsers.
  const popular = await (await fetchRetry(`${base}/api/popular`)).json()
  const image = `/_next/image?url=${encodeURIComponent(popular[0].cover_photo)}&w=640&q=75`
  const avif = { headers: { accept: 'image/avif,image/webp,*/*' } }
  await status(image, avif)
  const imageHit = await status(image, avif)
  const checks = [
    ['page → HIT', (await status(page)).cache === 'HIT'],
    [
      'Cookie → BYPASS',
      (await status(page, { headers: { cookie: 'payload-token=x' } })).cache === 'BYPASS',
    ],
    [
      'Authorization → BYPASS',
      (await status(page, { headers: { authorization: 'Bearer x' } })).cache === 'BYPASS',
    ],
    ['/admin not cached', (await status('/admin')).cache === ''],
    [
      'POST /api/contact not cached',
      (
        await status('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).cache === '',
    ],
    ['gzip', (await status(page, { headers: { 'accept-encoding': 'gzip' } })).encoding === 'gzip'],
    [
      'image → HIT, immutable',
      imageHit.cache === 'HIT' && imageHit.cacheControl.includes('immutable'),
    ],
  ]
  return checks
}

/** Each search query alone, sequentially (fetch): the slowest ones by median. */
async function probeQueries(base, queries, n) {
  const rows = []
  for (const q of queries) {
    const times = []
    for (let i = 0; i < n; i++) times.push((await timedGet(base + q)).ms)
    times.sort((a, b) => a - b)
    rows.push({
      q: decodeURIComponent(q.slice(q.lastIndexOf('/') + 1)),
      n,
      p50: percentile(times, 50),
      max: times[times.length - 1],
    })
  }
  return rows.sort((a, b) => b.p50 - a.p50)
}

async function restAndSample(app) {
  await sleep(cfg.idleMs)
  return treeRss(app.proc.pid)
}

/**
 * `count` distinct filtered listing URLs: the filter links found on every category's listing, each
 * under every sort and page size, then invented filter values if those run out. Each URL is a
 * cached read of its own (listProductPage is keyed by the listing's parameters).
 */
async function facetUrls(base, count) {
  const categories = await (await fetchRetry(`${base}/api/categories`)).json()
  const listings = categories.flatMap((top) => [
    `/urunler/${top.slug}`,
    ...(top.children ?? []).map((child) => `/urunler/${top.slug}/${child.slug}`),
  ])
  const links = new Set()
  for (const listing of listings) {
    const html = await (await fetchRetry(base + listing)).text()
    for (const [, href] of html.matchAll(/href="([^"]*\?f_[^"]*)"/g))
      links.add(href.replace(/&amp;/g, '&'))
  }
  const urls = []
  for (const sort of ['', '&sort=name-asc', '&sort=name-desc', '&sort=newest', '&sort=sku'])
    for (const limit of ['', '&limit=24', '&limit=48'])
      for (const link of links) if (urls.length < count) urls.push(link + sort + limit)
  for (let i = 0; urls.length < count; i++)
    urls.push(`${listings[i % listings.length]}?f_bench=${i}`)
  return urls
}

/** The server's RSS at rest before and after requesting `urls` once each, one at a time. */
async function facetCrawl(app, urls) {
  const before = await restAndSample(app)
  const t0 = performance.now()
  let bad = 0
  for (const url of urls) {
    const res = await fetchRetry(app.base + url)
    await res.arrayBuffer()
    if (res.status !== 200) bad++
  }
  const seconds = (performance.now() - t0) / 1000
  log(`facet crawl: ${urls.length} URLs in ${seconds.toFixed(1)} s, ${bad} not 200`)
  return { count: urls.length, seconds, bad, before, after: await restAndSample(app) }
}

/** Error lines of a server log: `count` lines mention an error; `distinct` error messages. */
function countLogErrors(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  const hits = lines.filter((l) => /\b(error|unhandled|exception)\b|SQLITE_/i.test(l))
  const messages = new Map()
  for (const l of hits) {
    const m = /"message":\s*"([^"]+)"/.exec(l) ?? /((?:\w*Error|SQLITE_\w+)[:\s].*)$/.exec(l)
    if (!m) continue
    const text = m[1].trim().slice(0, 160)
    messages.set(text, (messages.get(text) ?? 0) + 1)
  }
  return { count: hits.length, distinct: [...messages].sort((a, b) => b[1] - a[1]) }
}

// ---------------------------------------------------------------------------------------------

async function build() {
  if (cfg.skipBuild) {
    if (!fs.existsSync(path.join(ROOT, cfg.distDir, 'BUILD_ID')))
      throw new Error(`BENCH_SKIP_BUILD: no build in ${cfg.distDir} (run without it once)`)
    R.build = { skipped: true }
    log(`build skipped: reusing ${cfg.distDir}`)
    return
  }
  const dist = path.join(ROOT, '.next-bench')
  fs.rmSync(dist, { recursive: true, force: true })
  const tsconfigFile = path.join(ROOT, 'tsconfig.json')
  const tsconfigBefore = fs.readFileSync(tsconfigFile, 'utf8')
  const logFile = path.join(tmp, 'build.log')
  log(`next build into .next-bench (log: ${logFile})…`)
  // Also when the run is interrupted (Ctrl-C) during the build.
  const undo = onCleanup(() => restoreTsconfig(tsconfigFile, tsconfigBefore))
  const t0 = performance.now()
  try {
    // As README's build: `npm run build`.
    await runToEnd('npm', ['run', '--silent', 'build'], {
      env: {
        ...env,
        NEXT_DIST_DIR: '.next-bench',
        NODE_OPTIONS: '--no-deprecation',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      cwd: ROOT,
      logFile,
    })
  } finally {
    undo()
    restoreTsconfig(tsconfigFile, tsconfigBefore)
  }
  R.build = { seconds: (performance.now() - t0) / 1000 }
  log(`built in ${R.build.seconds.toFixed(1)} s`)
}

/**
 * `next build` adds its distDir's type folders to tsconfig.json's `include`. Undo exactly that (and
 * nothing else someone may have changed meanwhile), so the bench leaves the work tree as it was.
 */
function restoreTsconfig(file, before) {
  const now = fs.readFileSync(file, 'utf8')
  if (now === before) return
  try {
    const a = JSON.parse(before)
    const b = JSON.parse(now)
    b.include = (b.include ?? []).filter((p) => !p.startsWith('.next-bench/'))
    if (JSON.stringify(a) === JSON.stringify(b)) fs.writeFileSync(file, before)
  } catch {
    // not plain JSON: leave it
  }
}

function staticNextPage() {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, cfg.distDir, 'prerender-manifest.json'), 'utf8'),
  )
  const routes = Object.keys(manifest.routes ?? {})
  const preferred = [
    '/site/typography',
    '/site/faq',
    '/site/terms',
    '/site/about-us',
    '/site/not-found',
  ]
  const found = preferred.find((r) => routes.includes(r))
  if (!found) throw new Error('no prerendered template page (/site/…) in the build')
  return found
}

// ---------------------------------------------------------------------------------------------

async function benchSmall(cat, queries) {
  const app = await startApp('small', cat.dir)
  const s = (R.servers.small = { products: cat.count, coldStart: app.coldStart })
  const first = await timedGet(`${app.base}${queries[0]}`)
  s.firstSearch = first.ms / 1000
  await warm(app.base, ['/api/categories', ...queries.slice(0, 10)])
  s.rest = await restAndSample(app)
  await measureSearch(app, queries, cat.count)
  s.load = app.sampler.max
  s.logErrors = countLogErrors(app.logFile)
  await app.proc.stop()
}

async function verifyBulk(base, products) {
  // Three products that the SQL bulk insert added (past the seeded ones): API, page and search.
  const picks = [
    products[products.length - 1],
    products[Math.floor(products.length * 0.7)],
    products[cfg.small + 1],
  ]
  for (const p of picks) {
    const api = await timedGet(`${base}/api/product/${p.slug}`)
    const page = await timedGet(`${base}/urunler/urun/${p.slug}`)
    const search = await timedGet(`${base}/api/product_search/${encodeURIComponent(p.sku)}`)
    let hit = null
    try {
      hit = JSON.parse(search.body)[0]
    } catch {}
    const apiSku = api.status === 200 ? JSON.parse(api.body).sku : null
    if (api.status !== 200 || apiSku !== p.sku || page.status !== 200 || hit?.slug !== p.slug) {
      throw new Error(
        `generated product ${p.slug} is not served: api ${api.status} (${apiSku}), page ${page.status}, search → ${hit?.slug}`,
      )
    }
  }
  return picks.map((p) => p.sku)
}

/** Every `step`-th product's slug from `offset`: disjoint slug sets, one per run. */
const every = (list, offset, step) => list.filter((_, i) => i % step === offset).map((p) => p.slug)

/**
 * A signed-in dealer's pages (issue 41): rendered per request with its prices, beside the same
 * pages rendered per request for a visitor (a cookie skips the page cache). Target: p95 ≤ 1.3×.
 */
async function dealerRows(app, cat, bulk, pages) {
  const dealer = await dealerCookie(app.base)
  const listing = pages.find(([name]) => name === 'Category')[1]
  const dealerSlugs = every(bulk, 0, 4)
  for (const [what, paths, key] of [
    [
      `Product, uncached (rotating over ${fmtInt(dealerSlugs.length)} products)`,
      dealerSlugs.map((s) => `/urunler/urun/${s}`),
      'product',
    ],
    [`Category listing ${listing}`, [listing], 'listing'],
  ])
    for (const [who, cookie] of [
      ['visitor', 'vitrin-bench=1'],
      ['signed-in dealer', dealer],
    ])
      await measure(
        {
          area: 'Page (Node)',
          what: `${what}, as a ${who}, rendered on every request`,
          products: cat.count,
          key: `dealer-${key}-${who === 'visitor' ? 'anon' : 'dealer'}`,
        },
        {
          base: app.base,
          paths,
          connections: 1,
          sampler: app.sampler,
          request: { method: 'GET', headers: { cookie } },
        },
      )
}

const PLANNER_API = '/api/proje-planlayici'
/** Issue 42: the planner answers within 20 ms (p95) at the large catalogue. */
const PLANNER_P95_MS = 20

/** POST /api/proje-planlayici with the issue's example project, at one connection. */
async function plannerRow(app, cat) {
  const body = JSON.stringify({
    groups: [
      {
        cameras: 16,
        megapixels: 4,
        codec: 'h265',
        fps: 15,
        hoursPerDay: 24,
        motionPercent: 100,
        bitrateMbps: null,
        product: null,
      },
    ],
    retentionDays: 30,
    raid: 'yok',
  })
  await measure(
    {
      area: 'API (Node)',
      what: `POST ${PLANNER_API} (16 cameras, 30 days: figures and bill of materials)`,
      products: cat.count,
      key: 'planner',
    },
    {
      base: app.base,
      paths: [PLANNER_API],
      connections: 1,
      sampler: app.sampler,
      request: { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    },
  )
}

/** BENCH_ONLY=dealer or planner: the large catalogue's server and those rows alone. */
async function benchRowsOnly(cat, catalogue) {
  const app = await startApp('large', cat.dir)
  R.servers.large = { products: cat.count, coldStart: app.coldStart }
  const pages = await findPages(app.base)
  await warm(app.base, ['/api/categories', ...pages.map((p) => p[1])])
  if (cfg.onlyDealer) await dealerRows(app, cat, catalogue.slugs.slice(cfg.small), pages)
  if (cfg.onlyPlanner) await plannerRow(app, cat)
}

async function benchLarge(cat, queries, catalogue) {
  // The floor's server first, so that its start overlaps nothing measured; idle until its runs.
  const floor = await startFloor()
  const app = await startApp('large', cat.dir)
  const s = (R.servers.large = { products: cat.count, coldStart: app.coldStart })
  const first = await timedGet(`${app.base}${queries[0]}`)
  s.firstSearch = first.ms / 1000
  R.verified = await verifyBulk(app.base, catalogue.slugs)
  log(`generated products served by API, page and search: ${R.verified.join(', ')}`)

  // Slug sets: products past the seeded ones, disjoint per use so that one run cannot warm the
  // app's read caches for another.
  const bulk = catalogue.slugs.slice(cfg.small)
  const apiSlugs = every(bulk, 1, 4).slice(0, 2000)
  const uncachedSlugs = every(bulk, 2, 4)
  const renderWarmSlugs = every(bulk, 3, 4)
  const warmSlugs = renderWarmSlugs.slice(0, 200)

  const pages = await findPages(app.base)
  const bare = staticNextPage()
  R.pages = pages
  R.barePage = bare
  await warm(app.base, [
    '/api/categories',
    ...queries.slice(0, 10),
    ...pages.map((p) => p[1]),
    bare,
  ])
  s.rest = await restAndSample(app)

  // Search at the large size.
  await measureSearch(app, queries, cat.count)
  R.slowQueries = await probeQueries(app.base, queries, QUICK ? 5 : 15)
  // JSON reads.
  for (const c of CONNS)
    await measure(
      {
        area: 'JSON',
        what: `GET /api/product/{slug} (${fmtInt(apiSlugs.length)} slugs)`,
        products: cat.count,
        key: 'productApi',
      },
      {
        base: app.base,
        paths: apiSlugs.map((s) => `/api/product/${s}`),
        warmPaths: warmSlugs.map((s) => `/api/product/${s}`),
        connections: c,
        sampler: app.sampler,
      },
    )
  for (const c of CONNS)
    await measure(
      { area: 'JSON', what: 'GET /api/categories', products: cat.count, key: 'categoriesApi' },
      { base: app.base, paths: ['/api/categories'], connections: c, sampler: app.sampler },
    )
  // Pages from Node.
  for (const [name, p] of pages)
    for (const c of CONNS)
      await measure(
        { area: 'Page (Node)', what: `${name} ${p}`, page: name, products: cat.count, key: 'page' },
        { base: app.base, paths: [p], connections: c, sampler: app.sampler },
      )
  // The product page's render path, warmed like the search: unmeasured renders of other products
  // first (a 40-request warm-up left p50 falling from ~24 to ~20 ms over the next 1,000 renders, as
  // the JIT caught up), so that the run measures a server that has been up for a while.
  await load({
    base: app.base,
    paths: renderWarmSlugs.map((s) => `/urunler/urun/${s}`),
    connections: 1,
    duration: cfg.renderWarmS,
  })
  await measure(
    {
      area: 'Page (Node)',
      what: `Product, uncached (rotating over ${fmtInt(uncachedSlugs.length)} products)`,
      products: cat.count,
      key: 'uncached',
    },
    {
      base: app.base,
      paths: uncachedSlugs.map((s) => `/urunler/urun/${s}`),
      warmPaths: warmSlugs.map((s) => `/urunler/urun/${s}`),
      connections: 1,
      sampler: app.sampler,
      gcLog: app.logFile,
    },
  )
  // Beside it, the about page: the same layout with cached data (no query), rendered per request;
  // what the uncached product page costs above this row is its data and its own markup.
  await measure(
    {
      area: 'Page (Node)',
      what: 'About page, rendered on every request (a cookie skips the page cache)',
      products: cat.count,
      key: 'floor',
    },
    {
      base: app.base,
      paths: ['/hakkimizda'],
      connections: 1,
      sampler: app.sampler,
      gcLog: app.logFile,
      request: { method: 'GET', headers: { cookie: 'vitrin-bench=1' } },
    },
  )
  await dealerRows(app, cat, bulk, pages)
  await plannerRow(app, cat)

  // Below both: Next's own floor, the page of an app with nothing of the site in it (bench/floor),
  // rendered on every request by its own server; warmed up like the product page first. Its CPU
  // column and garbage collections are that server's.
  await load({
    base: floor.base,
    paths: [FLOOR_PAGE[1]],
    connections: 1,
    duration: cfg.renderWarmS,
  })
  await measure(
    {
      area: 'Page (Node)',
      what: 'Empty Next page (bench/floor, its own server), rendered on every request (one `<h1>`)',
      products: null,
      key: 'empty',
    },
    {
      base: floor.base,
      paths: [FLOOR_PAGE[1]],
      connections: 1,
      sampler: floor.sampler,
      gcLog: floor.logFile,
    },
  )
  for (const c of CONNS)
    await measure(
      {
        area: 'Page (Node)',
        what: `Bare static Next page ${bare}`,
        page: 'bare',
        products: null,
        key: 'bare',
      },
      { base: app.base, paths: [bare], connections: c, sampler: app.sampler },
    )

  // The same pages as static files from nginx.
  const www = path.join(tmp, 'www')
  fs.mkdirSync(www, { recursive: true })
  const files = {}
  for (const [name, p] of pages) {
    const res = await timedGet(app.base + p)
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`)
    files[name] = `/${name.toLowerCase()}.html`
    fs.writeFileSync(path.join(www, files[name]), res.body)
  }
  const staticDir = path.join(tmp, 'nginx-static')
  const nginxStatic = await startStatic({ dir: staticDir, root: www, port: await freePort() })
  const staticBase = `http://127.0.0.1:${nginxStatic.port}`

  // Through the production micro-cache (loopback variant of deploy/nginx): plain HTTP for the load
  // runs, HTTPS with HTTP/2 as in production for Lighthouse.
  const tls = {
    port: await freePort(),
    ...selfSignedCertificate(path.join(tmp, 'nginx-proxy-tls')),
  }
  const micro = await startMicroCache({
    dir: path.join(tmp, 'nginx-proxy'),
    port: await freePort(),
    upstreamPort: app.port,
    tls,
  })
  const microBase = `http://127.0.0.1:${micro.port}`
  R.microCacheStatus = {}
  for (const [name, p] of pages) {
    await timedGet(microBase + p)
    const second = await timedGet(microBase + p)
    R.microCacheStatus[name] = second.headers.get('x-cache-status') ?? 'none'
  }
  R.microChecks = await microCacheChecks(microBase, pages[0][1])

  // Static files and micro-cache side by side, measured in turns (static, micro-cache, static, …;
  // cfg.pairRounds rounds each at the higher connection count): on a shared machine a neighbour's
  // burst then cannot land on one side only. Each side reports its median round.
  for (const [name, p] of pages)
    for (const c of CONNS) {
      const rounds = c === cfg.many ? cfg.pairRounds : 1
      const sides = [
        {
          row: {
            area: 'Page (nginx static)',
            what: `${name} (saved HTML of ${p})`,
            page: name,
            products: cat.count,
            key: 'static',
          },
          opts: { base: staticBase, paths: [files[name]], connections: c },
          results: [],
        },
        {
          row: {
            area: 'Page (micro-cache)',
            what: `${name} ${p}`,
            page: name,
            products: cat.count,
            key: 'micro',
          },
          opts: { base: microBase, paths: [p], connections: c, sampler: app.sampler },
          results: [],
        },
      ]
      for (let round = 0; round < rounds; round++)
        for (const side of sides) side.results.push(await measure(side.row, side.opts, false))
      for (const side of sides) {
        const sorted = [...side.results].sort((a, b) => a.rps - b.rps)
        const median = sorted[Math.floor((sorted.length - 1) / 2)]
        R.runs.push({ ...median, rounds: side.results.map((r) => r.rps) })
      }
    }
  await nginxStatic.stop()

  // Form posts.
  const contact = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ayşe Yılmaz',
      corporation: 'Örnek Güvenlik AŞ',
      mail: 'ayse.yilmaz@example.com',
      phone: '532 123 45 67',
      kvkk: '1',
      product: apiSlugs[0],
      message: 'Bu ürün için 25 adetlik fiyat teklifi rica ederim.',
    }),
  }
  for (const c of CONNS)
    await measure(
      { area: 'Write', what: 'POST /api/contact (JSON)', products: cat.count, key: 'contact' },
      {
        base: app.base,
        paths: ['/api/contact'],
        connections: c,
        sampler: app.sampler,
        request: contact,
      },
    )
  s.load = app.sampler.max

  // The data cache under a crawl of filter combinations, where no read is ever reused.
  s.facets = await facetCrawl(app, await facetUrls(app.base, cfg.facetUrls))

  // Lighthouse.
  if (!cfg.skipLighthouse) {
    const viaProxy = cfg.lhVia === 'proxy'
    const lhBase = viaProxy ? `https://127.0.0.1:${tls.port}` : app.base
    log(
      `Lighthouse (${cfg.lhRuns} runs per page) via ${viaProxy ? 'the nginx micro-cache (HTTPS, HTTP/2)' : 'Node'}…`,
    )
    // Chromium accepts the bench's certificate, and no other, as valid.
    const chromeFlags = viaProxy ? [`--ignore-certificate-errors-spki-list=${tls.spki}`] : []
    const buyerPages = await findBuyerPages(app.base)
    // One CPU slowdown for the pages and the floor, from the host's speed now (decision 0005).
    R.lighthouseCpu = await calibrateCpuSlowdown(`${floor.base}/`)
    const lhOptions = { chromeFlags, cpuSlowdown: R.lighthouseCpu.cpuSlowdown }
    // The floor served as the pages are: its own nginx with the same proxy configuration in front
    // of the floor's server: HTTPS, HTTP/2, gzip and the 1 s micro-cache.
    const floorTls = { ...tls, port: await freePort() }
    const floorProxy = viaProxy
      ? await startMicroCache({
          dir: path.join(tmp, 'nginx-proxy-floor'),
          port: await freePort(),
          upstreamPort: floor.port,
          tls: floorTls,
        })
      : null
    const floorBase = viaProxy ? `https://127.0.0.1:${floorTls.port}` : floor.base
    // One set of rounds over the pages and the floor (bench/lib/lighthouse.mjs).
    const all = await runLighthouse(
      lhBase,
      [...pages, ...buyerPages, [FLOOR_PAGE[0], floorBase + FLOOR_PAGE[1]]],
      cfg.lhRuns,
      lhOptions,
    )
    await floorProxy?.stop()
    R.lighthouse = [
      ...all.slice(0, pages.length),
      ...all.slice(pages.length, -1).map((r) => ({ ...r, buyer: true })),
      { ...all.at(-1), path: FLOOR_PAGE[1], floor: true },
    ]
  }
  await micro.stop()
  s.logErrors = countLogErrors(app.logFile)
  await app.proc.stop()
  R.floorLogErrors = countLogErrors(floor.logFile)
  await floor.proc.stop()
}

// ---------------------------------------------------------------------------------------------
// The report.

const find = (key, connections, products, page) =>
  R.runs.find(
    (r) =>
      r.key === key &&
      r.connections === connections &&
      (products === undefined || r.products === products) &&
      (page === undefined || r.page === page),
  )

/** A page's TBT ÷ the floor's taken round by round (pairedRatio), when both have their rounds. */
function byRound(row, floor) {
  if (!row.tbtRounds || !floor.tbtRounds) return ''
  const { median, min, max } = pairedRatio(row, floor)
  return `; by round ${fmtRatio(median)}, ${fmtRatio(min)}–${fmtRatio(max)}`
}

const shortPath = (text) => text.replace(/(\/urunler\/urun\/[^\s)]{24})[^\s)]+/g, '$1…')

/** The scale section: each figure at every catalogue size, and the largest against the first. */
function scaleReport(rows) {
  const [base, ...rest] = rows
  const sizes = rows.map((r) => `${fmtInt(r.products)} products`)
  const ratio = (a, b) => (a && b ? fmtRatio(b / a) : '–')
  const line = (label, get, fmt, target = '') => [
    label,
    ...rows.map((r) => fmt(get(r))),
    ...rest.map((r) => ratio(get(base), get(r))),
    target,
  ]
  const out = [`### Scale: ${rows.map((r) => fmtInt(r.products)).join(' and ')} products`, '']
  const body = [
    line(
      'Server answered after start (s)',
      (r) => r.coldStart,
      (v) => v.toFixed(1),
    ),
    line(
      'Search index built, first search after start (s)',
      (r) => r.indexBuild,
      (v) => v.toFixed(1),
      '≤ 10 s',
    ),
    line(
      'RSS at rest after the first search (MiB)',
      (r) => r.rssRest,
      (v) => fmtInt(v),
      '≤ 1,229 MiB (1.2 GiB)',
    ),
    line(
      'Search index, RSS growth per product (bytes)',
      (r) => r.indexBytesPerProduct,
      (v) => fmtInt(v),
    ),
    line(
      'Sitemap index, first answer (ms)',
      (r) => r.sitemap,
      (v) => fmtInt(v),
    ),
    ...base.pages.flatMap((page, i) => [
      line(
        `${page.name}: first render (ms)`,
        (r) => r.pages[i]?.first,
        (v) => (v == null ? '–' : fmtInt(v)),
      ),
      line(
        `${page.name}: p95, 1 connection (ms)`,
        (r) => r.pages[i]?.p95,
        (v) => (v == null ? '–' : fmtMs(v)),
        'within 1.3×',
      ),
    ]),
    ...(base.admin ?? []).flatMap((a, i) => [
      line(
        `${a.name}: first answer after start (ms)`,
        (r) => r.admin?.[i]?.first,
        (v) => (v == null ? '–' : fmtInt(v)),
        '≤ 1 s',
      ),
      line(
        `${a.name}: median of 5 after it (ms)`,
        (r) => r.admin?.[i]?.median,
        (v) => (v == null ? '–' : fmtInt(v)),
        '≤ 1 s',
      ),
    ]),
    line(
      'Search p95, 1 connection (ms)',
      (r) => find('search', 1, r.products)?.p95,
      (v) => (v == null ? '–' : fmtMs(v)),
      '≤ 5 ms',
    ),
    line(
      'XLSX export of the catalogue (s)',
      (r) => r.export?.seconds,
      (v) => (v == null ? '–' : v.toFixed(1)),
      '≤ 90 s at 100,000',
    ),
    line(
      'XLSX export, peak RSS (MiB)',
      (r) => r.export?.peakMiB,
      (v) => (v == null ? '–' : fmtInt(v)),
      'flat',
    ),
  ]
  out.push(
    table(
      [
        'Figure',
        ...sizes,
        ...rest.map((r) => `${fmtInt(r.products)} / ${fmtInt(base.products)}`),
        'Target',
      ],
      body,
    ),
    '',
    'Each catalogue on a server of its own, started cold (SQLite). Index memory: RSS 5 s after the first search less RSS before it, per product. Admin rows: a staff session GET of the list HTML (rendered on the server, rows checked), the first after the sitemap, then 5 more. Page rows: the first request after start, then the load run (its rows are also in the load table).',
    '',
  )
  return out
}

function report() {
  const L = cfg.large
  const S = cfg.small
  const many = cfg.many
  const out = []
  const commit = R.commit
  const cpu = os.cpus()
  out.push(
    `## Vitrin benchmark — ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  )
  out.push('')
  out.push(
    `Commit ${commit}; Node ${serverNodeVersion}${cfg.node === process.execPath ? '' : ` (app servers, BENCH_NODE; the bench itself ${process.version})`}; ${cpu.length} × ${cpu[0]?.model?.trim() ?? 'CPU'}; load average at start ${R.loadAtStart.toFixed(2)}, at the end ${os.loadavg()[0].toFixed(2)} (other work on the machine skews the figures). ` +
      `All on 127.0.0.1: ${cfg.client === 'wrk' ? `wrk ${R.wrkVersion} (one thread, its own process; latencies from its histogram, µs resolution; non-2xx = statuses ≥ 400)` : "autocannon in the bench's own process"}, ${cfg.duration} s per run after a warm-up (${cfg.warmup} requests or ${WARM_MS / 1000} s; before the search runs every query ×3 and ${cfg.searchWarmS} s of unmeasured search load, before the uncached product run ${cfg.renderWarmS} s of unmeasured renders of other products), 1 and ${many} connections; ` +
      `server \`node scripts/start.mjs\` (NODE_ENV=production, build ${cfg.distDir}, SQLite, NEXT_COMPRESS=0; Node flags ${serverNodeFlags({ SERVER_NODE_FLAGS }).join(' ')}); the framework's floor \`next start bench/floor\` beside it (a Next app of its own, same Node binary, flags and settings, ${cfg.renderWarmS} s of unmeasured renders before its run). ` +
      `Latencies are per response (ms, sub-millisecond), req/s = completed responses / duration; app CPU ms/req = CPU time (user + system, all cores) of the app's process tree during the run / completed responses (what a request costs the app, less sensitive than latency to a shared machine; for the micro-cache rows, what reaches the app).${cfg.quick ? ' **BENCH_QUICK run: short durations, figures are indicative only.**' : ''}`,
  )
  out.push('')

  // Setup and server figures.
  const sm = R.servers.small ?? {}
  const lg = R.servers.large ?? {}
  const rss = (r) => (r ? `${fmtMiB(r.totalMiB)} (next-server ${fmtMiB(r.largestMiB)})` : '–')
  out.push(`### Build, catalogues, server`)
  out.push('')
  out.push(
    table(
      ['Figure', `${fmtInt(S)} products`, `${fmtInt(L)} products`],
      [
        [
          'Build (`npm run build`, clean `.next-bench`)',
          R.build.skipped ? `skipped (reused ${cfg.distDir})` : fmtS(R.build.seconds),
          '',
        ],
        [
          'Floor app build (`next build bench/floor`, when missing or older than its sources)',
          R.floorBuild?.reused ? 'up to date (reused)' : fmtS(R.floorBuild?.seconds),
          '',
        ],
        [
          'Catalogue generation',
          R.gen.seedSeconds === null
            ? 'reused (BENCH_DATA_DIR)'
            : `seed via Local API ${fmtS(R.gen.seedSeconds)}`,
          R.gen.growSeconds === null
            ? 'reused (BENCH_DATA_DIR)'
            : `copy + ${fmtInt(L - S)} by SQL ${fmtS(R.gen.growSeconds)}`,
        ],
        [
          'Generated products verified (API, page, search)',
          '',
          R.verified ? `✓ ${R.verified.join(', ')}` : '–',
        ],
        ['Cold start → first 200 of /api/categories', fmtS(sm.coldStart), fmtS(lg.coldStart)],
        ['First search after start (index build)', fmtS(sm.firstSearch), fmtS(lg.firstSearch)],
        ['RSS at rest, process tree (after warm-up, idle)', rss(sm.rest), rss(lg.rest)],
        [
          'RSS under load, max (process tree, during the search, JSON, page and write runs)',
          rss(sm.load),
          rss(lg.load),
        ],
        [
          `RSS at rest before → after ${fmtInt(cfg.facetUrls)} distinct filtered listing URLs (one request each, sequential; each a new cached read)`,
          '',
          lg.facets
            ? `${fmtMiB(lg.facets.before.totalMiB)} → ${fmtMiB(lg.facets.after.totalMiB)} (+${fmtMiB(lg.facets.after.totalMiB - lg.facets.before.totalMiB)}; next-server +${fmtMiB(lg.facets.after.largestMiB - lg.facets.before.largestMiB)}), ${fmtS(lg.facets.seconds)}, ${fmtInt(lg.facets.bad)} not 200`
            : '–',
        ],
        [
          'Server log lines mentioning an error',
          String(sm.logErrors?.count ?? '–'),
          String(lg.logErrors?.count ?? '–'),
        ],
        [
          '`nginx -t` of deploy/nginx/vitrin.conf (self-signed cert)',
          R.nginxTest.ok ? '✓ ok' : `✗ ${R.nginxTest.output}`,
          '',
        ],
        [
          'Micro-cache behaviour (loopback variant of deploy/nginx)',
          '',
          R.microChecks ? R.microChecks.map(([what, ok]) => `${mark(ok)} ${what}`).join(', ') : '–',
        ],
      ],
    ),
  )
  out.push('')

  if (R.sheets) {
    out.push(`### Catalogue spreadsheets (\`npm run catalog:export\` / \`catalog:import\`)`)
    out.push('')
    const summary = (x) =>
      x
        ? `${fmtInt(x.total)} rows: ${fmtInt(x.created)} created, ${fmtInt(x.updated)} updated, ${fmtInt(x.unchanged)} unchanged, ${fmtInt(x.refused)} refused, ${fmtInt(x.failed)} failed`
        : ''
    out.push(
      table(
        [
          'Database',
          'Run',
          'Exit',
          'Time',
          'Rows/s',
          'Peak RSS (process tree)',
          'Peak RSS (the CLI process)',
          'Result',
        ],
        R.sheets.rows.map((r) => [
          r.db,
          r.label,
          String(r.code),
          fmtS(r.seconds),
          r.summary ? fmtInt(r.summary.total / r.seconds) : fmtInt(L / r.seconds),
          fmtMiB(r.peakMiB),
          fmtMiB(r.processMiB),
          r.bytes ? `${fmtMiB(r.bytes / 1024 / 1024)} file` : summary(r.summary),
        ]),
      ),
    )
    out.push('')
    out.push(
      `SQLite: export of the ${fmtInt(L)}-product catalogue; import of that XLSX into a copy of the ${fmtInt(S)}-product catalogue (so most rows create a product); updates: every product of the ${fmtInt(L)}-product catalogue with a new name and list price. PostgreSQL (a database of its own, seeded with ${fmtInt(S)} products, then ANALYZE as autovacuum would): the same XLSX, dry run and real run, the CSV export of the catalogue that made, then the same updates. JOBS_AUTORUN=0, no server running; the import's heap capped as \`npm run catalog:import\` does.`,
    )
    if (R.sheets.postgresSkipped) out.push('', `PostgreSQL skipped: ${R.sheets.postgresSkipped}.`)
    for (const db of ['SQLite', 'PostgreSQL']) {
      const by = Object.fromEntries(
        R.sheets.rows.filter((r) => r.db === db && r.code === 0).map((r) => [r.label, r.seconds]),
      )
      const csvExport = by['Export CSV']
      const ratio = (label) => (by[label] ? `${(by[label] / csvExport).toFixed(1)}×` : '–')
      if (csvExport)
        out.push(
          '',
          `${db}: import against the CSV export of the same catalogue in this run (issue 43: at most 3×): creates ${ratio('Import XLSX')}, updates ${ratio('Import CSV, 2 columns changed (updates)')}, dry run ${ratio('Import XLSX, dry run')}.`,
        )
      // Issue 43's figures for a 20,000-row sheet on a host like the one it was measured on.
      const imports = R.sheets.rows.filter((r) => r.db === db && r.label.startsWith('Import'))
      const within = (label, s) => (by[label] ? `${fmtS(by[label])} ${mark(by[label] <= s)}` : '–')
      if (imports.length)
        out.push(
          '',
          `${db} against issue 43's figures: creates ≤ 60 s ${within('Import XLSX', 60)}, updates ≤ 20 s ${within('Import CSV, 2 columns changed (updates)', 20)}, dry run ≤ 15 s ${within('Import XLSX, dry run', 15)}; peak RSS of the CLI process ≤ 600 MiB: ${imports.map((r) => `${fmtMiB(r.processMiB)} ${mark(r.processMiB <= 600)}`).join(', ')}.`,
        )
    }
    out.push('')
  }
  if (R.prices) {
    const p = R.prices
    out.push(`### Price-and-stock feed (\`npm run prices:import\`)`)
    out.push('')
    out.push(
      table(
        ['Run', 'Exit', 'Time', 'Rows/s', 'Peak RSS (process tree)', 'Result'],
        p.rows.map((r) => [
          r.label,
          String(r.code),
          fmtS(r.seconds),
          fmtInt(p.count / r.seconds),
          fmtMiB(r.peakMiB),
          r.summary
            ? `${fmtInt(r.summary.total)} rows: ${fmtInt(r.summary.updated)} updated, ${fmtInt(r.summary.unchanged)} unchanged, ${fmtInt(r.summary.refused)} refused, ${fmtInt(r.summary.failed)} failed`
            : '',
        ]),
      ),
    )
    out.push('')
    const v = p.verified
    out.push(
      `A ${fmtInt(p.count)}-row CSV (${fmtMiB(p.bytes / 1024 / 1024)}; price, currency, stock, lead time, and one price group's net price on every other row) into a copy of the ${fmtInt(L)}-product catalogue, no server running; target ≤ 30 s for the real run: ${mark(p.rows[1]?.code === 0 && p.rows[1].seconds <= 30)}. Afterwards ${fmtInt(v.products)} products and ${fmtInt(v.versions)} latest versions have a list price, ${fmtInt(v.groupPrices)} / ${fmtInt(v.versionGroupPrices)} special prices.`,
    )
    out.push('')
    if (p.http) {
      const h = p.http
      const r = h.report ?? {}
      out.push(
        table(
          ['Through a running server', 'Status', 'Time', 'Rows/s', 'Peak RSS (server)', 'Result'],
          [
            [
              'Same sheet, signed `POST /erp/fiyat-stok` (fresh copy)',
              String(h.status),
              fmtS(h.seconds),
              fmtInt(p.count / h.seconds),
              fmtMiB(h.peakMiB),
              `${fmtInt(r.updated)} updated, ${fmtInt(r.refused)} refused; ${fmtInt(h.verified.products)} products priced after`,
            ],
            p.priceList
              ? [
                  `Dealer price list, \`GET /bayi/fiyat-listesi\` (XLSX, every product)`,
                  String(p.priceList.status),
                  fmtS(p.priceList.seconds),
                  fmtInt(p.count / p.priceList.seconds),
                  fmtMiB(p.priceList.peakMiB),
                  `${fmtMiB(p.priceList.bytes / 1024 / 1024)} streamed`,
                ]
              : ['Dealer price list', '–', '–', '–', '–', ''],
          ],
        ),
      )
      out.push('')
      out.push(
        `Targets: a 20,000-row price update ≤ 30 s through the route ${mark(h.status === 200 && h.seconds <= 30)} (the CLI above adds Payload's start-up); the dealer's 20,000-row price list ≤ 30 s ${mark(p.priceList?.status === 200 && p.priceList.seconds <= 30)}.`,
      )
      out.push('')
    }
  }
  if (R.scale) out.push(...scaleReport(R.scale))
  if (cfg.onlySheets || cfg.onlyPrices || cfg.onlyScale) return out.join('\n')

  // Targets.
  const search1 = find('search', 1, L)
  const uncached = find('uncached', 1, L)
  const floor = find('floor', 1, L)
  const empty = find('empty', 1)
  // What the uncached product page is read against: the same layout, and Next with nothing in it.
  const floorsBeside = [
    floor && `about page rendered on every request: ${fmtMs(floor.p95)} ms`,
    empty && `empty Next page (bench/floor): ${fmtMs(empty.p95)} ms`,
  ].filter(Boolean)
  const contact1 = find('contact', 1)
  const uncachedRatio = uncached && empty ? uncached.p95 / empty.p95 : null
  const targets = {
    search: (r) =>
      r.key === 'search' && r.connections === 1 && r.products === L
        ? { text: 'p95 ≤ 5 ms', ok: r.p95 <= 5 }
        : null,
    uncached: uncachedRatio === null ? null : uncachedRatio <= UNCACHED_VS_FLOOR,
  }

  out.push(`### Load (${cfg.client})`)
  out.push('')
  const loadRows = R.runs.map((r) => {
    let target = ''
    let ok = null
    const t = targets.search(r)
    if (t) {
      target = t.text
      ok = t.ok
    } else if (r.key === 'uncached') {
      target = `p95 ≤ ${UNCACHED_VS_FLOOR} × the floor's`
      ok = targets.uncached
    } else if (r.key === 'planner') {
      target = `p95 ≤ ${PLANNER_P95_MS} ms`
      ok = r.p95 <= PLANNER_P95_MS
    } else if (r.key?.startsWith('dealer-') && r.key.endsWith('-dealer')) {
      // The visitor's row of the same page, measured just before it.
      const visitor = find(r.key.replace(/-dealer$/, '-anon'), 1, L)
      target = `p95 ≤ ${DEALER_VS_VISITOR} × the visitor's (${visitor ? fmtRatio(r.p95 / visitor.p95) : '–'})`
      ok = visitor ? r.p95 <= DEALER_VS_VISITOR * visitor.p95 : null
    }
    const errs = r.bad + r.errors
    return [
      r.area,
      shortPath(r.what),
      r.products ? fmtInt(r.products) : '–',
      r.connections,
      fmtInt(r.rps),
      fmtMs(r.p50),
      fmtMs(r.p95),
      fmtMs(r.p99),
      r.cpuPerRequest == null ? '–' : fmtMs(r.cpuPerRequest),
      r.bad,
      r.errors,
      target || (errs ? 'no error' : ''),
      target ? mark(ok && errs === 0) : errs ? '✗' : '',
    ]
  })
  out.push(
    table(
      [
        'Area',
        'Request',
        'Products',
        'Conn.',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'app CPU ms/req',
        'non-2xx',
        'errors',
        'Target',
        '',
      ],
      loadRows,
      ['', '', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', '', ''],
    ),
  )
  out.push('')
  if (cfg.onlyDealer || cfg.onlyPlanner) return out.join('\n')

  // Pages side by side.
  const bareRuns = Object.fromEntries(CONNS.map((c) => [c, find('bare', c)]))
  out.push(
    `### Pages side by side (${fmtInt(L)} products): Node, nginx static (saved HTML), nginx micro-cache (deploy/nginx/vitrin-proxy.conf), bare static Next page \`${R.barePage}\``,
  )
  out.push('')
  out.push(
    `nginx static and micro-cache were measured in turns, ${cfg.pairRounds} round(s) each at ${many} connections (1 at 1 connection); each shows its median round. Rounds (req/s): ` +
      (R.pages ?? [])
        .map(([name]) => {
          const st = find('static', many, L, name)
          const mc = find('micro', many, L, name)
          return `${name} static ${st?.rounds?.map(fmtInt).join(' / ') ?? '–'}, micro ${mc?.rounds?.map(fmtInt).join(' / ') ?? '–'}`
        })
        .join('; ') +
      '.',
  )
  out.push('')
  const pageRows = []
  const pageChecks = []
  for (const [name, p] of R.pages ?? []) {
    for (const c of CONNS) {
      const node = find('page', c, L, name)
      const st = find('static', c, L, name)
      const mc = find('micro', c, L, name)
      const bare = bareRuns[c]
      const nodeVsStatic = node.rps / st.rps
      const microVsStatic = mc.rps / st.rps
      const nodeVsBare = node.rps / bare.rps
      if (c === many) pageChecks.push({ name, microVsStatic, nodeVsBare })
      pageRows.push([
        `${name} \`${shortPath(p)}\``,
        c,
        `${fmtInt(node.rps)} / ${fmtMs(node.p95)}`,
        `${fmtInt(st.rps)} / ${fmtMs(st.p95)}`,
        `${fmtInt(mc.rps)} / ${fmtMs(mc.p95)} (${R.microCacheStatus?.[name]})`,
        `${fmtInt(bare.rps)} / ${fmtMs(bare.p95)}`,
        fmtRatio(nodeVsStatic),
        `${fmtRatio(microVsStatic)} ${c === many ? mark(microVsStatic >= 0.9) : ''}`,
        `${fmtRatio(nodeVsBare)} ${c === many ? mark(nodeVsBare >= 1) : ''}`,
      ])
    }
  }
  out.push(
    table(
      [
        'Page',
        'Conn.',
        'Node req/s / p95 ms',
        'nginx static req/s / p95',
        'micro-cache req/s / p95 (2nd request)',
        'bare Next static req/s / p95',
        'Node / static',
        `micro / static (≥ 0.90 at ${many})`,
        `Node / bare Next (≥ 1 at ${many})`,
      ],
      pageRows,
      ['', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  )
  out.push('')

  // Lighthouse: the four pages, and the empty page as the framework's floor beside them.
  const isFloor = (r) => r.floor === true
  const lh = R.lighthouse
  const lhPages = lh?.filter((r) => !isFloor(r) && !r.buyer)
  const lhBuyer = lh?.filter((r) => r.buyer) ?? []
  const lhProduct = lhPages?.find((r) => r.name === 'Product')
  const lhFloor = lh?.find(isFloor)
  if (lh) {
    out.push(
      `### Lighthouse (mobile preset, ${cpuSlowdownLabel(R.lighthouseCpu)}, median of ${cfg.lhRuns}, via ${cfg.lhVia === 'proxy' ? 'the nginx micro-cache with gzip over HTTPS and HTTP/2, as in production' : 'Node directly'})`,
    )
    out.push('')
    out.push(
      table(
        LIGHTHOUSE_HEADERS,
        lh.map((r) => lighthouseCells(r)),
      ),
    )
    out.push('')
  }

  // Summary of targets.
  const totalBad = R.runs.reduce((n, r) => n + r.bad, 0)
  const totalErr = R.runs.reduce((n, r) => n + r.errors, 0)
  const summary = [
    [
      'Search p95 at 1 connection, ' + fmtInt(L) + ' products',
      '≤ 5 ms',
      search1 ? `${fmtMs(search1.p95)} ms` : '–',
      mark(search1 ? search1.p95 <= 5 : null),
    ],
    [
      'Uncached product page p95 vs the floor (empty Next page) p95, 1 connection',
      `≤ ${UNCACHED_VS_FLOOR}× (aim 1.5×)`,
      uncached
        ? `${fmtMs(uncached.p95)} ms = ${uncachedRatio === null ? '–' : fmtRatio(uncachedRatio)}` +
          (floorsBeside.length ? ` (${floorsBeside.join('; ')})` : '')
        : '–',
      mark(targets.uncached),
    ],
    [
      'POST /api/contact at 1 connection',
      `p95 ≤ ${CONTACT_BASELINE.p95} ms, ≥ ${CONTACT_BASELINE.rps} req/s (the run of 66b00f1)`,
      contact1 ? `${fmtMs(contact1.p95)} ms, ${fmtInt(contact1.rps)} req/s` : '–',
      mark(
        contact1
          ? contact1.p95 <= CONTACT_BASELINE.p95 && contact1.rps >= CONTACT_BASELINE.rps
          : null,
      ),
    ],
    ...pageChecks.map((c) => [
      `${c.name}: micro-cache req/s vs nginx static (${many} conn.)`,
      '≥ 0.90×',
      fmtRatio(c.microVsStatic),
      mark(c.microVsStatic >= 0.9),
    ]),
    ...(lhPages && lhFloor
      ? lhPages.map((r) => {
          const gap = lhFloor.performance - r.performance
          const was = LIGHTHOUSE_GAP_BEFORE[r.name]
          return [
            `Lighthouse ${r.name}: performance below the floor's`,
            `≤ ${was ?? '?'} points (66b00f1); aim ≤ 3`,
            `${gap} (${r.performance} vs ${lhFloor.performance}; a11y ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo})`,
            mark(was === undefined ? null : gap <= was),
          ]
        })
      : [['Lighthouse', 'each page near the floor', 'skipped', '–']]),
    ...(lhProduct
      ? lhBuyer.map((r) => {
          const gap = lhProduct.performance - r.performance
          return [
            `Lighthouse ${r.name}: performance below the product page's`,
            '≤ 3 points (issue 31)',
            `${gap} (${r.performance} vs ${lhProduct.performance}; a11y ${r.accessibility}, TBT ${Math.round(r.tbt)} ms)`,
            mark(gap <= 3),
          ]
        })
      : []),
    // Issue 40 (11a): what a slow phone waits on, every page against the floor in this run.
    ...(lhFloor
      ? lh
          .filter((r) => !isFloor(r))
          .map((r) => [
            `Lighthouse ${r.name}: blocking time and JavaScript against the floor's`,
            'TBT ≤ 1.5×, JS ≤ floor + 15 kB (issue 40)',
            `${fmtRatio(r.tbt / lhFloor.tbt)} (${Math.round(r.tbt)} vs ${Math.round(lhFloor.tbt)} ms${byRound(r, lhFloor)}), ${r.js - lhFloor.js >= 0 ? '+' : ''}${(r.js - lhFloor.js).toFixed(1)} kB`,
            mark(r.tbt <= 1.5 * lhFloor.tbt && r.js - lhFloor.js <= 15),
          ])
      : []),
    ...(lhFloor
      ? [
          [
            `Lighthouse ${lhFloor.name} (the framework's floor, TBT ${Math.round(lhFloor.tbt)} ms)`,
            'no target',
            `${lhFloor.performance} (${lhFloor.performanceMin}–${lhFloor.performanceMax})`,
            '–',
          ],
        ]
      : []),
    [
      'Errors under load (all runs)',
      '0',
      `${totalBad} non-2xx, ${totalErr} socket errors/timeouts`,
      mark(totalBad + totalErr === 0),
    ],
  ]
  out.push('### Targets')
  out.push('')
  out.push(table(['Target', 'Goal', 'Measured', ''], summary))
  out.push('')
  if (R.notes.length) {
    out.push('Notes:')
    for (const n of R.notes) out.push(`- ${n}`)
    out.push('')
  }
  out.push(`Total bench time ${fmtS((Date.now() - started) / 1000)}.`)
  return out.join('\n')
}

// ---------------------------------------------------------------------------------------------

function describeCommit() {
  try {
    let commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim()
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'src', 'next.config.ts', 'package.json', 'bench/floor'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    ).trim()
    if (dirty) commit += ' + uncommitted changes (built as they were)'
    return commit
  } catch {
    return 'unknown'
  }
}

async function main() {
  R.loadAtStart = os.loadavg()[0]
  // The state of the tree the build is made from.
  R.commit =
    describeCommit() + (cfg.skipBuild ? ` (build reused from ${cfg.distDir}, possibly older)` : '')
  log(`temp folder ${tmp}; ${cfg.duration} s per run${cfg.quick ? ' (BENCH_QUICK)' : ''}`)
  ensureNginx(log)
  if (cfg.client === 'wrk') {
    ensureWrk(log)
    R.wrkVersion = wrkVersion()
  }
  if (!cfg.skipLighthouse) ensureChromium(log)
  R.nginxTest = validateDeployConfig(path.join(tmp, 'nginx-test'))
  if (!R.nginxTest.ok) log(`nginx -t of deploy/nginx/vitrin.conf failed:\n${R.nginxTest.output}`)

  await build()
  // The floor is read only beside the page runs.
  if (!cfg.onlyPrices && !cfg.onlyDealer && !cfg.onlyPlanner && !cfg.onlyScale) await buildFloor()

  const dataDir = cfg.dataDir ?? path.join(tmp, 'data')
  R.gen = await generateDatabases({ dir: dataDir, small: cfg.small, large: cfg.large, log })
  const smallCat = await readCatalogue(R.gen.small.dir)
  const largeCat = await readCatalogue(R.gen.large.dir)
  const queries = searchQueries(smallCat.skus)

  if (cfg.onlyDealer || cfg.onlyPlanner) await benchRowsOnly(R.gen.large, largeCat)
  else if (cfg.onlyScale) {
    const huge = await generateDatabases({
      dir: dataDir,
      small: cfg.small,
      large: cfg.huge,
      log,
    })
    R.scale = await benchScale({
      cats: [R.gen.large, huge.large],
      queries,
      startApp,
      timedGet,
      measure,
      measureSearch,
      exportEnv: (dir) => ({ ...serverEnv(dir, 0), JOBS_AUTORUN: '0' }),
      root: ROOT,
      tmp,
      log,
    })
  } else if (!cfg.onlySheets && !cfg.onlyPrices) {
    await benchSmall(R.gen.small, queries)
    await benchLarge(R.gen.large, queries, largeCat)
  }
  if (!cfg.onlyPrices && !cfg.onlyDealer && !cfg.onlyPlanner && !cfg.onlyScale) {
    R.sheets = await benchSheets({
      root: ROOT,
      tmp,
      largeDir: R.gen.large.dir,
      smallDir: R.gen.small.dir,
      smallCount: R.gen.small.count,
      dataEnv,
      baseEnv: serverEnv(R.gen.small.dir, 0),
      log,
    })
    R.logs.push(R.sheets.logFile)
  }
  if (!cfg.onlyDealer && !cfg.onlyPlanner && !cfg.onlyScale) {
    R.prices = await benchPrices({
      root: ROOT,
      tmp,
      largeDir: R.gen.large.dir,
      dataEnv,
      baseEnv: serverEnv(R.gen.large.dir, 0),
      log,
    })
    R.logs.push(R.prices.logFile)
  }

  for (const [label, s] of Object.entries(R.servers)) {
    if (!s.logErrors?.count) continue
    const top = s.logErrors.distinct
      .slice(0, 3)
      .map(([m, n]) => `\`${m}\` (${n}×)`)
      .join('; ')
    R.notes.push(
      `Server log (${fmtInt(s.products)} products): ${s.logErrors.count} lines mention an error${top ? `; messages: ${top}` : ''}.`,
    )
    log(
      `server ${label}: ${s.logErrors.count} error lines; distinct messages:`,
      s.logErrors.distinct,
    )
  }
  if (R.floorLogErrors?.count) {
    const top = R.floorLogErrors.distinct
      .slice(0, 3)
      .map(([m, n]) => `\`${m}\` (${n}×)`)
      .join('; ')
    R.notes.push(
      `Floor server log (bench/floor): ${R.floorLogErrors.count} lines mention an error${top ? `; messages: ${top}` : ''}.`,
    )
  }
  for (const r of R.runs) {
    if (!r.gc) continue
    const g = r.gc
    const every = g.minor ? r.requests / g.minor : null
    R.notes.push(
      `Garbage collection in the app during "${r.what}" (${fmtInt(r.requests)} responses, from its \`--trace-gc\`): ${fmtInt(g.minor)} scavenges${every ? ` (one per ${every.toFixed(1)} responses)` : ''}${g.minor ? `, pause median ${fmtMs(g.minorP50)} ms, max ${fmtMs(g.minorMax)} ms, ${fmtMs(g.minorTotalMs / r.requests)} ms per response` : ''}; ${fmtInt(g.major)} mark-compact${g.major === 1 ? '' : 's'}${g.major ? `, ${fmtMs(g.majorPauseMs)} ms of pause (+ ${fmtMs(g.majorIncrementalMs)} ms of incremental marking)` : ''}. Each pause lands on the request being served.`,
    )
  }
  if (R.fetchFailures.length) {
    R.notes.push(
      `Requests outside the load runs (warm-up, checks) that failed at the socket level and were tried again: ${R.fetchFailures.length}; first: ${R.fetchFailures[0]}.`,
    )
  }
  if (R.slowQueries?.length) {
    const q = R.slowQueries
    R.notes.push(
      `Search queries one by one (${fmtInt(cfg.large)} products, sequential fetch, ${q[0].n} each, median / max ms): slowest ${q
        .slice(0, 6)
        .map((r) => `"${r.q}" ${fmtMs(r.p50)} / ${fmtMs(r.max)}`)
        .join(', ')}; fastest "${q[q.length - 1].q}" ${fmtMs(q[q.length - 1].p50)}.`,
    )
  }
  if (R.lighthouse) {
    for (const r of R.lighthouse) {
      if (r.failing?.length)
        R.notes.push(`Lighthouse ${r.name}: audits below 100 — ${r.failing.join(', ')}.`)
    }
  }
  const text = report()
  console.log(text)
  fs.mkdirSync(path.dirname(cfg.out), { recursive: true })
  fs.writeFileSync(cfg.out, `${text}\n`)
  log(`written to ${path.relative(ROOT, cfg.out)}`)
}

let code = 0
try {
  await main()
} catch (error) {
  console.error(`[bench] failed: ${error?.stack ?? error}`)
  for (const file of R.logs) {
    const tail = fs.readFileSync(file, 'utf8').split('\n').slice(-40).join('\n')
    console.error(`[bench] last lines of ${path.basename(file)}:\n${tail}`)
  }
  code = 1
} finally {
  await cleanupAll()
}
process.exit(code)
