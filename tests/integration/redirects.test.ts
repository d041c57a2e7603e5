/**
 * Redirects (@payloadcms/plugin-redirects, served by src/proxy.ts): custom ones, the 301s left
 * behind by slug changes, letterless addresses, access, and the spreadsheet import and export.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { baseURL, get, login } from '../helpers/http'
import {
  createTestData,
  loginAt,
  startApp,
  type AppProcess,
  type TestData,
} from '../helpers/processes'

type Doc = { id: number | string; slug: string; [key: string]: unknown }

const api = async (
  auth: string,
  method: string,
  url: string,
  body?: unknown,
  base = baseURL(),
): Promise<{ status: number; body: Record<string, unknown> }> => {
  const res = await fetch(`${base}/cms-api${url}`, {
    method,
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Where the site sends `path` (a Location relative to the site, or the status when it does not). */
async function redirectOf(pathAndQuery: string, base = baseURL()) {
  const res = await fetch(base + pathAndQuery, { redirect: 'manual' })
  await res.arrayBuffer()
  const location = res.headers.get('location')
  return {
    status: res.status,
    location: location ? location.replace(new URL(base).origin, '') : null,
  }
}

describe('redirects', () => {
  let admin: string
  const created: (number | string)[] = []
  const restore: (() => Promise<unknown>)[] = []

  const createRedirect = async (data: unknown) => {
    const res = await api(admin, 'POST', '/redirects', data)
    const doc = res.body.doc as Doc | undefined
    if (doc) created.push(doc.id)
    return res
  }

  beforeAll(async () => {
    admin = await login()
  })

  afterAll(async () => {
    for (const undo of restore.reverse()) await undo()
    for (const id of created) await api(admin, 'DELETE', `/redirects/${id}`)
  })

  it('serves a custom redirect with 301, keeping the query, and a 302 one', async () => {
    const product = (
      (await api(admin, 'GET', '/products?limit=1&depth=0&where[_status][equals]=published')).body
        .docs as Doc[]
    )[0]!
    const res = await createRedirect({
      from: 'https://eski-site.example/Urun.php?id=5',
      to: { type: 'custom', url: `/urunler/urun/${product.slug}` },
      type: '301',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    // Normalised to its path and own query; a custom address naming a record becomes a link to it.
    expect((res.body.doc as { from: string }).from).toBe('/Urun.php?id=5')
    expect((res.body.doc as { to: { type: string } }).to.type).toBe('reference')
    expect(await redirectOf('/Urun.php?id=5')).toEqual({
      status: 301,
      location: `/urunler/urun/${product.slug}`,
    })
    // Another product of the old site is another address: not this product (the spec sends an
    // unknown top-level address home).
    expect(await redirectOf('/Urun.php?id=6')).toEqual({ status: 307, location: '/' })
    const plain = await createRedirect({
      from: '/Urun.php',
      to: { type: 'custom', url: '/urunler' },
    })
    expect(plain.status, JSON.stringify(plain.body)).toBe(201)
    expect(await redirectOf('/Urun.php?utm_source=eski')).toEqual({
      status: 301,
      location: '/urunler?utm_source=eski',
    })
    expect((await redirectOf('/Urun.php?id=5')).location).toBe(`/urunler/urun/${product.slug}`)

    expect(
      (
        await createRedirect({
          from: '/kampanya-2019',
          to: { type: 'custom', url: 'https://kampanya.example/yeni' },
          type: '302',
        })
      ).status,
    ).toBe(201)
    expect(await redirectOf('/kampanya-2019')).toEqual({
      status: 302,
      location: 'https://kampanya.example/yeni',
    })
  })

  it('refuses a redirect to itself, a loop and one hiding a live page, in Turkish', async () => {
    const self = await createRedirect({ from: '/a-b', to: { type: 'custom', url: '/a-b/' } })
    expect(self.status).toBe(400)
    expect(JSON.stringify(self.body)).toContain('Eski adres ile hedef aynı.')

    expect(
      (await createRedirect({ from: '/dongu-1', to: { type: 'custom', url: '/dongu-2' } })).status,
    ).toBe(201)
    const loop = await createRedirect({ from: '/dongu-2', to: { type: 'custom', url: '/dongu-1' } })
    expect(loop.status).toBe(400)
    expect(JSON.stringify(loop.body)).toContain('döngü')

    const live = await createRedirect({ from: '/hakkimizda', to: { type: 'custom', url: '/' } })
    expect(live.status).toBe(400)
    expect(JSON.stringify(live.body)).toContain('yayında bir sayfa var')
  })

  it('collapses chains of custom addresses: X→B then B→C sends X straight to C', async () => {
    await createRedirect({ from: '/zincir-x', to: { type: 'custom', url: '/zincir-b' } })
    await createRedirect({ from: '/zincir-b', to: { type: 'custom', url: '/iletisim' } })
    expect(await redirectOf('/zincir-x')).toEqual({ status: 301, location: '/iletisim' })
    await createRedirect({ from: '/zincir-y', to: { type: 'custom', url: '/zincir-x' } })
    expect(await redirectOf('/zincir-y')).toEqual({ status: 301, location: '/iletisim' })
  })

  it('leaves a 301 behind when a product’s slug changes, without chains or loops', async () => {
    const product = (
      (await api(admin, 'GET', '/products?limit=1&depth=0&page=2&where[_status][equals]=published'))
        .body.docs as Doc[]
    )[0]!
    const a = product.slug
    const b = `${a}-yeni`
    const c = `${a}-en-yeni`
    restore.push(() => api(admin, 'PATCH', `/products/${product.id}`, { slug: a }))

    expect((await api(admin, 'PATCH', `/products/${product.id}`, { slug: b })).status).toBe(200)
    expect(await redirectOf(`/urunler/urun/${a}?x=1`)).toEqual({
      status: 301,
      location: `/urunler/urun/${b}?x=1`,
    })
    expect((await get(`/urunler/urun/${b}`)).status).toBe(200)

    expect((await api(admin, 'PATCH', `/products/${product.id}`, { slug: c })).status).toBe(200)
    // Both old addresses go straight to the newest one.
    expect(await redirectOf(`/urunler/urun/${a}`)).toEqual({
      status: 301,
      location: `/urunler/urun/${c}`,
    })
    expect(await redirectOf(`/urunler/urun/${b}`)).toEqual({
      status: 301,
      location: `/urunler/urun/${c}`,
    })

    // Back to the first slug: it is live again, no loop.
    expect((await api(admin, 'PATCH', `/products/${product.id}`, { slug: a })).status).toBe(200)
    expect((await get(`/urunler/urun/${a}`)).status).toBe(200)
    expect(await redirectOf(`/urunler/urun/${c}`)).toEqual({
      status: 301,
      location: `/urunler/urun/${a}`,
    })
  })

  it('a draft with a new slug changes no address until it is published', async () => {
    const product = (
      (await api(admin, 'GET', '/products?limit=1&depth=0&page=3&where[_status][equals]=published'))
        .body.docs as Doc[]
    )[0]!
    restore.push(() =>
      api(admin, 'PATCH', `/products/${product.id}`, { slug: product.slug, _status: 'published' }),
    )
    const draft = await api(admin, 'PATCH', `/products/${product.id}?draft=true`, {
      slug: `${product.slug}-taslak`,
      _status: 'draft',
    })
    expect(draft.status).toBe(200)
    expect((await get(`/urunler/urun/${product.slug}`)).status).toBe(200)
    expect((await redirectOf(`/urunler/urun/${product.slug}`)).status).toBe(200)
    // Publishing the draft moves the address.
    await api(admin, 'PATCH', `/products/${product.id}`, { _status: 'published' })
    expect(await redirectOf(`/urunler/urun/${product.slug}`)).toEqual({
      status: 301,
      location: `/urunler/urun/${product.slug}-taslak`,
    })
  })

  it('moves a category’s children with it', async () => {
    const top = (
      (await api(admin, 'GET', '/categories?depth=0&where[slug][equals]=video-gozetim-sistemleri'))
        .body.docs as Doc[]
    )[0]!
    restore.push(() => api(admin, 'PATCH', `/categories/${top.id}`, { slug: top.slug }))
    expect(
      (await api(admin, 'PATCH', `/categories/${top.id}`, { slug: 'video-gozetim' })).status,
    ).toBe(200)
    expect(await redirectOf('/urunler/video-gozetim-sistemleri')).toEqual({
      status: 301,
      location: '/urunler/video-gozetim',
    })
    expect(await redirectOf('/urunler/video-gozetim-sistemleri/ip-kameralar')).toEqual({
      status: 301,
      location: '/urunler/video-gozetim/ip-kameralar',
    })
  })

  it('sends an address typed without Turkish letters to the page with a 301', async () => {
    for (const typed of ['/kurumsal/bilgi-guvenligi', '/kurumsal/Bilgi-G%C3%BCvenli%C4%9Fi'])
      expect(await redirectOf(typed), typed).toEqual({
        status: 301,
        location: '/kurumsal/bilgi-guvenli%C4%9Fi',
      })
    expect((await get('/kurumsal/bilgi-guvenli%C4%9Fi')).status).toBe(200)
    expect((await get('/kurumsal/boyle-bir-sayfa-yok')).status).toBe(404)
  })

  it('does not list redirects to anonymous callers', async () => {
    const res = await fetch(`${baseURL()}/cms-api/redirects`)
    expect(res.status).toBe(403)
    const exported = await fetch(`${baseURL()}/cms-api/redirects/export?format=csv`)
    expect(exported.status).toBe(401)
  })

  it('exports redirects as CSV and XLSX for staff', async () => {
    const csv = await fetch(`${baseURL()}/cms-api/redirects/export?format=csv`, {
      headers: { Authorization: admin },
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = await csv.text()
    expect(text).toContain('Eski adres')
    expect(text).toContain('/kampanya-2019')
    expect(text).toContain('https://kampanya.example/yeni')
    const xlsx = await fetch(`${baseURL()}/cms-api/redirects/export?format=xlsx`, {
      headers: { Authorization: admin },
    })
    expect(xlsx.status).toBe(200)
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')
  })
})

function npmRun(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('exit', (code) => resolve({ code, out }))
  })
}

describe('redirects: spreadsheet import (CLI)', () => {
  let data: TestData
  let app: AppProcess

  beforeAll(async () => {
    data = await createTestData()
    app = await startApp(data.env, { logFile: path.join(data.dir, 'app.log') })
  }, 600_000)

  afterAll(async () => {
    await app?.stop('SIGTERM', 10_000)
    await data?.drop()
  })

  it('imports an old site’s list, refusing bad rows in Turkish, and exits 2', async () => {
    const auth = await loginAt(app.baseURL)
    const product = (
      (await api(auth, 'GET', '/products?limit=1&depth=0', undefined, app.baseURL)).body
        .docs as Doc[]
    )[0]!
    const file = path.join(data.dir, 'eski-site.csv')
    fs.writeFileSync(
      file,
      [
        'Eski adres;Yeni adres;Tür',
        `https://eski.example/urun.asp?id=1;/urunler/urun/${product.slug};301`,
        '/eski-iletisim.html;/iletisim;302',
        ';/iletisim;301',
        '/tur-yanlis;/iletisim;303',
        '/ayni;/ayni;301',
        `/urunler/urun/${product.slug};/iletisim;301`,
        '/kayip;/urunler/urun/boyle-bir-urun-yok;301',
      ].join('\n'),
    )
    const env = { ...data.env, SITE_URL: app.baseURL }
    const dry = await npmRun(['redirects:import', '--', file, '--dry-run'], env)
    expect(dry.code, dry.out).toBe(2)
    expect((await redirectOf('/urun.asp?id=1', app.baseURL)).status).not.toBe(301)

    const run = await npmRun(['redirects:import', '--', file], env)
    expect(run.code, run.out).toBe(2)
    const summary = JSON.parse(/redirects-import (\{.*\})/.exec(run.out)![1]!) as Record<
      string,
      number
    >
    expect(summary).toMatchObject({ total: 7, created: 2, refused: 5, failed: 0 })
    for (const reason of [
      'Eski adres boş.',
      'Tür 301 ya da 302 olmalı.',
      'Eski adres ile yeni adres aynı.',
      'Eski adres sitede yayında olan bir sayfa; yönlendirilemez.',
      'Yeni adres bu sitede bulunamadı.',
    ])
      expect(run.out).toContain(reason)

    // The old address's own query is part of it, and is not passed on.
    expect(await redirectOf('/urun.asp?id=1', app.baseURL)).toEqual({
      status: 301,
      location: `/urunler/urun/${product.slug}`,
    })
    expect(await redirectOf('/eski-iletisim.html', app.baseURL)).toEqual({
      status: 302,
      location: '/iletisim',
    })

    // Again: nothing changes.
    const again = await npmRun(['redirects:import', '--', file], env)
    expect(again.out).toMatch(/"unchanged":2/)

    const out = path.join(data.dir, 'yonlendirmeler.csv')
    const exported = await npmRun(['redirects:export', '--', out], env)
    expect(exported.code, exported.out).toBe(0)
    expect(fs.readFileSync(out, 'utf8')).toContain('/eski-iletisim.html')
    // Four CLI runs, each starting Payload from its TypeScript config: ~15 s each on a busy host.
  }, 180_000)
})
