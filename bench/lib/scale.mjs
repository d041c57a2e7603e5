// `BENCH_ONLY=scale`: the same figures at 20,000 and at 100,000 products (issue 43), each catalogue
// on a server of its own, started cold: the search index's build (first search after start) and
// what it holds (RSS after it, less RSS before it), RSS at rest, the first render and the p95 at one
// connection of a category listing (first page, a facet, the last page), a brand page and a
// product page, search p95, the sitemap index, the admin's product list (first page, a search by
// code) and the XLSX export of the whole catalogue.
import fs from 'node:fs'
import path from 'node:path'

import { sleep, treeRss } from './proc.mjs'
import { measured } from './sheets.mjs'
import { staffToken } from './staff.mjs'

/** The listing's pages of a sub-category with many products: first, one facet, the last page. */
async function scalePages(base) {
  const categories = await (await fetch(`${base}/api/categories`)).json()
  const top = categories[0]
  const child = top.children[0]
  const listing = `/urunler/${top.slug}/${child.slug}`
  const html = await (await fetch(base + listing)).text()
  const facet = /href="([^"]*\?f_[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
  const pages = [...html.matchAll(/[?&]page=(\d+)/g)].map((m) => Number(m[1]))
  const last = pages.length ? Math.max(...pages) : 1
  const products = (await (await fetch(`${base}/api/category/${child.slug}`)).json()).products
  const brands = await (await fetch(`${base}/api/brands`)).json()
  return {
    code: products.at(-1)?.sku,
    pages: [
      ['Category, first page', listing],
      ['Category, a facet', facet ?? listing],
      ['Category, last page', `${listing}?page=${last}`],
      ['Brand', `/markalarimiz/${brands[0].slug}`],
      ['Product', `/urunler/urun/${products[0].slug}`],
    ],
  }
}

/** The distinct product documents an admin list page links to (in its RSC payload). */
const productLinks = (html) =>
  new Set(html.match(/\/admin\/collections\/products\/\d+/g) ?? []).size

/**
 * The admin's product list as staff open it: the first answer after start, then the median of 5.
 * The list is rendered on the server: `holds(html)` checks that the answer has the rows.
 */
async function adminPage(base, token, p, holds) {
  const times = []
  for (let i = 0; i < 6; i++) {
    const t0 = performance.now()
    // As a browser navigates: Payload takes a session cookie without Origin only with Sec-Fetch-Site.
    const res = await fetch(base + p, {
      headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'none' },
    })
    const html = await res.text()
    times.push(performance.now() - t0)
    if (res.status !== 200 || !holds(html))
      throw new Error(`${p}: ${res.status}, no rows in the page`)
  }
  const rest = times.slice(1).sort((a, b) => a - b)
  return { first: times[0], median: rest[2] }
}

/**
 * @param {{ cats: { dir: string, count: number }[], queries: string[], startApp: Function,
 *   timedGet: Function, measure: Function, measureSearch: Function, exportEnv: Function,
 *   root: string, tmp: string, log: Function }} o
 */
export async function benchScale({
  cats,
  queries,
  startApp,
  timedGet,
  measure,
  measureSearch,
  exportEnv,
  root,
  tmp,
  log,
}) {
  const results = []
  for (const cat of cats) {
    const app = await startApp(`scale-${cat.count}`, cat.dir)
    const r = { products: cat.count, coldStart: app.coldStart, pages: [] }
    await sleep(2000)
    r.rssBeforeIndex = treeRss(app.proc.pid).totalMiB
    r.indexBuild = (await timedGet(`${app.base}${queries[0]}`)).ms / 1000
    await sleep(5000)
    r.rssRest = treeRss(app.proc.pid).totalMiB
    r.indexBytesPerProduct = ((r.rssRest - r.rssBeforeIndex) * 1024 * 1024) / cat.count
    r.sitemap = (await timedGet(`${app.base}/sitemap.xml`)).ms
    const { code, pages } = await scalePages(app.base)
    const token = await staffToken(app.base)
    r.admin = [
      {
        name: 'Admin product list, first page',
        ...(await adminPage(
          app.base,
          token,
          '/admin/collections/products',
          (html) => productLinks(html) >= 10,
        )),
      },
      {
        name: 'Admin product list, a search by code',
        ...(await adminPage(
          app.base,
          token,
          `/admin/collections/products?search=${encodeURIComponent(code)}`,
          (html) => productLinks(html) >= 1,
        )),
      },
    ]
    for (const [name, p] of pages) {
      const first = (await timedGet(app.base + p)).ms
      const entry = await measure(
        { area: 'Scale', what: `${name} ${p}`, products: cat.count, key: 'scale-page' },
        { base: app.base, paths: [p], connections: 1, sampler: app.sampler },
      )
      r.pages.push({ name, path: p, first, p95: entry.p95 })
    }
    await measureSearch(app, queries, cat.count)
    await app.proc.stop()
    results.push(r)
    // BENCH_SCALE_EXPORT=0: the server's figures alone (the 100,000-row export takes minutes).
    if (process.env.BENCH_SCALE_EXPORT === '0') continue

    const file = path.join(tmp, `katalog-${cat.count}.xlsx`)
    log(`[scale] XLSX export of ${cat.count} products`)
    r.export = await measured('catalog:export', [file], {
      env: exportEnv(cat.dir),
      cwd: root,
      logFile: path.join(tmp, `export-${cat.count}.log`),
    })
    r.export.bytes = fs.existsSync(file) ? fs.statSync(file).size : 0
    fs.rmSync(file, { force: true })
  }
  return results
}
