/**
 * Prices as an attacker looks for them (issue 41): every public route of the sitemap, the spec's
 * API, the REST API, search and suggestions, each as HTML and as the RSC payload a client
 * navigation asks for — anonymously and as another company's dealer, after the priced company's
 * dealer has been through the same pages (so a shared cache would have kept its answers).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { DEALER_PASSWORD as PASSWORD, dealerCookie } from '../../helpers/dealers'
import { baseURL, login, sitemapText } from '../../helpers/http'
import { uniqueVkn } from '../../helpers/taxNumbers'

const tag = Date.now()
// Figures no page has by chance: the list price and this group's special net price.
const LIST = 97531.86
const SPECIAL = 86420.13
const leaked = (text: string, figure: number) => {
  const [whole, cents] = figure.toFixed(2).split('.') as [string, string]
  const dotted = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return [`${whole}.${cents}`, `${whole},${cents}`, `${dotted},${cents}`].some((form) =>
    text.includes(form),
  )
}

async function api(auth: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseURL()}/cms-api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: auth },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300)
  return (await res.json()) as { doc: { id: number } } & Record<string, unknown>
}

async function dealerIn(admin: string, company: number, name: string): Promise<string> {
  const email = `${name}-${tag}@example.com`
  await api(admin, 'POST', 'dealers', { email, name, company, password: PASSWORD })
  return dealerCookie(email)
}

describe('no price or stock reaches a visitor or another company, on any route', () => {
  let product: { id: number; slug: string; sku: string; name: string }
  let priced: string
  let other: string
  let routes: string[]

  beforeAll(async () => {
    const admin = await login()
    const group = (await api(admin, 'POST', 'price-groups', { name: `Sızıntı ${tag}` })).doc
    const mine = (
      await api(admin, 'POST', 'dealer-companies', {
        name: `Fiyatlı Bayi ${tag}`,
        taxNumber: uniqueVkn(tag + 11),
        priceGroup: group.id,
      })
    ).doc
    const theirs = (
      await api(admin, 'POST', 'dealer-companies', {
        name: `Öbür Bayi ${tag}`,
        taxNumber: uniqueVkn(tag + 12),
      })
    ).doc
    const found = (await api(
      admin,
      'GET',
      'products?where[_status][equals]=published&limit=1&depth=0&sort=-id',
    )) as unknown as { docs: { id: number; slug: string; sku: string; name: string }[] }
    product = found.docs[0]!
    await api(admin, 'PATCH', `products/${product.id}`, {
      listPrice: LIST,
      currency: 'EUR',
      stock: 'sinirli',
      leadTimeDays: 47,
      groupPrices: [{ group: group.id, netPrice: SPECIAL }],
    })
    priced = await dealerIn(admin, mine.id, 'fiyatli')
    other = await dealerIn(admin, theirs.id, 'obur')

    const sitemap = await sitemapText()
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    // Every page but the products, which are one template: this product's and a sample.
    const products = pages.filter((p) => p.startsWith('/urunler/urun/'))
    const query = encodeURIComponent(product.sku.slice(0, 6))
    const cats = (await (await fetch(`${baseURL()}/api/categories`)).json()) as { slug: string }[]
    routes = [
      ...pages.filter((p) => !p.startsWith('/urunler/urun/')),
      `/urunler/urun/${product.slug}`,
      ...products.slice(0, 10),
      `/arama?q=${query}`,
      '/teklif-listesi',
      `/urunler/karsilastir?urunler=${product.slug}`,
      `/api/product/${product.slug}`,
      `/api/product_search/${query}`,
      `/api/product_search?q=${query}`,
      '/api/popular',
      '/api/categories',
      `/api/category/${cats[0]!.slug}`,
      '/api/brands',
      `/cms-api/products/${product.id}?depth=2`,
      `/cms-api/products?where[slug][equals]=${product.slug}&depth=2`,
      `/cms-api/products/${product.id}?draft=true`,
      '/cms-api/price-groups',
      '/cms-api/dealer-companies',
      '/cms-api/globals/site-settings',
      '/sitemap.xml',
      '/robots.txt',
    ]
    // The priced company's dealer goes first everywhere: nothing it is shown may stay behind.
    for (const path of routes) await fetch(`${baseURL()}${path}`, { headers: { Cookie: priced } })
  }, 300_000)

  it('the priced dealer does get its special price (the figures are real)', async () => {
    const res = await fetch(`${baseURL()}/bayi/fiyatlar?urunler=${product.slug}`, {
      headers: { Cookie: priced },
    })
    expect(leaked(await res.text(), SPECIAL)).toBe(true)
  })

  it('crawls every route as a visitor and as another company: no price, no stock, no lead time', async () => {
    expect(routes.length).toBeGreaterThan(30)
    const found: string[] = []
    for (const [who, cookie] of [
      ['anonymous', ''],
      ['another company', other],
    ] as const) {
      for (const path of routes) {
        for (const rsc of [false, true]) {
          const res = await fetch(`${baseURL()}${path}`, {
            redirect: 'manual',
            headers: { ...(cookie ? { Cookie: cookie } : {}), ...(rsc ? { RSC: '1' } : {}) },
          })
          const text = await res.text()
          const as = `${who} ${rsc ? 'RSC ' : ''}${path} (${res.status})`
          if (leaked(text, SPECIAL)) found.push(`special price: ${as}`)
          // Another company sees list prices as any dealer does, but only on its own request.
          if (!cookie && leaked(text, LIST)) found.push(`list price: ${as}`)
          const field = /"(stock|leadTimeDays|listPrice|groupPrices)"\s*:.{0,40}/.exec(text)?.[0]
          if (field) found.push(`price field ${field}: ${as}`)
        }
      }
    }
    expect(found).toEqual([])
  }, 300_000)

  it('another company asking for the product gets its own figures, never the special price', async () => {
    const res = await fetch(`${baseURL()}/bayi/fiyatlar?urunler=${product.slug}`, {
      headers: { Cookie: other },
    })
    const text = await res.text()
    expect(leaked(text, LIST)).toBe(true)
    expect(leaked(text, SPECIAL)).toBe(false)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })
})
