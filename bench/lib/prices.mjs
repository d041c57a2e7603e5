// The price-and-stock feed figures of `npm run bench`: `npm run prices:import` of a sheet that sets
// every product of the large catalogue (price, currency, stock, lead time, and one price group's
// special price on every other row), dry run then the real run, into a copy of that catalogue;
// then the same sheet through the signed route (`POST /erp/fiyat-stok`) of a running server into a
// fresh copy, and a priced dealer's price list of the whole catalogue (`/bayi/fiyat-listesi`).
import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { dealerCookie } from './dealer.mjs'
import { freePort, rssSampler, sleep, startProcess } from './proc.mjs'
import { importSummary, measured } from './sheets.mjs'

const SECRET = 'bench-price-feed-secret'

const CURRENCIES = ['TRY', 'USD', 'EUR']
const STOCK = ['Stokta', 'Sınırlı stok', 'Siparişle', 'Stokta yok']
const GROUP = 'Bench Bayi'

/** `1.234,56`: the way a Turkish ERP export writes it. */
const turkish = (cents) =>
  `${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}`

async function prepareTarget(largeDir, target, sheet) {
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(largeDir, target, { recursive: true })
  const db = createClient({ url: `file:${path.join(target, 'vitrin.db')}` })
  try {
    const now = new Date().toISOString()
    await db.execute({
      sql: 'INSERT OR IGNORE INTO price_groups (name, discount_percent, updated_at, created_at) VALUES (?, 10, ?, ?)',
      args: [GROUP, now, now],
    })
    const { rows } = await db.execute('SELECT sku FROM products ORDER BY id')
    const lines = [['Ürün kodu', 'Liste fiyatı', 'Para birimi', 'Stok', 'Tedarik süresi', GROUP]]
    rows.forEach(({ sku }, i) => {
      const cents = 1000 + ((i * 7919) % 9_000_000)
      lines.push([
        String(sku),
        turkish(cents),
        CURRENCIES[i % 3],
        STOCK[i % 4],
        String(i % 60),
        i % 2 ? turkish(Math.floor(cents * 0.85)) : '',
      ])
    })
    fs.writeFileSync(sheet, `${lines.map((l) => l.join(';')).join('\r\n')}\r\n`)
    return rows.length
  } finally {
    db.close()
  }
}

/** The app on `dir`, answering; stopped by the caller. */
async function serverOn(root, env, logFile) {
  const port = await freePort()
  const proc = startProcess(process.execPath, ['scripts/start.mjs'], {
    env: { ...env, PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` },
    cwd: root,
    logFile,
  })
  const base = `http://127.0.0.1:${port}`
  const t0 = performance.now()
  for (;;) {
    if (proc.exited) throw new Error(`price bench server exited; see ${logFile}`)
    if (performance.now() - t0 > 180_000) throw new Error('price bench server: no answer in 180 s')
    try {
      const res = await fetch(`${base}/api/categories`)
      await res.arrayBuffer()
      if (res.ok) return { base, proc }
    } catch {
      // not listening yet
    }
    await sleep(50)
  }
}

/** The sheet through the signed route, as an ERP job sends it; seconds and the server's peak RSS. */
async function signedRun(base, pid, body) {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.`).update(body).digest('hex')
  const sampler = rssSampler(pid, 100)
  sampler.start()
  const t0 = performance.now()
  const res = await fetch(`${base}/erp/fiyat-stok`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'X-Vitrin-Timestamp': timestamp,
      'X-Vitrin-Signature': `sha256=${signature}`,
    },
    body,
  })
  const report = await res.json()
  const seconds = (performance.now() - t0) / 1000
  sampler.pause()
  return { status: res.status, seconds, peakMiB: sampler.max.totalMiB, report }
}

/** A dealer of the sheet's price group downloads its price list of the whole catalogue. */
async function priceListRun(base, pid) {
  const cookie = await dealerCookie(base, { group: GROUP })
  const sampler = rssSampler(pid, 100)
  sampler.start()
  const t0 = performance.now()
  const res = await fetch(`${base}/bayi/fiyat-listesi`, { headers: { Cookie: cookie } })
  const bytes = (await res.arrayBuffer()).byteLength
  const seconds = (performance.now() - t0) / 1000
  sampler.pause()
  return { status: res.status, seconds, bytes, peakMiB: sampler.max.totalMiB }
}

/** Products and latest versions that carry the sheet's values after the real run. */
async function verify(target) {
  const db = createClient({ url: `file:${path.join(target, 'vitrin.db')}` })
  try {
    const one = async (sql) => Number((await db.execute(sql)).rows[0].n)
    return {
      products: await one('SELECT count(*) n FROM products WHERE list_price IS NOT NULL'),
      versions: await one(
        'SELECT count(*) n FROM _products_v WHERE latest = 1 AND version_list_price IS NOT NULL',
      ),
      groupPrices: await one('SELECT count(*) n FROM products_group_prices'),
      versionGroupPrices: await one(
        'SELECT count(*) n FROM _products_v_version_group_prices g JOIN _products_v v ON v.id = g._parent_id WHERE v.latest = 1',
      ),
    }
  } finally {
    db.close()
  }
}

/**
 * @param {{ root: string, tmp: string, largeDir: string,
 *   dataEnv: (dir: string) => Record<string, string>, baseEnv: Record<string, string>,
 *   log: (s: string) => void }} o
 */
export async function benchPrices({ root, tmp, largeDir, dataEnv, baseEnv, log }) {
  const dir = path.join(tmp, 'prices')
  fs.mkdirSync(dir, { recursive: true })
  const logFile = path.join(dir, 'prices.log')
  const target = path.join(dir, 'target')
  const sheet = path.join(dir, 'fiyatlar.csv')
  const count = await prepareTarget(largeDir, target, sheet)
  const env = { ...baseEnv, ...dataEnv(target), NODE_ENV: 'production', JOBS_AUTORUN: '0' }
  const rows = []
  for (const [label, extra] of [
    ['Price sheet, dry run', ['--dry-run']],
    ['Price sheet', []],
  ]) {
    log(`[prices] ${label}: ${count} rows into a copy of ${largeDir}`)
    const r = await measured('prices:import', [sheet, ...extra], { env, cwd: root, logFile })
    rows.push({ label, ...r, summary: importSummary(logFile, 'prices-import') })
  }
  const verified = await verify(target)

  // The same sheet through the signed route of a running server, into a fresh copy.
  const httpTarget = path.join(dir, 'target-http')
  await prepareTarget(largeDir, httpTarget, sheet)
  log(`[prices] signed route: ${count} rows into ${httpTarget}`)
  const server = await serverOn(
    root,
    { ...baseEnv, ...dataEnv(httpTarget), NODE_ENV: 'production', PRICE_FEED_SECRET: SECRET },
    path.join(dir, 'server.log'),
  )
  let http
  let priceList
  try {
    http = await signedRun(server.base, server.proc.pid, fs.readFileSync(sheet))
    log(`[prices] signed route: ${http.status} in ${http.seconds.toFixed(1)} s`)
    priceList = await priceListRun(server.base, server.proc.pid)
    log(`[prices] dealer price list: ${priceList.status} in ${priceList.seconds.toFixed(1)} s`)
  } finally {
    await server.proc.stop()
  }
  return {
    rows,
    count,
    bytes: fs.statSync(sheet).size,
    verified,
    http: { ...http, verified: await verify(httpTarget) },
    priceList,
    logFile,
  }
}
