/**
 * Draft preview (src/app/onizleme, Next's draft mode): staff see a draft on the real page; no one
 * else does, and no draft reaches a cache, the search, the sitemap or the JSON API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { baseURL, get, login, sitemapText } from '../helpers/http'

type Doc = { id: number | string; slug: string; name?: string; title?: string }

const BANNER = 'Önizleme:'

const api = async (auth: string, method: string, url: string, body?: unknown) => {
  const res = await fetch(`${baseURL()}/cms-api${url}`, {
    method,
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** The `name=value` of a Set-Cookie header's cookie, if the response sets it. */
const cookieFrom = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`)) ?? null

// A browser opening a page says so (Sec-Fetch-Site); Payload honours a staff cookie only then.
const BROWSER = { 'Sec-Fetch-Site': 'same-origin' }

const html = async (path: string, cookie?: string) => {
  const res = await get(path, cookie ? { headers: { Cookie: cookie, ...BROWSER } } : {})
  return { status: res.status, res, text: await res.text() }
}

describe('draft preview', () => {
  let admin: string
  let session: string
  let product: Doc
  let publishedName: string
  const draftName = `Taslak Ad ${Date.now()}`
  let draftCookie: string | null = null
  const cleanup: (() => Promise<unknown>)[] = []

  /** Opens the preview as the admin and returns the draft-mode cookie it set. */
  const openPreview = async (collection: string, id: Doc['id']) => {
    const res = await get(`/onizleme?collection=${collection}&id=${id}`, {
      headers: { Cookie: session, ...BROWSER },
    })
    expect(res.status).toBe(303)
    const cookie = cookieFrom(res, '__prerender_bypass')
    expect(cookie).not.toBeNull()
    const location = res.headers.get('location')!
    // Relative: behind a proxy the request's own URL is the internal address, not the public one.
    expect(location.startsWith('/')).toBe(true)
    return { cookie: cookie!, location: new URL(location, baseURL()).pathname }
  }

  beforeAll(async () => {
    admin = await login()
    session = `payload-token=${admin.replace(/^JWT /, '')}`
    product = (
      (await api(admin, 'GET', '/products?limit=1&depth=0&page=4&where[_status][equals]=published'))
        .body.docs as Doc[]
    )[0]!
    publishedName = product.name!
    // Warm the public caches with the published state first.
    await html(`/urunler/urun/${product.slug}`)
    const saved = await api(admin, 'PATCH', `/products/${product.id}?draft=true`, {
      name: draftName,
      _status: 'draft',
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    cleanup.push(() =>
      api(admin, 'PATCH', `/products/${product.id}`, { name: publishedName, _status: 'published' }),
    )
  })

  afterAll(async () => {
    for (const undo of cleanup.reverse()) await undo()
  })

  it('shows anonymous visitors, the API, the search and the sitemap the published product', async () => {
    const page = await html(`/urunler/urun/${product.slug}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(publishedName)
    expect(page.text).not.toContain(draftName)
    const json = await (await get(`/api/product/${product.slug}`)).json()
    expect((json as { name: string }).name).toBe(publishedName)
    const search = await (
      await get(`/api/product_search/${encodeURIComponent('Taslak Ad')}`)
    ).text()
    expect(search).not.toContain(draftName)
    const sitemap = await sitemapText()
    expect(sitemap).toContain(`/urunler/urun/${product.slug}`)
  })

  it('refuses the preview to anyone not signed in: no draft-mode cookie', async () => {
    const res = await get(`/onizleme?collection=products&id=${product.id}`)
    expect(res.status).toBe(401)
    expect(cookieFrom(res, '__prerender_bypass')).toBeNull()
    expect(await res.text()).toContain('Önizleme için yönetim paneline giriş yapmalısınız.')
  })

  it('shows signed-in staff the draft with a banner, noindex and no caching', async () => {
    const opened = await openPreview('products', product.id)
    draftCookie = opened.cookie
    expect(opened.location).toBe(`/urunler/urun/${product.slug}`)
    const page = await html(opened.location, `${draftCookie}; ${session}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(draftName)
    expect(page.text).toContain(BANNER)
    expect(page.text).toContain('Önizlemeyi kapat')
    expect(page.text).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    const cacheControl = page.res.headers.get('cache-control') ?? ''
    expect(cacheControl).toContain('private')
    expect(cacheControl).toContain('no-store')
  })

  it('never trusts the draft-mode cookie alone', async () => {
    expect(draftCookie).not.toBeNull()
    const page = await html(`/urunler/urun/${product.slug}`, draftCookie!)
    expect(page.text).toContain(publishedName)
    expect(page.text).not.toContain(draftName)
    expect(page.text).not.toContain(BANNER)
  })

  it('leaves nothing behind: anonymous pages, the API and the search still show the published name', async () => {
    const page = await html(`/urunler/urun/${product.slug}`)
    expect(page.text).toContain(publishedName)
    expect(page.text).not.toContain(draftName)
    const json = (await (await get(`/api/product/${product.slug}`)).json()) as { name: string }
    expect(json.name).toBe(publishedName)
    const search = await (await get(`/api/product_search/${encodeURIComponent(draftName)}`)).text()
    expect(search).not.toContain(draftName)
    expect(await sitemapText()).not.toContain(draftName)
  })

  it('previews a product never published, which anonymous visitors cannot reach', async () => {
    const ref = (
      (await api(admin, 'GET', '/products?limit=1&depth=0&where[_status][equals]=published')).body
        .docs as (Doc & { category: number; brand: number; sku: string })[]
    )[0]!
    const slug = `onizleme-taslak-${Date.now()}`
    const created = await api(admin, 'POST', '/products?draft=true', {
      name: 'Hiç Yayınlanmamış Ürün',
      slug,
      sku: `TASLAK-${Date.now()}`,
      category: ref.category,
      brand: ref.brand,
      _status: 'draft',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.doc as Doc).id
    cleanup.push(() => api(admin, 'DELETE', `/products/${id}`))

    expect((await html(`/urunler/urun/${slug}`)).status).toBe(404)
    expect((await get(`/api/product/${slug}`)).status).toBe(404)
    const opened = await openPreview('products', id)
    const page = await html(opened.location, `${opened.cookie}; ${session}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Hiç Yayınlanmamış Ürün')
    expect(page.text).toContain(BANNER)
    expect((await html(`/urunler/urun/${slug}`, opened.cookie)).status).toBe(404)
    expect(await sitemapText()).not.toContain(slug)
  })

  it('previews a corporate page’s draft the same way', async () => {
    const page = (
      (
        await api(
          admin,
          'GET',
          `/pages?depth=0&where[slug][equals]=${encodeURIComponent('bilgi-guvenliği')}`,
        )
      ).body.docs as Doc[]
    )[0]!
    const draftTitle = `Taslak Başlık ${Date.now()}`
    cleanup.push(() =>
      api(admin, 'PATCH', `/pages/${page.id}`, { title: page.title, _status: 'published' }),
    )
    expect(
      (
        await api(admin, 'PATCH', `/pages/${page.id}?draft=true`, {
          title: draftTitle,
          _status: 'draft',
        })
      ).status,
    ).toBe(200)
    const path = '/kurumsal/bilgi-guvenli%C4%9Fi'
    expect((await html(path)).text).not.toContain(draftTitle)
    const opened = await openPreview('pages', page.id)
    const preview = await html(path, `${opened.cookie}; ${session}`)
    expect(preview.text).toContain(draftTitle)
    expect(preview.text).toContain(BANNER)
    expect((await html(path, opened.cookie)).text).not.toContain(draftTitle)
    expect((await html(path)).text).not.toContain(draftTitle)
    const json = (await (
      await get(`/api/page/${encodeURIComponent('bilgi-guvenliği')}`)
    ).json()) as {
      title: string
    }
    expect(json.title).toBe(page.title)
  })

  it('never sends anyone off the site when it ends', async () => {
    for (const sayfa of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/%0d%0aX:1',
    ]) {
      const res = await fetch(`${baseURL()}/onizleme/kapat?sayfa=${encodeURIComponent(sayfa)}`, {
        redirect: 'manual',
      })
      expect(res.status, sayfa).toBe(303)
      const location = res.headers.get('location')!
      expect(new URL(location, 'http://site.invalid').origin, sayfa).toBe('http://site.invalid')
    }
  })

  it('ends the preview from the banner’s button', async () => {
    const res = await fetch(`${baseURL()}/onizleme/kapat?sayfa=/urunler`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'X-Forwarded-Host': 'www.vitrin.example' },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/urunler')
    expect(res.headers.getSetCookie().join(';')).toMatch(/__prerender_bypass=;/)
  })
})
