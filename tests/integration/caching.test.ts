/**
 * Caching that stays correct: public GETs are cacheable and revalidate with ETags, and a change
 * shows everywhere it appears within 2 seconds — made through the Local API of another process, or
 * on another instance sharing the database; both share the cache's tags through Redis.
 */
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type AppProcess,
  createTestData,
  loginAt,
  startApp,
  type TestData,
  testDbKind,
  timeUntil,
} from '../helpers/processes'
import { sitemapText } from '../helpers/http'
import { run } from '../helpers/server'
import { has } from '../helpers/requirements'

const kind = testDbKind()
const VISIBLE_WITHIN_MS = 2000
/** Redis, under a prefix of this run's own (src/lib/cache/handler.mjs). */
const sharedTags = (name: string) => ({
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  CACHE_PREFIX: `vitrin-test:${name}:${process.pid}:${Date.now()}`,
})

interface ProductJson {
  id: number
  name: string
  slug: string
  brand: { slug: string } | null
}

async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url)
  return { status: res.status, body: (await res.json()) as T }
}

async function firstProduct(baseURL: string, index = 0): Promise<ProductJson> {
  const popular = await getJson<{ slug: string }[]>(`${baseURL}/api/popular`)
  const slug = popular.body[index]?.slug
  expect(slug, 'a popular product').toBeTruthy()
  return (await getJson<ProductJson>(`${baseURL}/api/product/${slug}`)).body
}

type Shown = { name: string; slug: string; brandSlug: string }

/** Everything that shows a product's name and slug, each read on its own (warms every cache). */
function viewChecks(baseURL: string, p: Shown): Record<string, () => Promise<boolean>> {
  return {
    api: async () => {
      const r = await getJson<{ name?: string }>(`${baseURL}/api/product/${p.slug}`)
      return r.status === 200 && r.body.name === p.name
    },
    page: async () => {
      const r = await fetch(`${baseURL}/urunler/urun/${p.slug}`)
      return r.status === 200 && (await r.text()).includes(p.name)
    },
    listing: async () => {
      const r = await getJson<{ products: { name: string }[] }>(
        `${baseURL}/api/brand/${p.brandSlug}`,
      )
      return r.body.products.some((x) => x.name === p.name)
    },
    search: async () => {
      const url = `${baseURL}/api/product_search/${encodeURIComponent(p.name)}?limit=20`
      return (await getJson<{ slug: string }[]>(url)).body.some((x) => x.slug === p.slug)
    },
    sitemap: async () => (await sitemapText(baseURL)).includes(`/urunler/urun/${p.slug}<`),
  }
}

async function views(baseURL: string, p: Shown): Promise<Record<string, boolean>> {
  const checks = Object.entries(viewChecks(baseURL, p))
  const seen = await Promise.all(checks.map(([, check]) => check()))
  return Object.fromEntries(checks.map(([name], i) => [name, seen[i] === true]))
}

/** Polls each view on its own until it shows `p`: when the last of them first showed it. */
async function timeUntilVisible(baseURL: string, p: Shown): Promise<number> {
  const shownAfter = await Promise.all(
    Object.entries(viewChecks(baseURL, p)).map(([name, check]) =>
      timeUntil(`the change on ${baseURL} (${name})`, check, VISIBLE_WITHIN_MS + 3000),
    ),
  )
  return Math.max(...shownAfter)
}

const redis = await has('redis')

describe.runIf(redis)(`public GETs are cacheable (${kind})`, () => {
  let data: TestData
  let app: AppProcess

  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    data = await createTestData(kind)
    env = { ...data.env, ...sharedTags('local-api') }
    app = await startApp(env, { logFile: path.join(data.dir, 'app.log') })
  })

  afterAll(async () => {
    await app?.stop()
    await data?.drop()
  })

  it('sends Cache-Control and an ETag, and answers a matching If-None-Match with an empty 304', async () => {
    const product = await firstProduct(app.baseURL)
    for (const url of [
      '/api/categories',
      '/api/brands',
      '/api/popular',
      `/api/product/${product.slug}`,
      '/api/product_search/kamera',
    ]) {
      const first = await fetch(app.baseURL + url)
      expect(first.status, url).toBe(200)
      const body = await first.text()
      expect(first.headers.get('cache-control'), url).toMatch(/s-maxage=\d+/)
      expect(first.headers.get('cache-control'), url).toMatch(/stale-while-revalidate=\d+/)
      const etag = first.headers.get('etag')
      expect(etag, url).toMatch(/^"[\w-]+"$/)
      const again = await fetch(app.baseURL + url, { headers: { 'If-None-Match': `W/${etag}` } })
      expect(again.status, url).toBe(304)
      expect(await again.text(), url).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      const other = await fetch(app.baseURL + url, { headers: { 'If-None-Match': '"other"' } })
      expect(other.status, url).toBe(200)
      expect(await other.text(), url).toBe(body)
    }
  })

  it('renders every page per request: its own nonce and a new, valid form token', async () => {
    const nonceOf = (res: Response) =>
      /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    const tokenOf = (html: string) => /\b(\d{13})\.[\w-]{43}\b/.exec(html)
    const path = '/iletisim'
    const first = await fetch(app.baseURL + path)
    const firstHtml = await first.text()
    const again = await fetch(app.baseURL + path)
    const html = await again.text()
    expect(again.status).toBe(200)
    expect(again.headers.get('cache-control')).toContain('no-store')
    const [n1, n2] = [nonceOf(first), nonceOf(again)]
    expect(n1 && n2 && n1 !== n2).toBe(true)
    expect(html).not.toContain(n1!)
    expect(html).toContain(`nonce="${n2}"`)
    const [t1, t2] = [tokenOf(firstHtml), tokenOf(html)]
    expect(t1 && t2).toBeTruthy()
    expect(t2![0]).not.toBe(t1![0])

    // The token passes the server's fill-time check: the lead is stored (default 3 s).
    await new Promise((r) => setTimeout(r, 3200))
    const mail = `onbellek-${Date.now()}@example.com`
    const post = await fetch(`${app.baseURL}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Şule Çınar',
        corporation: 'Önbellek Güvenlik A.Ş.',
        mail,
        phone: '532 123 45 67',
        kvkk: '1',
        _ts: t2![0],
        website: '',
      }),
    })
    expect(post.status).toBe(201)
    const stored = await fetch(
      `${app.baseURL}/cms-api/contact-requests?limit=1&where[mail][equals]=${encodeURIComponent(mail)}`,
      { headers: { Authorization: await loginAt(app.baseURL) } },
    )
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(1)
  })

  it('shows a Local API edit made by another process on the page, listing, search, sitemap and API within 2 s', async () => {
    const product = await firstProduct(app.baseURL, 1)
    const brandSlug = product.brand!.slug
    const before = await views(app.baseURL, { ...product, brandSlug })
    expect(Object.values(before).every(Boolean), JSON.stringify(before)).toBe(true)

    const stamp = Date.now()
    const next = {
      name: `Önbellek Denemesi Işıklı Kamera ${stamp}`,
      slug: `onbellek-denemesi-isikli-kamera-${stamp}`,
    }
    const payloadData = Buffer.from(JSON.stringify(next)).toString('base64url')
    await run(
      'npm',
      [
        'run',
        'payload',
        '--',
        'run',
        'tests/fixtures/localApiUpdate.ts',
        'products',
        String(product.id),
        payloadData,
      ],
      env,
      path.join(data.dir, 'local-api.log'),
    )
    const tookMs = await timeUntilVisible(app.baseURL, { ...next, brandSlug })
    console.info(`[${kind}] Local API edit visible everywhere after ${tookMs} ms`)
    expect(tookMs).toBeLessThanOrEqual(VISIBLE_WITHIN_MS)
    // The old address is gone from the API; the page answers it with a 301 to the new one.
    expect((await fetch(`${app.baseURL}/api/product/${product.slug}`)).status).toBe(404)
    const moved = await fetch(`${app.baseURL}/urunler/urun/${product.slug}`, { redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(new URL(moved.headers.get('location')!, app.baseURL).pathname).toBe(
      `/urunler/urun/${next.slug}`,
    )
  })
})

describe.runIf(redis && kind === 'postgres')('two instances on PostgreSQL + Redis', () => {
  let data: TestData
  let a: AppProcess
  let b: AppProcess

  beforeAll(async () => {
    data = await createTestData('postgres')
    const env = { ...data.env, ...sharedTags('instances') }
    a = await startApp(env, { logFile: path.join(data.dir, 'a.log') })
    b = await startApp(env, { logFile: path.join(data.dir, 'b.log') })
  })

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await data?.drop()
  })

  it('an edit made on one instance shows on the other within 2 s, everywhere it appears', async () => {
    const product = await firstProduct(b.baseURL, 2)
    const brandSlug = product.brand!.slug
    const before = await views(b.baseURL, { ...product, brandSlug })
    expect(Object.values(before).every(Boolean), JSON.stringify(before)).toBe(true)

    const stamp = Date.now()
    const next = { name: `İkinci Sunucu Güncellemesi ${stamp}`, slug: `ikinci-sunucu-${stamp}` }
    const res = await fetch(`${a.baseURL}/cms-api/products/${product.id}`, {
      method: 'PATCH',
      headers: { Authorization: await loginAt(a.baseURL), 'Content-Type': 'application/json' },
      body: JSON.stringify(next),
    })
    expect(res.status).toBe(200)
    const tookMs = await timeUntilVisible(b.baseURL, { ...next, brandSlug })
    console.info(`[postgres] edit on instance A visible on instance B after ${tookMs} ms`)
    expect(tookMs).toBeLessThanOrEqual(VISIBLE_WITHIN_MS)
    // And on the instance that made it, at once.
    expect(Object.values(await views(a.baseURL, { ...next, brandSlug })).every(Boolean)).toBe(true)
  })
})
