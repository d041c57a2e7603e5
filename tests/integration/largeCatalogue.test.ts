/**
 * The sitemap at 100,000 products follows the protocol: /sitemap.xml is an index of parts of at
 * most 50,000 URLs, every published product, category, brand and page is listed exactly once with
 * its record's date, and a draft is not; the search index, built in pages, holds them all. A server
 * of its own on TEST_DB, its catalogue grown with SQL.
 */
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type AppProcess,
  createTestData,
  startApp,
  type TestData,
  testDbKind,
} from '../helpers/processes'

const kind = testDbKind()
const ADDED = 100_000
const MAX_URLS = 50_000
const STAMP = '2026-03-04T05:06:07.000Z'

/** Runs statements on the test database, on either kind; returns the last one's rows. */
async function sql(url: string, statements: string[]): Promise<Record<string, unknown>[]> {
  let rows: Record<string, unknown>[] = []
  if (kind === 'sqlite') {
    const client = createClient({ url })
    try {
      for (const s of statements) rows = (await client.execute(s)).rows as never
    } finally {
      client.close()
    }
    return rows
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (const s of statements) rows = (await client.query(s)).rows
  } finally {
    await client.end()
  }
  return rows
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

describe(`a catalogue of ${ADDED.toLocaleString('en')} more products (${kind})`, () => {
  let data: TestData
  let app: AppProcess

  beforeAll(async () => {
    data = await createTestData(kind)
    // Copies of a seeded product with their own slug, code and date; one more copy is a draft.
    const columns =
      kind === 'sqlite'
        ? (await sql(data.databaseUrl, ['PRAGMA table_info(`products`)'])).map((c) =>
            String(c.name),
          )
        : (
            await sql(data.databaseUrl, [
              `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'products'`,
            ])
          ).map((c) => String(c.name))
    const own: Record<string, string> = {
      slug: `'sm-urun-' || n.i`,
      sku: `'SM-' || n.i`,
      name: `name || ' ' || n.i`,
      updated_at: kind === 'sqlite' ? `'${STAMP}'` : `'${STAMP}'::timestamptz`,
      _status: `CASE WHEN n.i = ${ADDED + 1} THEN 'draft' ELSE _status END`,
    }
    const copied = columns.filter((c) => c !== 'id')
    const q = (c: string) => `"${c}"`
    await sql(data.databaseUrl, [
      `INSERT INTO products (${copied.map(q).join(', ')})
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ADDED + 1})
       SELECT ${copied.map((c) => own[c] ?? q(c)).join(', ')}
       FROM n, (SELECT * FROM products WHERE _status = 'published' ORDER BY id LIMIT 1) AS p`,
    ])
    app = await startApp(data.env, { logFile: path.join(data.dir, 'app.log') })
  }, 600_000)

  afterAll(async () => {
    await app?.stop('SIGTERM', 10_000)
    await data?.drop()
  })

  it('is an index of parts of at most 50,000 URLs, each published record once, dated from the record', async () => {
    const res = await fetch(`${app.baseURL}/sitemap.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/xml/)
    const index = await res.text()
    expect(index).toMatch(
      /^<\?xml[^>]*\?>\s*<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    )
    const parts = locs(index)
    expect(parts.length).toBeGreaterThanOrEqual(1 + Math.ceil(ADDED / MAX_URLS))
    expect(index.match(/<lastmod>/g)?.length).toBe(parts.length)

    const urls: string[] = []
    for (const part of parts) {
      const answer = await fetch(app.baseURL + new URL(part).pathname)
      expect(answer.status, part).toBe(200)
      const xml = await answer.text()
      expect(xml, part).toContain('<urlset')
      const here = locs(xml)
      expect(here.length, part).toBeGreaterThan(0)
      expect(here.length, part).toBeLessThanOrEqual(MAX_URLS)
      expect(xml.match(/<url>/g)?.length, part).toBe(here.length)
      urls.push(...here)
      if (xml.includes('/urunler/urun/sm-urun-1<'))
        expect(xml).toMatch(/sm-urun-1<\/loc>\s*<lastmod>2026-03-04T05:06:07(\.000)?Z<\/lastmod>/)
    }
    const paths = urls.map((u) => new URL(u).pathname)
    expect(new Set(paths).size, 'no address twice').toBe(paths.length)

    const [count] = await sql(data.databaseUrl, [
      `SELECT count(*) AS n FROM products WHERE _status = 'published'`,
    ])
    const published = count!.n
    const products = paths.filter((p) => p.startsWith('/urunler/urun/'))
    expect(products.length).toBe(Number(published))
    expect(products).toContain('/urunler/urun/sm-urun-1')
    expect(products).toContain(`/urunler/urun/sm-urun-${ADDED}`)
    expect(products).not.toContain(`/urunler/urun/sm-urun-${ADDED + 1}`)

    const brands = (await (await fetch(`${app.baseURL}/api/brands`)).json()) as { slug: string }[]
    for (const b of brands) expect(paths).toContain(`/markalarimiz/${b.slug}`)
    const categories = (await (await fetch(`${app.baseURL}/api/categories`)).json()) as {
      slug: string
      children?: { slug: string }[]
    }[]
    for (const c of categories) {
      expect(paths).toContain(`/urunler/${c.slug}`)
      for (const child of c.children ?? [])
        expect(paths).toContain(`/urunler/${c.slug}/${child.slug}`)
    }
    expect(paths).toContain('/')
  }, 300_000)

  it('finds products from the first and the last of the search index’s pages by their codes', async () => {
    for (const i of [1, ADDED]) {
      const res = await fetch(`${app.baseURL}/api/product_search/SM-${i}`)
      expect(res.status).toBe(200)
      const hits = (await res.json()) as { slug: string }[]
      expect(hits.map((h) => h.slug)).toContain(`sm-urun-${i}`)
    }
  }, 120_000)
})
