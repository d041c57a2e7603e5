import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { axeViolations } from '../helpers/axe'
import { closeBrowser, DESKTOP, MOBILE, openPage } from '../helpers/browser'
import { get, getJson } from '../helpers/http'

interface CategoryNode {
  name: string
  slug: string
  children: CategoryNode[]
}

afterAll(closeBrowser)

async function realRoutes(): Promise<string[]> {
  const categories = (await getJson<CategoryNode[]>('/api/categories')).body
  const top = categories[0]!
  const cat = (await getJson<{ products: { slug: string }[] }>(`/api/category/${top.slug}`)).body
  const brands = (await getJson<{ slug: string }[]>('/api/brands')).body
  return [
    '/',
    '/urunler',
    `/urunler/${top.slug}`,
    `/urunler/${top.slug}/${top.children[0]!.slug}`,
    `/urunler/urun/${cat.products[0]!.slug}`,
    '/markalarimiz',
    `/markalarimiz/${brands[0]!.slug}`,
    '/hakkimizda',
    '/insan-kaynaklari',
    '/iletisim',
    '/bayilik-basvurusu',
    '/kurumsal/kvkk',
    `/kurumsal/${encodeURIComponent('bilgi-guvenliği')}`,
    '/arama?q=kamera&page=2',
    `/teklif-listesi?kodlar=${encodeURIComponent(`${cat.products[0]!.slug}\nYOK-1234 x 2`)}`,
  ]
}

describe('public site: every real route', () => {
  const routes = realRoutes()
  for (const index of Array.from({ length: 15 }, (_, i) => i)) {
    it(
      `route #${index + 1}: 200, site name in the title, one h1, no axe violation, no overflow (desktop, mobile)`,
      { timeout: 90_000 },
      async () => {
        const path = (await routes)[index]!
        // Both widths at once: axe runs in each page's renderer, so the two share the cores.
        const check = async (viewport: typeof DESKTOP | typeof MOBILE) => {
          const { page, context } = await openPage(path, { viewport })
          try {
            expect(await page.title(), path).toMatch(/Vitrin/)
            expect(await page.locator('h1').count(), path).toBe(1)
            const violations = await axeViolations(page)
            expect(
              violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes[0]?.target.join(' ')}`),
              `${path} @ ${viewport.width}`,
            ).toEqual([])
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            )
            expect(overflow, `${path} @ ${viewport.width}`).toBeLessThanOrEqual(1)
          } finally {
            await context.close()
          }
        }
        await Promise.all([check(DESKTOP), check(MOBILE)])
      },
    )
  }

  it('has canonical, description and Open Graph metadata, and JSON-LD where the issue asks', async () => {
    const { page, context } = await openPage('/')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /^https?:\/\/[^/]+\/?$/,
    )
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.map((t) => JSON.parse(t)['@type'])).toContain('Organization')
    const productLink = page.locator('a[href^="/urunler/urun/"]').first()
    const href = (await productLink.getAttribute('href'))!
    await page.goto(href)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy()
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t)['@type'],
    )
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']))
    await context.close()
  })
})

describe('header search', () => {
  it('suggests products as you type, with thumbnail, name and code; Escape and an outside click close it', async () => {
    const { page, context } = await openPage('/')
    const box = page.getByRole('combobox', { name: 'Ürün ara' })
    expect(await box.getAttribute('placeholder')).toMatch(/ürün kodu/i)
    await box.fill('kamera')
    const list = page.getByRole('listbox', { name: 'Ürün önerileri' })
    await list.waitFor({ state: 'visible' })
    const options = list.getByRole('option')
    expect(await options.count()).toBe(5)
    expect(await options.first().locator('img').count()).toBe(1)
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    await list.waitFor({ state: 'hidden' })
    // Escape closes the list only: a search field's own Escape would empty it.
    expect(await box.inputValue()).toBe('kamera')
    await box.fill('kamer')
    await list.waitFor({ state: 'visible' })
    await page.mouse.click(5, 600)
    await list.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('is usable by keyboard: arrows move the active option, Enter opens the product', async () => {
    const { page, context } = await openPage('/')
    const box = page.getByRole('combobox', { name: 'Ürün ara' })
    await box.fill('kamera')
    await page.getByRole('listbox').waitFor({ state: 'visible' })
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    const activeId = await box.getAttribute('aria-activedescendant')
    expect(activeId).toBeTruthy()
    const target = await page.locator(`[id="${activeId}"] a`).getAttribute('href')
    await box.press('Enter')
    await page.waitForURL((u) => u.pathname === target)
    // A route change closes the list.
    expect(await page.getByRole('listbox', { name: 'Ürün önerileri' }).isVisible()).toBe(false)
    await context.close()
  })

  it('shows its whole placeholder on a 1366-px desktop', async () => {
    const { page, context } = await openPage('/')
    const box = page.getByRole('combobox', { name: 'Ürün ara' })
    const room = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const placeholder = getComputedStyle(input, '::placeholder')
      const context2d = document.createElement('canvas').getContext('2d')!
      context2d.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`
      const inner =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return inner - context2d.measureText(input.placeholder).width
    })
    expect(room).toBeGreaterThanOrEqual(0)
    await context.close()
  })

  it('results page: the count, page links that work without JavaScript, the query in the box', async () => {
    const { page, context } = await openPage('/arama?q=kamera', { javaScriptEnabled: false })
    const box = page.getByRole('combobox', { name: 'Ürün ara' })
    const productLinks = () =>
      page.locator('article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(await box.inputValue()).toBe('kamera')
    await page.getByText(/^[\d.]+ ürün bulundu, 1–20 arası gösteriliyor$/).waitFor()
    const first = await productLinks()
    expect(first).toHaveLength(20)
    await page
      .getByRole('navigation', { name: 'Sayfalar' })
      .getByRole('link', { name: 'Sayfa 2' })
      .click()
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    expect(await box.inputValue()).toBe('kamera')
    const second = await productLinks()
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((href) => first.includes(href))).toEqual([])
    await context.close()

    // With JavaScript the box keeps the query, and focusing it opens its suggestions.
    const js = await openPage('/arama?q=kamera&page=2')
    const jsBox = js.page.getByRole('combobox', { name: 'Ürün ara' })
    expect(await jsBox.inputValue()).toBe('kamera')
    await jsBox.focus()
    await js.page.getByRole('listbox', { name: 'Ürün önerileri' }).waitFor({ state: 'visible' })
    await js.context.close()
  })

  it('finds a product by a loose code and says when nothing matches', async () => {
    const { page, context } = await openPage('/')
    const box = page.getByRole('combobox', { name: 'Ürün ara' })
    await box.fill('zzzzqqqqxxxx')
    await page.getByText('Eşleşen ürün bulunamadı.').waitFor()
    await context.close()
  })
})

describe('navigation, redirects and not-found', () => {
  it('redirects /shop, /blog, /site and an unknown top-level path', async () => {
    const { page, context } = await openPage('/boyle-bir-sayfa-yok')
    expect(new URL(page.url()).pathname).toBe('/')
    for (const [from, to] of [
      ['/shop', '/shop/catalog'],
      ['/blog', '/blog/category-classic'],
      ['/site', '/site/about-us'],
    ]) {
      const res = await page.request.get(from!, { maxRedirects: 0 })
      expect(res.status(), from).toBeGreaterThanOrEqual(300)
      expect(res.headers().location, from).toMatch(new RegExp(`${to}$`))
    }
    await context.close()
  })

  it('answers unknown products, categories, brands and pages with the 404 page, without JavaScript', async () => {
    const { page, context } = await openPage('/', { javaScriptEnabled: false })
    for (const path of [
      '/urunler/urun/yok-boyle-urun',
      '/urunler/yok-boyle',
      '/markalarimiz/yok-boyle',
      '/kurumsal/yok-boyle',
      '/a/b/c',
    ]) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(404)
      expect(await page.getByRole('heading', { name: 'Page Not Found' }).count(), path).toBe(1)
      expect(await page.getByText('Oops! Error 404').count(), path).toBe(1)
      expect(
        await page.getByText("We can't seem to find the page you're looking for.").count(),
      ).toBe(1)
      expect(await page.getByRole('link', { name: 'Anasayfaya dön' }).count()).toBe(1)
    }
    await context.close()
  })

  it.each([
    ['with', true],
    ['without', false],
  ])(
    'mobile header %s JavaScript: the menu opens the six entries; the search toggle a working box',
    async (_label, javaScriptEnabled) => {
      const { page, context } = await openPage('/', { viewport: MOBILE, javaScriptEnabled })
      const summary = (name: string) => page.locator('header summary', { hasText: name })
      await summary('Menü').click()
      const menu = page.getByRole('navigation', { name: 'Mobil menü' })
      await menu.waitFor({ state: 'visible' })
      expect(await menu.getByRole('link').allTextContents()).toEqual([
        'Anasayfa',
        'Ürünler',
        'Markalarımız',
        'Hakkımızda',
        'İnsan Kaynakları',
        'İletişim',
      ])
      if (javaScriptEnabled) {
        await page.keyboard.press('Escape')
        await menu.waitFor({ state: 'hidden' })
      } else {
        await summary('Menü').click()
        await menu.waitFor({ state: 'hidden' })
      }
      await summary('Ürün ara').click()
      await page.locator('#mobile-search input[name="q"]').fill('kamera')
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/arama\?q=kamera/)
      await context.close()
    },
  )

  it('desktop header has the six navigation entries; the footer the six policy links and this year', async () => {
    const { page, context } = await openPage('/')
    expect(
      await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link').allTextContents(),
    ).toEqual([
      'Ürünler',
      'Markalarımız',
      'Hakkımızda',
      'İnsan Kaynakları',
      'İletişim',
      'Bayilik Başvurusu',
    ])
    const policies = page.getByRole('navigation', { name: 'Politikalar' }).getByRole('link')
    expect(await policies.count()).toBe(6)
    expect(await page.locator('footer').textContent()).toContain(String(new Date().getFullYear()))
    const scrollTop = page.getByRole('button', { name: 'Sayfanın başına dön' })
    expect(await scrollTop.isVisible()).toBe(false)
    await page.mouse.wheel(0, 1200)
    await scrollTop.waitFor({ state: 'visible' })
    await context.close()
  })
})

describe('home and listings', () => {
  it('home has the slider with a mobile source, and the four carousels', async () => {
    const { page, context } = await openPage('/')
    expect(await page.locator('picture source[media*="449"]').count()).toBe(4)
    const carousels = page.locator('[aria-roledescription="carousel"]')
    expect(
      await carousels.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    ).toEqual(['Öne çıkanlar', 'Popüler ürünler', 'Bunları Biliyor Muydunuz?', 'Markalarımız'])
    expect(await page.getByRole('heading', { name: 'Bunları Biliyor Muydunuz?' }).count()).toBe(1)
    await context.close()
  })

  it("a form page's first scripts leave zod out: it comes with the first validation", async () => {
    for (const path of ['/iletisim', '/bayilik-basvurusu']) {
      const html = await (await get(path)).text()
      const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!)
      expect(scripts.length, path).toBeGreaterThan(3)
      for (const src of scripts)
        expect(await (await get(src)).text(), src).not.toContain('$ZodObject')
    }
  })

  it('the carousels load their library when first used, then slide and pause', async () => {
    // Embla and its autoplay plugin (recognised by option names of theirs the site never writes:
    // `containScroll`, `playOnInit`) are not among the scripts the home page loads before its
    // first paint…
    const html = await (await get('/')).text()
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(3)
    for (const src of scripts) {
      const code = await (await get(src)).text()
      expect(code, src).not.toContain('containScroll')
      expect(code, src).not.toContain('playOnInit')
    }

    // …nor started before a carousel is used: the slider (6 s a turn) stands still until a
    // pointer comes over it, then Embla moves its track; the next button moves it, the pause
    // button stops the autoplay.
    const { page, context } = await openPage('/')
    const slider = page.getByRole('region', { name: 'Öne çıkanlar' })
    const trackOf = (region: typeof slider) =>
      region.locator('[aria-roledescription="slide"]').first().locator('..')
    const track = trackOf(slider)
    const pause = slider.getByRole('button', { name: 'Otomatik geçişi durdur' })
    expect(await track.evaluate((el) => getComputedStyle(el).transform)).toBe('none')
    await slider.hover()
    await expect
      .poll(() => track.evaluate((el) => getComputedStyle(el).transform), { timeout: 10_000 })
      .not.toBe('none')
    // A carousel nobody touches starts at its first autoplay turn (3 s), counted while it is in
    // view: below the fold it stands still (the slider's hover proved the page hydrated).
    const knowledgeRegion = page
      .getByRole('region', { name: 'Bunları Biliyor Muydunuz?' })
      .and(page.locator('[aria-roledescription="carousel"]'))
    const knowledge = trackOf(knowledgeRegion)
    expect(await knowledgeRegion.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(
      DESKTOP.height,
    )
    await page.waitForTimeout(3_500)
    expect(await knowledge.evaluate((el) => getComputedStyle(el).transform)).toBe('none')
    await knowledgeRegion.scrollIntoViewIfNeeded()
    await expect
      .poll(() => knowledge.evaluate((el) => getComputedStyle(el).transform), { timeout: 10_000 })
      .not.toBe('none')
    const before = await track.evaluate((el) => getComputedStyle(el).transform)
    await slider.getByRole('button', { name: 'Sonraki' }).click()
    await expect
      .poll(() => track.evaluate((el) => getComputedStyle(el).transform), { timeout: 5_000 })
      .not.toBe(before)
    await pause.click()
    await slider.getByRole('button', { name: 'Otomatik geçişi başlat' }).waitFor()
    await context.close()
  })

  it('a product page inlines its own CSS, not the home page’s carousels and slider', async () => {
    // The CSS module classes of the home page's slider and carousels, as rendered there.
    const home = await (await get('/')).text()
    const classes = [...home.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/))
    const homeOnly = [...new Set(classes)].filter((c) =>
      /^_?[A-Za-z0-9-]{6}_(?:slider|carousel|slide)$/.test(c),
    )
    expect(homeOnly.length).toBeGreaterThan(0)
    const cat = (
      await getJson<{ products: { slug: string }[] }>(
        `/api/category/${(await getJson<CategoryNode[]>('/api/categories')).body[0]!.slug}`,
      )
    ).body
    const product = await (await get(`/urunler/urun/${cat.products[0]!.slug}`)).text()
    const css = [...product.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
    expect(css.length).toBeGreaterThan(1000)
    for (const name of homeOnly) expect(css).not.toContain(`.${name}`)
  })

  it('images are rendered by the server: no next/image component to hydrate, card srcsets stop at the card size', async () => {
    const top = (await getJson<CategoryNode[]>('/api/categories')).body[0]!
    for (const path of ['/', `/urunler/${top.slug}`]) {
      const html = await (await get(path)).text()
      // The RSC payload the browser hydrates from: client component rows (`id:I[…]`) name the
      // export they load last; next/image's is `Image`.
      const flight = [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!) as unknown[])
        .map((chunk) => (typeof chunk[1] === 'string' ? chunk[1] : ''))
        .join('')
      const clientExports = [...flight.matchAll(/^[0-9a-f]+:I(\[.*\])$/gm)].map((m) =>
        (JSON.parse(m[1]!) as string[]).at(-1),
      )
      expect(clientExports.length, path).toBeGreaterThan(0)
      expect(clientExports, path).not.toContain('Image')

      // Card images (Payload's 480-px `card` size): the optimizer never enlarges, so the srcset
      // ends at the first width that covers 480 px (next/image itself lists widths up to 3840).
      const cards = [...html.matchAll(/<img [^>]*srcSet="([^"]*-480x\d+\.webp[^"]* \d+w)"/g)]
      expect(cards.length, path).toBeGreaterThan(3)
      for (const [, srcSet] of cards) {
        const widths = srcSet!.split(', ').map((e) => Number(/ (\d+)w$/.exec(e)![1]))
        expect(
          widths.filter((w) => w >= 480),
          srcSet,
        ).toHaveLength(1)
      }
      // The first cards of a listing are still announced early.
      if (path !== '/')
        expect(html).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]*-480x/)
    }
  })

  it('a product page asks for its cover image first: preloaded, at high priority, no wider than it is', async () => {
    const top = (await getJson<CategoryNode[]>('/api/categories')).body[0]!
    const cat = (await getJson<{ products: { slug: string }[] }>(`/api/category/${top.slug}`)).body
    const slug = cat.products[0]!.slug
    const html = await (await get(`/urunler/urun/${slug}`)).text()
    // The cover is the page's largest paint: Lighthouse's LCP check asks for fetchpriority=high on
    // it, and the preload in <head> must carry the same priority (an image preload is low by default).
    const cover = /<img [^>]*class="[^"]*_cover"[^>]*>/.exec(html)?.[0]
    expect(cover).toBeDefined()
    expect(cover).toContain('fetchPriority="high"')
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0]
    expect(preload).toContain('fetchPriority="high"')

    // The optimizer never enlarges: the cover's srcset (and its preload's) ends at the first width
    // that covers the uploaded original (next/image itself lists widths up to 3840).
    const { cover_photo } = (await getJson<{ cover_photo: string }>(`/api/product/${slug}`)).body
    const { width } = await sharp(
      Buffer.from(await (await get(cover_photo)).arrayBuffer()),
    ).metadata()
    expect(width).toBeGreaterThan(0)
    for (const tag of [cover!, preload!]) {
      const srcSet = /(?:srcSet|imageSrcSet)="([^"]*)"/.exec(tag)![1]!
      const widths = srcSet.split(', ').map((e) => Number(/ (\d+)w$/.exec(e)![1]))
      expect(
        widths.filter((w) => w >= width!),
        srcSet,
      ).toHaveLength(1)
      expect(widths.at(-1), srcSet).toBeGreaterThanOrEqual(width!)
    }
  })

  it('listing: brand filter, sort, layouts and paging work with plain links, without JavaScript', async () => {
    const categories = (await getJson<CategoryNode[]>('/api/categories')).body
    const path = `/urunler/${categories[0]!.slug}`
    const { page, context } = await openPage(path, { javaScriptEnabled: false })
    const cards = page.locator('article')
    expect(await cards.count()).toBe(12)
    await page
      .getByRole('navigation', { name: 'Sayfalar' })
      .getByRole('link', { name: 'Sayfa 2' })
      .click()
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    const facet = page.locator('a[href*="filter_marka="]').first()
    await facet.click()
    const url = new URL(page.url())
    expect(url.searchParams.get('page')).toBeNull()
    const brand = url.searchParams.get('filter_marka')!
    const brandNames = await page.locator('article p').first().textContent()
    expect(brandNames).toBeTruthy()
    await page.getByRole('link', { name: 'Liste', exact: true }).click()
    expect(new URL(page.url()).searchParams.get('layout')).toBe('list')
    expect(new URL(page.url()).searchParams.get('filter_marka')).toBe(brand)
    await page.getByRole('link', { name: 'Ada göre (Z–A)' }).click()
    const names = await page.locator('article h2').allTextContents()
    expect(names).toEqual(
      [...names].sort((a, b) => b.localeCompare(a, 'en')).slice(0, names.length),
    )
    await context.close()
  })

  it('on a phone: a facet tap lands on the results; the quote list has its own label; back-to-top clears the compare bar', async () => {
    const categories = (await getJson<CategoryNode[]>('/api/categories')).body
    const { page, context } = await openPage(`/urunler/${categories[0]!.slug}`, {
      viewport: MOBILE,
    })
    try {
      // Not three lines like the menu beside it: a word.
      const badge = page.locator('header a[href="/teklif-listesi"]')
      expect((await badge.innerText()).trim()).toMatch(/^Teklif/)
      // On a phone the filters sit in a closed drawer above the products.
      await page.locator('summary', { hasText: 'Kategoriler ve filtreler' }).click()
      await page.locator('a[href*="filter_marka="]').first().click()
      await page.waitForURL(/#sonuclar$/)
      // Just below the sticky header, not above the filters at the top of the page (once the
      // page has settled: the browser scrolls to the anchor while it is still loading).
      const top = () =>
        page.locator('#sonuclar').evaluate((el) => Math.round(el.getBoundingClientRect().top))
      await expect
        .poll(top, { message: 'the results at the top of the screen', timeout: 5000 })
        .toBeLessThan(120)
      expect(await top(), 'the results at the top of the screen').toBeGreaterThanOrEqual(0)
      await page
        .getByRole('button', { name: /^Karşılaştır/ })
        .first()
        .click()
      const bar = page.locator('[data-compare-bar]')
      await bar.waitFor()
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      const up = page.locator('.scroll-top')
      await up.waitFor()
      const [barBox, upBox] = [(await bar.boundingBox())!, (await up.boundingBox())!]
      expect(upBox.y + upBox.height, 'back-to-top above the compare bar').toBeLessThanOrEqual(
        barBox.y,
      )
    } finally {
      await context.close()
    }
  })

  it('shows the empty state with Reset filters', async () => {
    const categories = (await getJson<CategoryNode[]>('/api/categories')).body
    const path = `/urunler/${categories[0]!.slug}?filter_marka=boyle-bir-marka-yok`
    const { page, context } = await openPage(path)
    await page.getByText('No matching items').waitFor()
    await page.getByText('Try resetting the filters').waitFor()
    await page.getByRole('link', { name: 'Reset filters' }).click()
    await page.waitForURL((u) => !u.search)
    expect(await page.locator('article').count()).toBeGreaterThan(0)
    await context.close()
  })

  it('product page: breadcrumb, code, specification table, GENEL BAKIŞ and at most 4 Benzer Ürünler', async () => {
    const categories = (await getJson<CategoryNode[]>('/api/categories')).body
    const cat = (
      await getJson<{ products: { slug: string; name: string }[] }>(
        `/api/category/${categories[1]!.slug}`,
      )
    ).body
    const { page, context } = await openPage(`/urunler/urun/${cat.products[0]!.slug}`)
    const crumbs = await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('listitem')
      .allTextContents()
    expect(crumbs[0]).toBe('Anasayfa')
    expect(crumbs[1]).toBe('Ürünler')
    expect(crumbs.at(-1)).toBe(cat.products[0]!.name)
    expect(await page.getByText(/Ürün kodu:/).count()).toBe(1)
    expect(await page.getByRole('table').count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'GENEL BAKIŞ' }).count()).toBe(1)
    const related = page.getByRole('region', { name: 'Benzer Ürünler' }).locator('article')
    expect(await related.count()).toBeGreaterThan(0)
    expect(await related.count()).toBeLessThanOrEqual(4)
    // A link to the contact page until the page's slice has hydrated, then the dialog's button.
    await page.getByRole('button', { name: 'Hemen Teklif Al' }).waitFor()
    expect(await page.getByRole('button', { name: 'Hemen Teklif Al' }).count()).toBe(1)
    // The main image is never lazy-loaded.
    expect(await page.locator('main img').first().getAttribute('loading')).not.toBe('lazy')
    await context.close()
  })

  it('links prefetch nothing, scrolled through or hovered, and a card click still navigates in the page', async () => {
    const categories = (await getJson<CategoryNode[]>('/api/categories')).body
    const { page, context } = await openPage('about:blank', { viewport: MOBILE })
    try {
      // Next marks its prefetches with this header; the site's pages are rendered per request,
      // so each would be an uncacheable request the navigation does not use (ui/Link.tsx).
      const prefetches: string[] = []
      page.on('request', (r) => {
        if (r.headers()['next-router-prefetch']) prefetches.push(r.url())
      })
      await page.goto(`/urunler/${categories[0]!.slug}`)
      for (let i = 0; i < 30; i++) {
        await page.mouse.wheel(0, 500)
        await page.waitForTimeout(40)
      }
      const link = page.locator('article h2 a').first()
      await link.hover()
      await page.waitForTimeout(1500)
      expect(prefetches).toEqual([])

      await page.evaluate(() => Object.assign(window, { __samePage: true }))
      const target = (await link.getAttribute('href'))!
      await link.click()
      await page.waitForURL((u) => u.pathname === target)
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await page.evaluate(() => '__samePage' in window)).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('pages hydrate in slices: header, page, footer, a listing’s filters and grid, the home carousels are boundaries of their own', async () => {
    const categories = (await getJson<CategoryNode[]>('/api/categories')).body
    const body = await (await get(`/urunler/${categories[0]!.slug}`)).text()
    // React's marker of a visible <Activity> in server HTML: each is hydrated after the page
    // around it, in slices, instead of in one long task (docs/decisions/0005).
    expect(body).toMatch(/<!--&--><header[ >]/)
    expect(body).toMatch(/<main id="main"[^>]*><!--&-->/)
    expect(body).toMatch(/<!--&--><aside[ >]/)
    expect(body).toMatch(/<!--&--><ul class="[^"]*_grid[ "]/)
    expect(body).toMatch(/<!--&--><footer[ >]/)
    // The home page: its three carousels below the slider, each after the page around it.
    const home = await (await get('/')).text()
    expect(home.match(/<!--&--><div class="[^"]*_carousel"/g)).toHaveLength(3)

    // Not hidden until a script runs: the cards are in the HTML as it arrives.
    const { page, context } = await openPage(`/urunler/${categories[0]!.slug}`, {
      javaScriptEnabled: false,
    })
    expect(await page.locator('article h2 a').first().isVisible()).toBe(true)
    expect(await page.locator('footer').isVisible()).toBe(true)
    await context.close()
  })

  it('shows the product loading state while a product link navigates', async () => {
    const categories = (await getJson<CategoryNode[]>('/api/categories')).body
    const { page, context } = await openPage(`/urunler/${categories[0]!.slug}`)
    // Hold the product page's answer so the pending state can be seen.
    await page.route('**/urunler/urun/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    const link = page.locator('article h2 a').first()
    const target = (await link.getAttribute('href'))!
    await link.click()
    await page.getByRole('status').filter({ hasText: 'Ürün yükleniyor…' }).waitFor()
    await page.waitForURL((u) => u.pathname === target)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getByText('Ürün yükleniyor…').count()).toBe(0)
    await context.close()
  })
})
