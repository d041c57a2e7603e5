import { beforeAll, describe, expect, it } from 'vitest'

import { get, getJson, login, baseURL } from '../helpers/http'

interface CategoryNode {
  name: string
  slug: string
  parent: string | null
  children: CategoryNode[]
}
interface Card {
  slug: string
  name: string
  brand_name: string | null
  cover_photo: string | null
}

describe('catalogue API (spec section 7)', () => {
  let tree: CategoryNode[]

  beforeAll(async () => {
    tree = (await getJson<CategoryNode[]>('/api/categories')).body
  })

  it('GET /api/categories lists the eight areas with their sub-categories', () => {
    expect(tree).toHaveLength(8)
    expect(tree.map((c) => c.slug)).toContain('gecis-kontrol-sistemleri')
    for (const top of tree) {
      expect(top.parent).toBeNull()
      expect(top.children.length).toBeGreaterThanOrEqual(2)
      expect(top.children.length).toBeLessThanOrEqual(6)
      for (const child of top.children) {
        expect(child.parent).toBe(top.slug)
        expect(child.name).toEqual(expect.any(String))
      }
    }
  })

  it('GET /api/category/{slug} includes the products of sub-categories', async () => {
    const top = tree[0]!
    const { status, body } = await getJson<{ name: string; products: Card[] }>(
      `/api/category/${top.slug}`,
    )
    expect(status).toBe(200)
    expect(body.name).toBe(top.name)
    const topSlugs = new Set(body.products.map((p) => p.slug))
    let fromChildren = 0
    for (const child of top.children) {
      const sub = await getJson<{ products: Card[] }>(`/api/category/${child.slug}`)
      expect(sub.status).toBe(200)
      for (const p of sub.body.products) expect(topSlugs.has(p.slug)).toBe(true)
      fromChildren += sub.body.products.length
    }
    expect(fromChildren).toBe(body.products.length)
    expect(body.products.length).toBeGreaterThan(0)
    const card = body.products[0]!
    expect(Object.keys(card)).toEqual(
      expect.arrayContaining(['slug', 'name', 'brand_name', 'cover_photo']),
    )
    expect(card.brand_name).toEqual(expect.any(String))
  })

  it('answers an unknown slug with a Turkish JSON 404', async () => {
    for (const [path, text] of [
      ['/api/category/yok-boyle-bir-kategori', 'Kategori bulunamadı.'],
      ['/api/brand/yok-boyle-bir-marka', 'Marka bulunamadı.'],
      ['/api/product/yok-boyle-bir-urun', 'Ürün bulunamadı.'],
      ['/api/page/yok-boyle-bir-sayfa', 'Sayfa bulunamadı.'],
    ] as const) {
      const { status, body, res } = await getJson<{ error: string }>(path)
      expect(status, path).toBe(404)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(body.error).toBe(text)
    }
    const other = await get('/api/boyle-bir-uc-yok')
    expect(other.status).toBe(404)
    expect(((await other.json()) as { error: string }).error).toMatch(/bulunamadı/)
  })

  it('answers unknown catalogue pages with the not-found page in the HTML itself', async () => {
    const category = tree[0]!.slug
    for (const path of [
      '/urunler/urun/yok-boyle-bir-urun',
      `/urunler/${category}/yok-boyle`,
      '/urunler/yok-boyle',
      '/markalarimiz/yok-boyle',
      '/kurumsal/yok-boyle',
      '/a/b/c',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      const html = await res.text()
      // Server-rendered markup, not only the RSC payload that needs JavaScript (vercel/next.js#62228).
      expect(html, path).toContain('<h1 lang="en">Page Not Found</h1>')
      expect(html, path).toContain('Oops! Error 404')
      expect(html, path).toMatch(/<form role="search"[^>]*action="\/arama"/)
      expect(html, path).toMatch(/<title>Sayfa bulunamadı \|/)
      expect(html, path).not.toContain('__next_error__')
    }
    expect((await get(`/urunler/${category}`)).status).toBe(200)
  })

  it('GET /api/brands and /api/brand/{slug}', async () => {
    const { body: brands } =
      await getJson<{ name: string; slug: string; image: string | null }[]>('/api/brands')
    expect(brands.length).toBeGreaterThanOrEqual(30)
    for (const b of brands) expect(b.image).toMatch(/^\//)
    const withProducts = await getJson<{ name: string; products: Card[] }>(
      `/api/brand/${brands[0]!.slug}`,
    )
    expect(withProducts.status).toBe(200)
    expect(withProducts.body.name).toBe(brands[0]!.name)
    for (const p of withProducts.body.products) expect(p.brand_name).toBe(brands[0]!.name)
  })

  it('GET /api/product/{slug} has every field of the spec, HTML rich text and served images', async () => {
    const { body: cat } = await getJson<{ products: Card[] }>(`/api/category/${tree[1]!.slug}`)
    const slug = cat.products[0]!.slug
    const { status, body } = await getJson<Record<string, unknown>>(`/api/product/${slug}`)
    expect(status).toBe(200)
    for (const key of [
      'name',
      'slug',
      'sku',
      'brief',
      'description',
      'cover_photo',
      'category',
      'brand',
      'related_products',
    ]) {
      expect(body, key).toHaveProperty(key)
    }
    expect(body.slug).toBe(slug)
    expect(body.description).toMatch(/<(p|h2|ul)[ >]/)
    expect(body.brief).toMatch(/^<p/)
    const related = body.related_products as { slug: string; name: string; cover_photo: string }[]
    expect(related.length).toBeGreaterThanOrEqual(1)
    expect(related.length).toBeLessThanOrEqual(4)
    for (const r of related) expect(Object.keys(r).sort()).toEqual(['cover_photo', 'name', 'slug'])
    expect((body.category as { slug: string }).slug).toEqual(expect.any(String))
    expect((body.brand as { image: string }).image).toMatch(/^\//)
    // Content-addressed upload names (src/catalog/collections/uploadFiles.ts): the file is cached for good.
    expect(body.cover_photo).toMatch(/^\/cms-api\/media\/file\/[^/]+-[0-9a-f]{10}\.\w+$/)
    const image = await get(body.cover_photo as string)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const optimized = await get(
      `/_next/image?url=${encodeURIComponent(body.cover_photo as string)}&w=640&q=75`,
      { headers: { Accept: 'image/avif,image/webp,*/*' } },
    )
    expect(optimized.status).toBe(200)
    expect(optimized.headers.get('content-type')).toBe('image/avif')
    expect(optimized.headers.get('cache-control')).toContain('max-age=31536000')
    const missing = await get('/cms-api/media/file/yok-0123456789.webp')
    expect(missing.status).toBeGreaterThanOrEqual(400)
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable')
  })

  it('GET /api/page/{slug} serves the six corporate pages, bilgi-guvenliği included', async () => {
    for (const slug of [
      'bilgi-guvenliği',
      'kvkk',
      'etik-kod',
      'durustluk-hatti',
      'cerez-politikasi',
      'kisisel-verilerin-korunmasi-ve-islenmesi-politikasi',
    ]) {
      const { status, body } = await getJson<{ title: string; body: string; cover_photo: unknown }>(
        `/api/page/${encodeURIComponent(slug)}`,
      )
      expect(status, slug).toBe(200)
      expect(body.title.length).toBeGreaterThan(2)
      expect(body.body).toMatch(/<p[ >]/)
      expect(body).toHaveProperty('cover_photo')
    }
  })

  it('GET /api/popular, /api/knowledge and /api/slider', async () => {
    const popular = (
      await getJson<{ name: string; slug: string; cover_photo: string }[]>('/api/popular')
    ).body
    expect(popular.length).toBeGreaterThanOrEqual(8)
    for (const p of popular) expect(Object.keys(p).sort()).toEqual(['cover_photo', 'name', 'slug'])
    const knowledge = (await getJson<{ image: string; content: string }[]>('/api/knowledge')).body
    expect(knowledge.length).toBeGreaterThanOrEqual(8)
    for (const k of knowledge) {
      expect(k.content.length).toBeGreaterThan(10)
      expect(k.image).toMatch(/^\//)
    }
    const slides = (
      await getJson<{ link: string; image: string; mobile_image: string }[]>('/api/slider')
    ).body
    expect(slides).toHaveLength(4)
    for (const s of slides) {
      expect(s.link).toMatch(/^\//)
      expect(s.image).toMatch(/^\//)
      expect(s.mobile_image).toMatch(/^\//)
      expect(s.mobile_image).not.toBe(s.image)
    }
  })

  it('keeps drafts out of every public route', async () => {
    const auth = await login()
    const categories = await fetch(
      `${baseURL()}/cms-api/categories?where[slug][equals]=${tree[2]!.children[0]!.slug}&depth=0`,
      { headers: { Authorization: auth } },
    )
    const categoryId = ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id
    const brands = await fetch(`${baseURL()}/cms-api/brands?limit=1&depth=0`, {
      headers: { Authorization: auth },
    })
    const brandId = ((await brands.json()) as { docs: { id: number }[] }).docs[0]!.id
    const create = await fetch(`${baseURL()}/cms-api/products?draft=true`, {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Gizli Taslak Zırhlı Kamera',
        sku: 'ZZ-DRAFT/0001',
        category: categoryId,
        brand: brandId,
        _status: 'draft',
      }),
    })
    expect(create.status).toBe(201)
    const draft = ((await create.json()) as { doc: { slug: string } }).doc
    expect(draft.slug).toBe('gizli-taslak-zirhli-kamera')
    expect((await get(`/api/product/${draft.slug}`)).status).toBe(404)
    const listing = (
      await getJson<{ products: Card[] }>(`/api/category/${tree[2]!.children[0]!.slug}`)
    ).body
    expect(listing.products.map((p) => p.slug)).not.toContain(draft.slug)
    await new Promise((r) => setTimeout(r, 1100))
    const search = (
      await getJson<{ slug: string }[]>(
        `/api/product_search/${encodeURIComponent('ZZ-DRAFT/0001')}`,
      )
    ).body
    expect(search).toEqual([])
    // Anonymous REST reads see no draft either.
    const anon = await fetch(`${baseURL()}/cms-api/products?where[slug][equals]=${draft.slug}`)
    expect(((await anon.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
})

describe('product page and footer details (issue 31)', () => {
  it('ends the copyright line with one full stop after "A.Ş."', async () => {
    const html = await (await get('/')).text()
    expect(html).toMatch(/A\.Ş\. Tüm hakları saklıdır\./)
    expect(html).not.toContain('A.Ş..')
  })

  it('opens a chat with the product prefilled when a number is set, and is gone without one', async () => {
    const auth = await login()
    const setNumber = (whatsapp: string) =>
      fetch(`${baseURL()}/cms-api/globals/site-settings`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ whatsapp }),
      })
    const { body: product } = await getJson<{ slug: string; name: string; sku: string }>(
      `/api/product/${(await getJson<{ products: Card[] }>('/api/category/video-gozetim-sistemleri')).body.products[0]!.slug}`,
    )
    const page = async () => (await get(`/urunler/urun/${product.slug}`)).text()
    try {
      const refused = await setNumber('0212 123 45 67 dahili 5')
      expect(refused.status).toBe(400)
      // Payload names the field; the admin shows the field's own message under it.
      expect(await refused.text()).toContain('WhatsApp numarası')

      expect((await setNumber('0 (532) 999 88 77')).status).toBe(200)
      const html = await page()
      const href = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
      expect(href).toBeDefined()
      const url = new URL(href!)
      expect(url.pathname).toBe('/905329998877')
      const text = url.searchParams.get('text')!
      expect(text).toContain(product.name)
      expect(text).toContain(product.sku)
      expect(text).toContain(`/urunler/urun/${product.slug}`)
      expect(html).toContain('WhatsApp ile sor')
    } finally {
      expect((await setNumber('')).status).toBe(200)
    }
    expect(await page()).not.toContain('wa.me')
  })
})

describe('the public address (SITE_URL, required by the server)', () => {
  it('robots.txt, canonical links and structured data name the address the server runs at', async () => {
    const robots = await (await get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`)
    const { body: cat } = await getJson<{ products: Card[] }>('/api/category/ip-kameralar')
    const page = await (await get(`/urunler/urun/${cat.products[0]!.slug}`)).text()
    expect(page).toContain(`<link rel="canonical" href="${baseURL()}/urunler/urun/`)
    expect(page).not.toContain('localhost:3000')
  })
})

describe('filter attributes (issue 31)', () => {
  it('products carry their attributes; a listing filters and counts by them with plain links', async () => {
    const { body: cat } = await getJson<{ products: Card[] }>('/api/category/ip-kameralar')
    const { body: product } = await getJson<{
      attributes: { slug: string; name: string; value: string; display: string }[]
    }>(`/api/product/${cat.products[0]!.slug}`)
    const resolution = product.attributes.find((a) => a.slug === 'cozunurluk')
    expect(resolution?.value).toMatch(/^\d+ MP$/)
    expect(product.attributes.map((a) => a.slug)).toContain('poe')
    const page = await (await get(`/urunler/urun/${cat.products[0]!.slug}`)).text()
    const jsonLd = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!) as { '@type': string; additionalProperty?: unknown[] })
      .find((d) => d['@type'] === 'Product')
    expect(jsonLd?.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Çözünürlük',
      value: resolution!.value,
    })

    const count = (html: string) =>
      Number(/(\d+) üründen|Ürün yok/.exec(html)?.[1] ?? (html.includes('Ürün yok') ? 0 : NaN))
    const all = await (await get('/urunler/video-gozetim-sistemleri/ip-kameralar')).text()
    // A facet link per value, with its count, in the page itself.
    const facet =
      /href="([^"]*f_cozunurluk=([a-z0-9-]+)[^"]*)"[^>]*>.*?<span[^>]*>(?:<span[^>]*>[^<]*<\/span>)?(\d+)<\/span>/s.exec(
        all.replace(/&amp;/g, '&'),
      )
    expect(facet).not.toBeNull()
    const [, link, valueSlug, facetCount] = facet!
    // The link lands on the results (#sonuclar): on a phone the filters sit above them.
    expect(link).toMatch(/#sonuclar$/)
    const href = link!.replace(/#sonuclar$/, '')
    const filtered = await (await get(href!)).text()
    expect(count(filtered)).toBe(Number(facetCount))
    expect(count(filtered)).toBeLessThan(count(all))
    // Combined with PoE: never more than either alone.
    const both = await (await get(`${href}&f_poe=evet`)).text()
    expect(count(both)).toBeLessThanOrEqual(count(filtered))
    const cards = await getJson<{ products: Card[] }>('/api/category/ip-kameralar')
    expect(cards.body.products.length).toBe(count(all))
    expect(valueSlug).toMatch(/^\d+-mp$/)
  })

  it('counts facets disjunctively: on the reported page each count is what its click shows', async () => {
    const total = (html: string) =>
      html.includes('Ürün yok') ? 0 : Number(/(\d+) üründen/.exec(html)?.[1] ?? NaN)
    const url = '/urunler/video-gozetim-sistemleri/ip-kameralar?f_cozunurluk=4-mp&f_poe=evet'
    const html = (await (await get(url)).text()).replace(/&amp;/g, '&').replace(/<!-- -->/g, '')
    const links = [...html.matchAll(/<a ([^>]*rel="nofollow"[^>]*)>(.*?)<\/a>/gs)]
      .map(([, attrs, inner]) => ({
        href: /href="([^"]*)"/.exec(attrs!)?.[1] ?? '',
        checked: attrs!.includes('aria-current="true"'),
        count: Number(/ürün sayısı: <\/span>(\d+)/.exec(inner!)?.[1] ?? NaN),
      }))
      .filter((l) => !Number.isNaN(l.count))
    const listed = total(html)
    expect(listed).toBeGreaterThan(0)
    // Each chosen value is alone in its facet: its count is the list on the page.
    const chosen = links.filter((l) => l.checked)
    expect(chosen).toHaveLength(2)
    for (const l of chosen) expect(l.count, l.href).toBe(listed)
    // Brands, none chosen: a click on each shows exactly its count.
    const brands = links.filter((l) => l.href.includes('filter_marka='))
    expect(brands.length).toBeGreaterThan(0)
    expect(brands.reduce((sum, l) => sum + l.count, 0)).toBe(listed)
    for (const l of brands.slice(0, 3))
      expect(total(await (await get(l.href)).text()), l.href).toBe(l.count)
  })

  it('the paste box reads "2 adet" and offers close codes for one it cannot find', async () => {
    const { body: cat } = await getJson<{ products: Card[] }>('/api/category/ip-kameralar')
    const { body: product } = await getJson<{ sku: string }>(
      `/api/product/${cat.products[0]!.slug}`,
    )
    const sku = product.sku
    const typo = `${sku}ZZ9Q`
    const paste = [`${sku} 2 adet`, `3 adet ${sku}`, `${typo} x 4`].join('\n')
    const html = (await (await get(`/teklif-listesi?kodlar=${encodeURIComponent(paste)}`)).text())
      .replace(/&amp;/g, '&')
      .replace(/<!-- -->/g, '')
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((m) => m[1]!)
    const row = (text: string) => rows.find((r) => r.includes(`>${text}</td>`))
    expect(row(`${sku} 2 adet`)).toContain('Eşleşti')
    expect(row(`${sku} 2 adet`)).toMatch(/× 2\b/)
    expect(row(`3 adet ${sku}`)).toMatch(/× 3\b/)
    const missing = row(`${typo} x 4`)
    expect(missing).toContain('Bunu mu demek istediniz?')
    // One click (a plain link) puts the suggested code in that line, with its quantity.
    const pick = /href="([^"]*)"[^>]*>([^<]+)<\/a>/.exec(missing!.split('Bunu mu demek')[1]!)
    expect(pick).not.toBeNull()
    const chosen = new URL(pick![1]!, baseURL()).searchParams.get('kodlar')!.split('\n')
    expect(chosen[2]).toBe(`${pick![2]} x 4`)
    expect(chosen.slice(0, 2)).toEqual([`${sku} 2 adet`, `3 adet ${sku}`])
  })

  it('staff get a Turkish error for a value that does not fit, and the keys follow the values', async () => {
    const auth = await login()
    const headers = { Authorization: auth, 'Content-Type': 'application/json' }
    const { docs: attrs } = (await (
      await fetch(`${baseURL()}/cms-api/attributes?where[slug][equals]=poe&depth=0`, { headers })
    ).json()) as { docs: { id: number }[] }
    const { docs } = (await (
      await fetch(
        `${baseURL()}/cms-api/products?where[attributeKeys][equals]=poe:evet&limit=1&depth=0`,
        {
          headers,
        },
      )
    ).json()) as { docs: { id: number; attributes: { attribute: number; value: string }[] }[] }
    const product = docs[0]!
    const others = product.attributes.filter((a) => a.attribute !== attrs[0]!.id)
    const patch = (value: string) =>
      fetch(`${baseURL()}/cms-api/products/${product.id}?depth=0`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ attributes: [...others, { attribute: attrs[0]!.id, value }] }),
      })
    const refused = await patch('belki')
    expect(refused.status).toBe(400)
    // Payload's REST answer names the field; the admin shows the field's message under it.
    expect(await refused.text()).toContain('Filtre özellikleri')
    const saved = await patch('HAYIR')
    expect(saved.status).toBe(200)
    const { doc } = (await saved.json()) as {
      doc: { attributeKeys: string[]; attributes: { value: string }[] }
    }
    expect(doc.attributeKeys).toContain('poe:hayir')
    expect(doc.attributeKeys).not.toContain('poe:evet')
    expect(doc.attributes.map((a) => a.value)).toContain('Hayır')
    expect((await patch('Evet')).status).toBe(200)
  })

  it('an attribute staff keep off the listings is no filter there, yet stays a fact of its products', async () => {
    const listing = '/urunler/video-gozetim-sistemleri/ip-kameralar'
    const facets = async () => (await (await get(listing)).text()).replace(/&amp;/g, '&')
    // The planner's power figure: a value per camera model, seeded with "facet" off.
    const before = await facets()
    expect(before).toContain('f_cozunurluk=')
    expect(before).not.toContain('f_guc-tuketimi=')
    const { body: cat } = await getJson<{ products: Card[] }>('/api/category/ip-kameralar')
    const { body: product } = await getJson<{ attributes: { slug: string }[] }>(
      `/api/product/${cat.products[0]!.slug}`,
    )
    expect(product.attributes.map((a) => a.slug)).toContain('guc-tuketimi')

    const headers = { Authorization: await login(), 'Content-Type': 'application/json' }
    const { docs } = (await (
      await fetch(`${baseURL()}/cms-api/attributes?where[slug][equals]=guc-tuketimi&depth=0`, {
        headers,
      })
    ).json()) as { docs: { id: number; facet: boolean }[] }
    expect(docs[0]!.facet).toBe(false)
    const setFacet = (facet: boolean) =>
      fetch(`${baseURL()}/cms-api/attributes/${docs[0]!.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ facet }),
      })
    expect((await setFacet(true)).status).toBe(200)
    try {
      expect(await facets()).toContain('f_guc-tuketimi=')
    } finally {
      expect((await setFacet(false)).status).toBe(200)
    }
    expect(await facets()).not.toContain('f_guc-tuketimi=')
  })
})
