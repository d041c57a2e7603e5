import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'

import { compareAddHref, compareHref } from '@/components/compare/paths'

import { axeViolations } from '../helpers/axe'
import { closeBrowser, DESKTOP, MOBILE, openPage } from '../helpers/browser'
import { quoteAddHref } from '@/components/quote/paths'
import { baseURL, getJson } from '../helpers/http'

afterAll(closeBrowser)

interface Card {
  slug: string
  name: string
  sku: string
}

async function topCategory(): Promise<string> {
  return (await getJson<{ slug: string }[]>('/api/categories')).body[0]!.slug
}

async function products(): Promise<Card[]> {
  const cards = (await getJson<{ products: Card[] }>(`/api/category/${await topCategory()}`)).body
    .products
  expect(cards.length).toBeGreaterThanOrEqual(3)
  return cards
}

/** axe runs as a script: on the same address and screen, in a page that runs scripts. */
async function violations(page: Page): Promise<string[]> {
  const url = new URL(page.url())
  const opened = await openPage(url.pathname + url.search, { viewport: page.viewportSize()! })
  try {
    return (await axeViolations(opened.page)).map(
      (v) => `${v.id}: ${v.help} @ ${v.nodes[0]?.target.join(' ')}`,
    )
  } finally {
    await opened.context.close()
  }
}

const columns = (page: Page) => page.locator('main table thead th[scope="col"]')
const rowHeads = (page: Page) => page.locator('main table tbody th[scope="row"]')
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

describe('product comparison (karşılaştırma)', () => {
  it('without JavaScript: a column a product, Marka and Kategori rows, differences marked, “Çıkar” drops one', async () => {
    const [a, b, c] = await products()
    const { page, context } = await openPage(compareHref([a!.slug, b!.slug, c!.slug]), {
      viewport: DESKTOP,
      javaScriptEnabled: false,
    })
    try {
      expect(await page.title()).toMatch(/^Ürün karşılaştırma/)
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
      expect(await columns(page).count()).toBe(3)
      for (const [i, p] of [a!, b!, c!].entries()) {
        const head = (await columns(page).nth(i).textContent()) ?? ''
        expect(head).toContain(p.name)
        expect(head).toContain(p.sku)
        // Each product goes to the quote list from here, a plain link without JavaScript.
        const add = columns(page)
          .nth(i)
          .getByRole('link', { name: /^Teklif listesine ekle/ })
        expect(await add.getAttribute('href')).toBe(quoteAddHref([p.sku]))
      }
      const heads = await rowHeads(page).allTextContents()
      expect(heads[0]).toMatch(/^Marka/)
      expect(heads[1]).toMatch(/^Kategori/)
      // The product page's technical table is compared too, row by row.
      const { body: first } = await getJson<{
        specifications: { label: string }[]
        attributes: { name: string }[]
      }>(`/api/product/${a!.slug}`)
      const attributeNames = new Set(first.attributes.map((x) => x.name.toLocaleLowerCase('tr')))
      const technical = first.specifications
        .map((x) => x.label.trim())
        .filter((label) => !attributeNames.has(label.toLocaleLowerCase('tr')))
      expect(technical.length).toBeGreaterThan(0)
      const shownHeads = heads.map((h) => h.replace(/ \(farklı\)$/, ''))
      for (const label of technical) expect(shownHeads, label).toContain(label)
      // A row is marked (class and hidden "(farklı)") exactly when its cells disagree.
      const rows = page.locator('main table tbody tr')
      for (let i = 0; i < (await rows.count()); i++) {
        const row = rows.nth(i)
        const head = (await row.locator('th').textContent()) ?? ''
        const cells = await row.locator('td').allTextContents()
        expect(cells, head).toHaveLength(3)
        const differs = new Set(cells).size > 1
        expect(head.endsWith(' (farklı)'), head).toBe(differs)
        expect(Boolean(await row.getAttribute('class')), head).toBe(differs)
      }
      await page.getByText('Farklı olan özellikler vurgulanır.').waitFor()
      expect(await violations(page)).toEqual([])

      // (Playwright puts a space before the visually hidden part of the name.)
      await page.locator('main a', { hasText: `Çıkar: ${c!.name}` }).click()
      await page.waitForURL((url) => url.searchParams.get('urunler') === `${a!.slug},${b!.slug}`)
      expect(await columns(page).count()).toBe(2)

      await page.getByRole('link', { name: 'Yalnızca farkları göster' }).click()
      await page.waitForURL((url) => url.searchParams.get('fark') === '1')
      for (const head of await rowHeads(page).allTextContents())
        expect(head).toMatch(/ \(farklı\)$/)
      await page.getByRole('link', { name: 'Tümünü göster' }).click()
      await page.waitForURL((url) => !url.searchParams.has('fark'))
      expect(await rowHeads(page).first().textContent()).toMatch(/^Marka/)
    } finally {
      await context.close()
    }
  })

  it('without JavaScript: “Karşılaştır” adds up to four products, a fifth is refused, “Çıkar” frees a place', async () => {
    const cards = await products()
    expect(cards.length).toBeGreaterThanOrEqual(5)
    const [a, b, c, d, e] = cards
    const { page, context } = await openPage(`/urunler/urun/${a!.slug}`, {
      viewport: MOBILE,
      javaScriptEnabled: false,
    })
    const shown = () => new URL(page.url()).searchParams.get('urunler')
    const add = async (p: Card) => {
      await page.goto(`${baseURL()}/urunler/urun/${p.slug}`)
      const link = page.locator('main a', { hasText: `Karşılaştır: ${p.name}` }).first()
      expect(await link.getAttribute('href')).toBe(compareAddHref(p.slug))
      await link.click()
      await page.waitForURL(/\/urunler\/karsilastir\?/)
    }
    try {
      await add(a!)
      expect(shown()).toBe(a!.slug)
      await add(b!)
      await add(c!)
      await add(d!)
      expect(shown()).toBe([a, b, c, d].map((p) => p!.slug).join(','))
      expect(await columns(page).count()).toBe(4)
      await add(e!)
      await page
        .getByRole('status')
        .filter({ hasText: 'En fazla 4 ürün karşılaştırılabilir.' })
        .waitFor()
      expect(shown()).toBe([a, b, c, d].map((p) => p!.slug).join(','))
      expect(await overflow(page)).toBeLessThanOrEqual(0)

      await page.locator('main a', { hasText: `Çıkar: ${b!.name}` }).click()
      await page.waitForURL(
        (url) => url.searchParams.get('urunler') === `${a!.slug},${c!.slug},${d!.slug}`,
      )
      await add(e!)
      expect(shown()).toBe([a, c, d, e].map((p) => p!.slug).join(','))
      // The compare page without a list in its address shows the one kept.
      await page.goto(`${baseURL()}/urunler/karsilastir`)
      expect(await columns(page).count()).toBe(4)
    } finally {
      await context.close()
    }
  })

  it('at 375 px the table scrolls in its own focusable region, its first column stays, the page does not overflow', async () => {
    const [a, b, c] = await products()
    const { page, context } = await openPage(compareHref([a!.slug, b!.slug, c!.slug]), {
      viewport: MOBILE,
      javaScriptEnabled: false,
    })
    try {
      expect(await overflow(page)).toBeLessThanOrEqual(1)
      const region = page.getByRole('region', { name: 'Karşılaştırma tablosu' })
      expect(await region.getAttribute('tabindex')).toBe('0')
      const box = await region.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }))
      expect(box.scroll).toBeGreaterThan(box.client)
      const marka = rowHeads(page).first()
      const before = (await marka.boundingBox())!.x
      await region.evaluate((el) => el.scrollBy({ left: 200 }))
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
      expect(Math.abs((await marka.boundingBox())!.x - before)).toBeLessThanOrEqual(1)
      expect(await overflow(page)).toBeLessThanOrEqual(1)
      expect(await violations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('without JavaScript: no valid product explains how to choose; one product asks for another', async () => {
    const [a] = await products()
    const { page, context } = await openPage(
      `/urunler/karsilastir?urunler=${encodeURIComponent('YOK,../x,yok-boyle-bir-urun')}`,
      { viewport: MOBILE, javaScriptEnabled: false },
    )
    try {
      await page
        .getByText(
          'Ürün kartlarındaki ve ürün sayfalarındaki “Karşılaştır” düğmesiyle en fazla 4 ürün seçin.',
        )
        .waitFor()
      expect(await page.locator('main table').count()).toBe(0)
      const browse = page.getByRole('link', { name: 'Ürünlere göz atın' })
      expect(await browse.getAttribute('href')).toBe('/urunler')
      expect(await violations(page)).toEqual([])

      await page.goto(compareHref([a!.slug, 'yok-boyle-bir-urun']))
      await page.getByText('Karşılaştırmak için en az bir ürün daha ekleyin.').waitFor()
      expect(await columns(page).count()).toBe(1)
      expect(await rowHeads(page).first().textContent()).toBe('Marka')
      expect(await overflow(page)).toBeLessThanOrEqual(1)
    } finally {
      await context.close()
    }
  })

  it('with JavaScript: “Karşılaştır” on two cards fills the bar, whose link opens the compare page', async () => {
    const { page, context } = await openPage(`/urunler/${await topCategory()}`, {
      viewport: DESKTOP,
    })
    try {
      // Buttons only once hydrated ("Karşılaştırmada ✓" when chosen: the list keeps its order).
      const toggles = page.locator('main').getByRole('button', { name: /^Karşılaştır/ })
      await toggles.first().waitFor()
      const names: string[] = []
      for (const i of [0, 1]) {
        const toggle = toggles.nth(i)
        names.push(((await toggle.textContent()) ?? '').replace(/^Karşılaştır: /, ''))
        expect(await toggle.getAttribute('aria-pressed')).toBe('false')
        await toggle.click()
        await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
      }
      const bar = page.getByRole('complementary', { name: 'Karşılaştırılacak ürünler' })
      const go = bar.getByRole('link', { name: 'Karşılaştır (2/4)' })
      await go.waitFor()
      for (const name of names) expect(await bar.textContent()).toContain(name)
      expect(await violations(page)).toEqual([])
      await go.click()
      await page.waitForURL(/\/urunler\/karsilastir\?urunler=[a-z0-9-]+,[a-z0-9-]+$/)
      expect(await columns(page).count()).toBe(2)
      for (const [i, name] of names.entries())
        expect(await columns(page).nth(i).textContent()).toContain(name)
      // The bar is not shown on the compare page itself.
      expect(await bar.count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('with JavaScript: a fifth product is refused, × removes one, “Temizle” empties the bar', async () => {
    const { page, context } = await openPage(`/urunler/${await topCategory()}`, {
      viewport: MOBILE,
    })
    try {
      const toggles = page.locator('main').getByRole('button', { name: /^Karşılaştır/ })
      await toggles.first().waitFor()
      expect(await toggles.count()).toBeGreaterThanOrEqual(5)
      for (const i of [0, 1, 2, 3]) {
        await toggles.nth(i).click()
        await expect.poll(() => toggles.nth(i).getAttribute('aria-pressed')).toBe('true')
      }
      const bar = page.getByRole('complementary', { name: 'Karşılaştırılacak ürünler' })
      await bar.getByRole('link', { name: 'Karşılaştır (4/4)' }).waitFor()
      await toggles.nth(4).click()
      expect(await toggles.nth(4).getAttribute('aria-pressed')).toBe('false')
      await page
        .locator('main')
        .getByRole('status')
        .filter({ hasText: 'En fazla 4 ürün karşılaştırılabilir.' })
        .waitFor()
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(56)
      expect(await overflow(page)).toBeLessThanOrEqual(1)

      await bar
        .getByRole('button', { name: /^Çıkar: / })
        .first()
        .click()
      await bar.getByRole('link', { name: 'Karşılaştır (3/4)' }).waitFor()
      expect(await toggles.nth(0).getAttribute('aria-pressed')).toBe('false')
      // The list is kept in this browser: it survives a reload.
      await page.reload()
      await bar.getByRole('link', { name: 'Karşılaştır (3/4)' }).waitFor()
      await bar.getByRole('button', { name: 'Temizle' }).click()
      await expect.poll(() => bar.count()).toBe(0)
      expect(await toggles.first().getAttribute('aria-pressed')).toBe('false')
    } finally {
      await context.close()
    }
  })
})
