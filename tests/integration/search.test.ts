import { beforeAll, describe, expect, it } from 'vitest'

import { baseURL, get, getJson, login } from '../helpers/http'

interface Suggestion {
  id: number | string
  name: string
  slug: string
  sku: string
  cover_image: string | null
  images: string[]
}
interface Product {
  id: number
  name: string
  slug: string
  sku: string
}

const search = async (q: string, query = '') =>
  (await getJson<Suggestion[]>(`/api/product_search/${encodeURIComponent(q)}${query}`)).body

describe('GET /api/product_search/{query}', () => {
  let products: Product[]
  let auth: string

  beforeAll(async () => {
    auth = await login()
    const res = await fetch(
      `${baseURL()}/cms-api/products?limit=500&depth=0&sort=id&where[_status][equals]=published&select[name]=true&select[slug]=true&select[sku]=true`,
      { headers: { Authorization: auth } },
    )
    products = ((await res.json()) as { docs: Product[] }).docs
    expect(products.length).toBeGreaterThanOrEqual(400)
  })

  it('answers with the suggestion fields, at most 5 by default and up to ?limit=20', async () => {
    const many = await search('kamera')
    expect(many).toHaveLength(5)
    for (const s of many) {
      expect(Object.keys(s).sort()).toEqual(['cover_image', 'id', 'images', 'name', 'sku', 'slug'])
      expect(s.cover_image).toMatch(/^\//)
    }
    expect(await search('kamera', '?limit=20')).toHaveLength(20)
    expect((await get('/api/product_search/kamera?limit=21')).status).toBe(400)
    expect((await get('/api/product_search/kamera?limit=abc')).status).toBe(400)
  })

  it('puts the exact code first, whatever its case and punctuation', async () => {
    const p = products.find((x) => /[-/]/.test(x.sku))!
    expect((await search(p.sku))[0]?.sku).toBe(p.sku)
    const loose = p.sku.toLowerCase().replace(/[-/.]/g, ' ')
    expect((await search(loose))[0]?.sku).toBe(p.sku)
  })

  it('finds a code by its prefix and by an inner part', async () => {
    const p = products.find((x) => x.sku.replace(/[^A-Za-z0-9]/g, '').length >= 8)!
    const compact = p.sku.replace(/[^A-Za-z0-9]/g, '')
    const prefix = await search(compact.slice(0, 6), '?limit=20')
    expect(prefix.map((s) => s.sku)).toContain(p.sku)
    const inner = await search(compact.slice(2, 8), '?limit=20')
    expect(inner.map((s) => s.sku)).toContain(p.sku)
  })

  it('is insensitive to Turkish letters and Turkish case', async () => {
    const word = products
      .flatMap((x) => x.name.split(/[\s,()/]+/))
      .find((w) => /[çğışöüÇĞİŞÖÜ]/.test(w) && /^\p{L}{5,}$/u.test(w))!
    expect(word).toBeDefined()
    const ascii = word
      .toLocaleLowerCase('tr')
      .replace(/ç/g, 'c')
      .replace(/ğ/g, 'g')
      .replace(/ı/g, 'i')
      .replace(/ö/g, 'o')
      .replace(/ş/g, 's')
      .replace(/ü/g, 'u')
    const a = await search(ascii, '?limit=20')
    const b = await search(word.toLocaleUpperCase('tr'), '?limit=20')
    expect(a.length).toBeGreaterThan(0)
    expect(a.map((s) => s.id)).toEqual(b.map((s) => s.id))
    expect(a[0]!.name.toLocaleLowerCase('tr')).toContain(word.toLocaleLowerCase('tr'))
  })

  it('tolerates one typo in a word of five letters or more', async () => {
    const exact = await search('kamera')
    const typo = await search('kamrea')
    expect(exact.length).toBeGreaterThan(0)
    expect(typo.length).toBeGreaterThan(0)
    expect(await search('qqqqqqqq')).toEqual([])
  })

  it('answers 200 [] when nothing matches, and for hostile queries', async () => {
    for (const q of [
      'zzzzxxxxqqqq',
      '%00',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '..%2F..%2Fetc',
      'ş'.repeat(500),
    ]) {
      const res = await get(`/api/product_search/${encodeURIComponent(q)}`)
      expect(res.status, q).toBe(200)
      expect(Array.isArray(await res.json())).toBe(true)
    }
  })

  it('refuses an invalid limit in Turkish and answers HEAD', async () => {
    const invalid = await fetch(`${baseURL()}/api/product_search/kamera?limit=99`)
    expect(invalid.status).toBe(400)
    expect(((await invalid.json()) as { error: string }).error).toBe(
      'limit 1 ile 20 arasında bir tam sayı olmalıdır.',
    )
    const head = await fetch(`${baseURL()}/api/product_search/kamera`, { method: 'HEAD' })
    expect(head.status).toBe(200)
  })

  it('sees a product change within a second', async () => {
    const p = products[10]!
    const newName = `Yeniİsimli Özgün Ürün ${Date.now()}`
    const res = await fetch(`${baseURL()}/cms-api/products/${p.id}`, {
      method: 'PATCH',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: newName, _status: 'published' }),
    })
    expect(res.status).toBe(200)
    await new Promise((r) => setTimeout(r, 1000))
    const hits = await search('yeniisimli ozgun')
    expect(hits[0]?.id).toBe(p.id)
    expect(hits[0]?.name).toBe(newName)
  })
})

describe('GET /arama: the search results page', () => {
  const PAGE_SIZE = 20
  const html = async (path: string) => {
    const res = await get(path)
    expect(res.status, path).toBe(200)
    return res.text()
  }
  /** The products of the result cards (the header and footer link to no product). */
  const slugs = (page: string) =>
    [...page.matchAll(/href="\/urunler\/urun\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!))
  const total = (page: string) =>
    Number(/>([\d.]+) ürün bulundu/.exec(page)?.[1]?.replace(/\./g, '') ?? Number.NaN)
  /** The page number of the current page's link in the pagination. */
  const current = (page: string) => {
    const link = [...page.matchAll(/<a [^>]*>/g)]
      .map((m) => m[0])
      .find((a) => a.includes('href="/arama?') && a.includes('aria-current="page"'))
    return link ? Number(/page=(\d+)/.exec(link)?.[1] ?? 1) : null
  }
  const boxValue = (page: string) => /<input[^>]*name="q"[^>]*value="([^"]*)"/.exec(page)?.[1]

  it('says how many products match and shows the first 20 in the search box order', async () => {
    const page = await html('/arama?q=kamera')
    const count = total(page)
    expect(count).toBeGreaterThan(PAGE_SIZE)
    const formatted = new Intl.NumberFormat('tr-TR').format(count)
    expect(page).toContain(`>${formatted} ürün bulundu, 1–20 arası gösteriliyor<`)
    expect(page).toMatch(/<meta name="robots" content="noindex/)
    const suggested = await search('kamera', '?limit=20')
    expect(slugs(page)).toEqual(suggested.map((s) => s.slug))
    expect(current(page)).toBe(1)
    expect(page).toContain('href="/arama?q=kamera&amp;page=2"')
  })

  it('pages through every match with plain links, 20 a page, none twice', async () => {
    const first = await html('/arama?q=kamera')
    const count = total(first)
    const pages = Math.ceil(count / PAGE_SIZE)
    expect(pages).toBeGreaterThanOrEqual(2)
    const seen = [...slugs(first)]
    for (let n = 2; n <= pages; n++) {
      const page = await html(`/arama?q=kamera&page=${n}`)
      expect(total(page), `page ${n}`).toBe(count)
      expect(current(page), `page ${n}`).toBe(n)
      expect(boxValue(page), `page ${n}`).toBe('kamera')
      const onPage = slugs(page)
      expect(onPage.length, `page ${n}`).toBe(Math.min(PAGE_SIZE, count - (n - 1) * PAGE_SIZE))
      expect(
        onPage.filter((slug) => seen.includes(slug)),
        `page ${n}`,
      ).toEqual([])
      seen.push(...onPage)
    }
    expect(new Set(seen).size).toBe(count)
  })

  it('shows page 1 for a junk page number and the last page past the end, never an error', async () => {
    const first = slugs(await html('/arama?q=kamera'))
    for (const junk of ['abc', '0', '-2', '1.5', '', '%00']) {
      const page = await html(`/arama?q=kamera&page=${junk}`)
      expect(slugs(page), junk).toEqual(first)
      expect(current(page), junk).toBe(1)
    }
    const count = total(await html('/arama?q=kamera'))
    const pages = Math.ceil(count / PAGE_SIZE)
    const last = await html(`/arama?q=kamera&page=${pages}`)
    for (const beyond of [pages + 1, 99_999, '1e300']) {
      const page = await html(`/arama?q=kamera&page=${beyond}`)
      expect(slugs(page), String(beyond)).toEqual(slugs(last))
      expect(current(page), String(beyond)).toBe(pages)
    }
  })

  it('shows the query in the header search box in the HTML itself, only on this page', async () => {
    expect(boxValue(await html('/arama?q=kamera'))).toBe('kamera')
    expect(boxValue(await html('/arama?q=ip%20kamera&page=2'))).toBe('ip kamera')
    expect(boxValue(await html('/arama?q=%22%3Cb%3E'))).toBe('&quot;&lt;b&gt;')
    expect(boxValue(await html('/arama'))).toBe('')
    expect(boxValue(await html('/'))).toBe('')
    expect(boxValue(await html('/urunler?q=kamera'))).toBe('')
  })

  it('keeps the empty and no-query states, without a count or page links', async () => {
    const none = await html('/arama?q=zzzzqqqqxxxx')
    expect(none).toContain('Aramanızla eşleşen ürün bulunamadı.')
    expect(boxValue(none)).toBe('zzzzqqqqxxxx')
    const empty = await html('/arama')
    expect(empty).toContain('Aramak için ürün kodu veya adı yazın.')
    for (const page of [none, empty]) {
      expect(page).not.toContain('ürün bulundu')
      expect(page).not.toContain('aria-label="Sayfalar"')
      expect(slugs(page)).toEqual([])
    }
  })
})
