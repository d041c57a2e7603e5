#!/usr/bin/env node
// `npm run bench:cluster`: issue 43's "past one machine". On PostgreSQL with Redis, two app
// instances (JOBS_AUTORUN=0) behind the shipped nginx snippet and one jobs worker
// (`npm run jobs:worker -- --queue catalog --cron …`, docs/DEPLOYMENT.md). A sheet of BENCH_CLUSTER_ROWS
// (20,000) new products is uploaded as an admin would and imported by the worker, while one client
// per instance reads pages. Reports: each instance's page p95 idle and during the import, the
// delay from the import's end until each instance shows its products (page and search), whether
// their search answers agree, and memory. Writes bench/results/cluster.md.
// Needs a build (.next, or NEXT_DIST_DIR), PostgreSQL on 127.0.0.1:5432 (user postgres), Redis on
// 127.0.0.1:6379, and nginx (installed from apt when missing).
// `BENCH_CLUSTER_SINGLE=1`: the default deployment instead, one server on SQLite running its own
// jobs (JOBS_AUTORUN), no Redis, nginx or worker; writes bench/results/single-import.md.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { BENCH_PAYLOAD_SECRET } from './generate.mjs'
import { percentile } from './lib/load.mjs'
import { ensureNginx, startMicroCache } from './lib/nginx.mjs'
import {
  cleanupAll,
  freePort,
  onCleanup,
  rssSampler,
  sleep,
  startProcess,
  tempDir,
  treeRss,
} from './lib/proc.mjs'
import { fmtInt, fmtMiB, fmtMs, fmtRatio, fmtS, mark, table } from './lib/report.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const ROWS = Number(process.env.BENCH_CLUSTER_ROWS) || 20_000
const DIST = process.env.NEXT_DIST_DIR || '.next'
const PG_ADMIN = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379'
const SINGLE = process.env.BENCH_CLUSTER_SINGLE === '1'
const OUT = path.join(ROOT, `bench/results/${SINGLE ? 'single-import' : 'cluster'}.md`)
const ADMIN = { email: 'cluster-admin@example.com', password: 'Küme-Bench-2026!' }
const log = (s) => console.error(`[cluster] ${s}`)

const stamp = Date.now()
const tmp = tempDir('vitrin-cluster-')

async function createDatabase() {
  if (SINGLE) return `file:${path.join(tmp, 'vitrin.db')}`
  const name = `vitrin_cluster_${stamp}`
  const admin = new pg.Client({ connectionString: PG_ADMIN })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: PG_ADMIN })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  })
  return PG_ADMIN.replace(/\/[^/]*$/, `/${name}`)
}

function baseEnv(databaseUrl, siteUrl) {
  const e = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    ...(SINGLE ? {} : { REDIS_URL }),
    // A prefix of this run's own, so that a shared Redis keeps nothing of it apart.
    CACHE_PREFIX: `vitrin-cluster-${stamp}:cache`,
    RATE_LIMIT_PREFIX: `vitrin-cluster-${stamp}:rl:`,
    PAYLOAD_SECRET: BENCH_PAYLOAD_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_DIR: tmp,
    MEDIA_DIR: path.join(tmp, 'media'),
    DOCUMENTS_DIR: path.join(tmp, 'documents'),
    NEXT_DIST_DIR: DIST,
    JOBS_AUTORUN: SINGLE ? '1' : '0',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_MAIL_MAX: '1000000',
    NEXT_COMPRESS: '0',
    NEXT_TELEMETRY_DISABLED: '1',
    TRUST_PROXY: '1',
    HOSTNAME: '127.0.0.1',
    SITE_URL: siteUrl,
  }
  for (const k of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'S3_BUCKET']) delete e[k]
  if (SINGLE) delete e.REDIS_URL
  return e
}

async function waitReady(base, proc, logFile, timeoutMs = 300_000) {
  const t0 = Date.now()
  for (;;) {
    if (proc.exited)
      throw new Error(`${base} exited:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`)
    if (Date.now() - t0 > timeoutMs) throw new Error(`${base}: no answer in ${timeoutMs / 1000} s`)
    try {
      const res = await fetch(`${base}/api/categories`)
      await res.arrayBuffer()
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
}

async function startInstance(label, env, seed) {
  const port = await freePort()
  const logFile = path.join(tmp, `${label}.log`)
  const proc = startProcess(process.execPath, ['scripts/start.mjs'], {
    env: { ...env, PORT: String(port), SKIP_SEED: seed ? '0' : '1' },
    cwd: ROOT,
    logFile,
  })
  const base = `http://127.0.0.1:${port}`
  await waitReady(base, proc, logFile)
  log(`${label} answers at ${base}`)
  return { label, base, port, proc, logFile }
}

async function json(url, init) {
  const res = await fetch(url, init)
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** A sheet of new products spread over the demo's sub-categories and brands. */
async function writeSheet(base) {
  const categories = await json(`${base}/api/categories`)
  const leaves = categories.flatMap((c) =>
    (c.children?.length ? c.children : [c]).map((x) => x.slug),
  )
  const brands = (await json(`${base}/api/brands`)).map((b) => b.slug)
  const lines = ['Ürün kodu;Ad;Kısa ad (URL);Kategori;Marka;Durum']
  const code = (i) => `KM${stamp % 100000}-${String(i).padStart(5, '0')}`
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `${code(i)};Küme Kamera ${i} IP ${2 + (i % 7)} MP;${code(i).toLowerCase()};${leaves[i % leaves.length]};${brands[i % brands.length]};Yayında`,
    )
  const file = path.join(tmp, 'kume.csv')
  fs.writeFileSync(file, lines.join('\r\n'))
  return { file, last: code(ROWS - 1), first: code(0), category: leaves[0] }
}

/** One client per instance reading `paths` in turn until `until()` is true; latencies in ms. */
async function readPages(instances, paths, until) {
  const ms = Object.fromEntries(instances.map((i) => [i.label, []]))
  let errors = 0
  await Promise.all(
    instances.map(async (inst) => {
      for (let n = 0; !until(n); n++) {
        const t0 = performance.now()
        try {
          const res = await fetch(inst.base + paths[n % paths.length])
          await res.arrayBuffer()
          if (res.status !== 200) errors++
        } catch {
          errors++
        }
        ms[inst.label].push(performance.now() - t0)
      }
    }),
  )
  return { ms, errors }
}

const p95 = (list) =>
  percentile(
    [...list].sort((a, b) => a - b),
    95,
  )

/** nginx in front of the instances and the jobs worker (at nice 10, as its unit); the worker's pid. */
async function startCluster(env, instances, nginxPort) {
  const nginx = await startMicroCache({
    dir: path.join(tmp, 'nginx'),
    port: nginxPort,
    upstreamPort: instances.map((i) => i.port),
  })
  onCleanup(() => nginx.stop())
  const worker = startProcess(
    'nice',
    [
      '-n',
      '10',
      'npm',
      'run',
      '--silent',
      'jobs:worker',
      '--',
      '--queue',
      'catalog',
      '--limit',
      '1',
      '--cron',
      '*/2 * * * * *',
    ],
    { env, cwd: ROOT, logFile: path.join(tmp, 'worker.log') },
  )
  return worker.pid
}

async function main() {
  ensureNginx(log)
  if (!fs.existsSync(path.join(ROOT, DIST, 'BUILD_ID')))
    throw new Error(`no build in ${DIST}: npm run build`)
  const databaseUrl = await createDatabase()
  const nginxPort = await freePort()
  const env = baseEnv(databaseUrl, `http://127.0.0.1:${nginxPort}`)
  log(
    `${SINGLE ? 'SQLite, one server' : `PostgreSQL ${databaseUrl}, Redis ${REDIS_URL}`}; ${ROWS} rows`,
  )

  // The first instance migrates and seeds (the demo catalogue and ADMIN_EMAIL's account), then the
  // second starts: several instances must not race for the migrations (docs/DEPLOYMENT.md).
  const a = await startInstance(SINGLE ? 'server' : 'instance-a', env, true)
  const instances = SINGLE ? [a] : [a, await startInstance('instance-b', env, false)]
  // The importer: the worker, or the single server itself.
  const importerRss = rssSampler(
    SINGLE ? a.proc.pid : await startCluster(env, instances, nginxPort),
    250,
  )
  importerRss.start()

  // Through nginx: both instances answer behind the one address.
  const viaNginx = new Set()
  for (let i = 0; !SINGLE && i < 20; i++) {
    const res = await fetch(`http://127.0.0.1:${nginxPort}/cms-api/users/me`)
    await res.arrayBuffer()
    viaNginx.add(res.status)
  }

  const sheet = await writeSheet(a.base)
  const demo = (await json(`${a.base}/api/product_search/kamera`))[0]
  if (!demo) throw new Error('the demo catalogue has no product found by "kamera"')
  const paths = [
    `/urunler/${(await json(`${a.base}/api/categories`)).find((c) => c.children?.length)?.slug ?? sheet.category}`,
    `/urunler/urun/${demo.slug}`,
    '/api/product_search/kamera',
    `/markalarimiz/${(await json(`${a.base}/api/brands`))[0].slug}`,
  ]
  // Warm both (compiled routes, caches, the search index), then the idle figures.
  await readPages(instances, paths, (n) => n >= 40)
  const idle = await readPages(instances, paths, (n) => n >= 400)
  const rssIdle = Object.fromEntries(instances.map((i) => [i.label, treeRss(i.proc.pid).totalMiB]))

  const { token } = await json(`${a.base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const auth = `JWT ${token}`
  const form = new FormData()
  form.append('file', new Blob([fs.readFileSync(sheet.file)], { type: 'text/csv' }), 'kume.csv')
  form.append('_payload', JSON.stringify({ dryRun: false }))
  const uploaded = await json(`${a.base}/cms-api/catalog-imports`, {
    method: 'POST',
    headers: { Authorization: auth },
    body: form,
  })
  const id = uploaded.doc.id
  const queuedAt = Date.now()
  log(`import ${id} queued; reading pages on both instances while the worker runs it`)

  // Each instance is watched from the upload on until it shows the sheet's last product: search
  // by its code finds it and its page answers 200 (a light watch: the search API, 4 times a second).
  const visibleAt = {}
  let stopWatching = false
  const watchers = instances.map(async (inst) => {
    while (!stopWatching) {
      const found = await json(`${inst.base}/api/product_search/${sheet.last}`).catch(() => [])
      if (JSON.stringify(found).includes(sheet.last)) {
        const page = await fetch(`${inst.base}/urunler/urun/${sheet.last.toLowerCase()}`)
        await page.arrayBuffer()
        if (page.status === 200) {
          visibleAt[inst.label] = Date.now()
          return
        }
      }
      await sleep(250)
    }
  })

  let doc = uploaded.doc
  let startedAt = null
  const poll = (async () => {
    for (;;) {
      doc = await json(`${a.base}/cms-api/catalog-imports/${id}?depth=0`, {
        headers: { Authorization: auth },
      })
      if (!startedAt && doc.status === 'calisiyor') startedAt = Date.now()
      if (doc.status === 'tamamlandi' || doc.status === 'hata') return
      await sleep(500)
    }
  })()
  let done = false
  poll.finally(() => (done = true))
  const during = await readPages(instances, paths, () => done)
  await poll
  if (doc.status !== 'tamamlandi')
    throw new Error(`import ended "${doc.status}": ${doc.error ?? ''}`)
  const finishedAt = Date.parse(doc.finishedAt)
  const giveUp = setTimeout(() => (stopWatching = true), 120_000)
  await Promise.all(watchers)
  clearTimeout(giveUp)
  // Counted from the import's end; 0 when the product showed before the end was saved.
  const visible = Object.fromEntries(
    instances.map((i) => [
      i.label,
      i.label in visibleAt ? Math.max(0, visibleAt[i.label] - finishedAt) : NaN,
    ]),
  )

  // Their search indexes agree: the same answers for codes, words and a prefix.
  const queries = [
    sheet.first,
    sheet.last,
    'Küme Kamera 1999',
    'kamera',
    'küme',
    'IP 4 MP',
    demo.sku ?? demo.name,
  ]
  const disagree = []
  for (const q of SINGLE ? [] : queries) {
    const [x, y] = await Promise.all(
      instances.map((i) => json(`${i.base}/api/product_search/${encodeURIComponent(q)}?limit=20`)),
    )
    if (JSON.stringify(x) !== JSON.stringify(y)) disagree.push(q)
  }
  const listed = await Promise.all(
    instances.map(
      async (i) => (await json(`${i.base}/api/category/${sheet.category}`)).products.length,
    ),
  )
  const rssAfter = Object.fromEntries(instances.map((i) => [i.label, treeRss(i.proc.pid).totalMiB]))
  importerRss.pause()
  // At rest again, on the grown catalogue: the same pages list and count 20,000 more products, so
  // the import is set against this (the catalogue during it lies between the two).
  await readPages(instances, paths, (n) => n >= 40)
  const after = await readPages(instances, paths, (n) => n >= 400)

  const summary = doc.summary ?? {}
  const importS = (finishedAt - (startedAt ?? queuedAt)) / 1000
  const rows = instances.map((i) => {
    const before = p95(idle.ms[i.label])
    const rest = p95(after.ms[i.label])
    const under = p95(during.ms[i.label])
    return [
      i.label,
      fmtMs(before),
      fmtMs(rest),
      fmtMs(under),
      fmtRatio(under / rest),
      mark(under / rest <= 2),
      String(during.ms[i.label].length),
      `${fmtInt(visible[i.label])} ms`,
      mark(visible[i.label] <= 2000),
      fmtMiB(rssIdle[i.label]),
      fmtMiB(rssAfter[i.label]),
    ]
  })
  const setup = SINGLE
    ? `One server (\`scripts/start.mjs\`) on SQLite running its own jobs (\`JOBS_AUTORUN\`, the
catalogue queue every 2 s), no Redis, nginx or worker: the default deployment. The demo catalogue,
then a CSV of ${fmtInt(ROWS)} new products uploaded to \`/cms-api/catalog-imports\` as an admin does.`
    : `PostgreSQL
${await pgVersion(databaseUrl)} and Redis on 127.0.0.1; two instances (\`scripts/start.mjs\`,
\`JOBS_AUTORUN=0\`) behind nginx with \`deploy/nginx/vitrin-proxy.conf\` (upstream of both: status
${[...viaNginx].join(', ')} for 20 requests through it); one worker \`npm run jobs:worker --
--queue catalog --limit 1 --cron "*/2 * * * * *"\` (heap capped at 512 MB). The demo catalogue, then a CSV of
${fmtInt(ROWS)} new products uploaded to \`/cms-api/catalog-imports\` as an admin does.`
  const md = `## ${SINGLE ? 'One server importing' : 'Two instances and a jobs worker'} (issue 43) — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

\`${SINGLE ? 'BENCH_CLUSTER_SINGLE=1 ' : ''}npm run bench:cluster\` at ${describeCommit()}; this host: ${hostLine()}. ${setup}

- Import by ${SINGLE ? 'the server' : 'the worker'}: **${fmtS(importS)}** from its start to its end (${fmtS((finishedAt - queuedAt) / 1000)}
  from the upload), ${fmtInt(summary.created)} created, ${fmtInt(summary.refused)} refused, ${fmtInt(summary.failed)} failed;
  ${SINGLE ? 'server' : 'worker'} peak RSS ${fmtMiB(importerRss.max.totalMiB)}.
- Page p95: one client per instance reading, in turn, ${paths.map((p) => `\`${p}\``).join(', ')}
  (${fmtInt(idle.ms[a.label].length)} reads each at rest before the import and again after it; during the import as many
  as it lasted), errors ${idle.errors} / ${during.errors} / ${after.errors}.${SINGLE ? '' : ' The worker runs at `nice 10`, as\n  `vitrin-worker@.service` does.'}
- Shown on each instance: the sheet's last product's page answers 200 and search by its code finds
  it, counted from the import's \`finishedAt\` (target ≤ 2 s).
${
  SINGLE
    ? ''
    : `- Search agrees on both instances for ${queries.length - disagree.length} of ${queries.length} queries${disagree.length ? ` (differ: ${disagree.join(', ')})` : ''};
  the category \`${sheet.category}\` lists ${listed.join(' and ')} products on its first page.
`
}
${table(
  [
    'Instance',
    'p95 at rest, before',
    'p95 at rest, after',
    'p95 during import',
    'Ratio to after',
    '≤ 2×',
    'Reads during',
    'Shown after end',
    '≤ 2 s',
    'RSS at rest',
    'RSS after',
  ],
  rows,
)}
`
  fs.writeFileSync(OUT, md)
  console.log(md)
}

function describeCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim()
  } catch {
    return 'an unknown commit'
  }
}

function hostLine() {
  const cpus = fs.readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.*)$/gm) ?? []
  return `${cpus.length} × ${cpus[0]?.split(':')[1]?.trim() ?? 'CPU'}, Node ${process.version}`
}

async function pgVersion(url) {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  const { rows } = await c.query('SHOW server_version')
  await c.end()
  return rows[0].server_version.split(' ')[0]
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => cleanupAll())
