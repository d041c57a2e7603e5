import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { axeViolations } from '../helpers/axe'
import { closeBrowser, DESKTOP, MOBILE, openPage } from '../helpers/browser'
import { baseURL, login } from '../helpers/http'

afterAll(closeBrowser)

const tag = Date.now()
const PASSWORD = 'Yeşil-Çatı-Penceresi-88'
const COMPANY = `Öztürk Güvenlik Sistemleri San. ve Tic. Ltd. Şti. ${tag}`

describe('dealer sign-in (bayi girişi)', () => {
  const email = `tarayici-${tag}@example.com`

  beforeAll(async () => {
    const auth = await login()
    const post = async (collection: string, body: unknown) => {
      const res = await fetch(`${baseURL()}/cms-api/${collection}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: auth },
        body: JSON.stringify(body),
      })
      expect(res.status, await res.clone().text()).toBe(201)
      return ((await res.json()) as { doc: { id: number } }).doc
    }
    const group = await post('price-groups', { name: `Tarayıcı ${tag}`, discountPercent: 20 })
    const company = await post('dealer-companies', {
      name: COMPANY,
      taxNumber: '9876543217',
      city: 'Ankara',
      priceGroup: group.id,
    })
    await post('dealers', { email, name: 'İlknur Şahin', company: company.id, password: PASSWORD })
  })

  it('with JavaScript: the header names the company; a priced quote list is sent and found under “Taleplerim”, then copied back', async () => {
    const cats = (await (await fetch(`${baseURL()}/api/categories`)).json()) as { slug: string }[]
    const { products } = (await (
      await fetch(`${baseURL()}/api/category/${cats[0]!.slug}`)
    ).json()) as { products: { slug: string; name: string }[] }
    const { page, context } = await openPage('/bayi/giris', { viewport: DESKTOP })
    try {
      await page.getByLabel('E-posta').fill(email)
      await page.getByLabel('Şifre').fill(PASSWORD)
      await page.getByRole('button', { name: 'Giriş yap' }).click()
      await page.waitForURL(/\/bayi$/)
      // The header: the company's name with the portal menu, instead of "Bayi Girişi".
      const menu = page.locator('header summary', { hasText: COMPANY.slice(0, 20) })
      await menu.waitFor()
      await menu.click()
      await page.locator('header').getByRole('link', { name: 'Taleplerim' }).waitFor()

      for (const product of products.slice(0, 2)) {
        await page.goto(`${baseURL()}/urunler/urun/${product.slug}`)
        await page
          .getByRole('link', { name: /Teklif listesine ekle/ })
          .first()
          .click()
        await page
          .getByRole('link', { name: /Teklif listesinde/ })
          .first()
          .waitFor()
      }
      await page.goto(`${baseURL()}/teklif-listesi`)
      await page.getByText('KDV dahil toplam').first().waitFor()
      expect(await page.locator('tbody tr').first().textContent()).toMatch(/\d,\d{2} (USD|EUR|TRY)/)
      await page.getByText(`${COMPANY} adına`).waitFor()
      await page.getByLabel('Notunuz').fill('Teslim: Çankaya şantiyesi.')
      await page.getByRole('button', { name: 'Teklif iste' }).click()
      const toast = page.getByText(/Talep numaranız: TLP-\d{4}-\d{6}/)
      await toast.waitFor()
      const reference = /TLP-\d{4}-\d{6}/.exec((await toast.textContent()) ?? '')![0]
      await page.getByText('Listeniz boş.').waitFor()

      await page.goto(`${baseURL()}/bayi/talepler`)
      await page.getByRole('heading', { name: reference }).waitFor()
      expect(await page.getByText('Teslim: Çankaya şantiyesi.').count()).toBe(1)
      await page.getByRole('link', { name: 'Teklif listesine kopyala' }).first().click()
      await page.waitForURL(/\/teklif-listesi$/)
      await page.locator('tbody tr').nth(1).waitFor()
      expect(await page.locator('tbody tr').count()).toBe(2)
    } finally {
      await context.close()
    }
  })

  for (const [label, viewport] of [
    ['1366', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`without JavaScript at ${label} px: a wrong password is explained, the right one opens the panel, “Çıkış yap” leaves`, async () => {
      const { page, context } = await openPage('/bayi/giris', {
        viewport,
        javaScriptEnabled: false,
      })
      try {
        expect(await page.title()).toMatch(/^Bayi Girişi/)
        await page.getByLabel('E-posta').fill(email)
        await page.getByLabel('Şifre').fill('yanlis-sifre-uzun-1')
        await page.getByRole('button', { name: 'Giriş yap' }).click()
        await page
          .getByRole('alert')
          .filter({ hasText: 'E-posta adresi veya şifre hatalı.' })
          .waitFor()
        await page.getByLabel('E-posta').fill(email)
        await page.getByLabel('Şifre').fill(PASSWORD)
        await page.getByRole('button', { name: 'Giriş yap' }).click()
        await page.waitForURL(/\/bayi$/)
        await page.getByRole('heading', { level: 1, name: COMPANY }).waitFor()
        await page.getByText('Hoş geldiniz, İlknur Şahin').waitFor()
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0)
        await page.getByRole('button', { name: 'Çıkış yap' }).click()
        await page.waitForURL(/\/bayi\/giris$/)
        await page.goto(`${baseURL()}/bayi`)
        await page.waitForURL(/\/bayi\/giris$/)
      } finally {
        await context.close()
      }
    })
  }

  it('a signed-in dealer sees its net price and stock on a product page; a visitor does not', async () => {
    const cats = (await (await fetch(`${baseURL()}/api/categories`)).json()) as { slug: string }[]
    const { products } = (await (
      await fetch(`${baseURL()}/api/category/${cats[0]!.slug}`)
    ).json()) as { products: { slug: string }[] }
    const path = `/urunler/urun/${products[0]!.slug}`
    const visitor = await openPage(path, { viewport: MOBILE })
    try {
      await visitor.page.waitForLoadState('networkidle')
      expect(await visitor.page.getByRole('region', { name: 'Bayi fiyatınız' }).count()).toBe(0)
    } finally {
      await visitor.context.close()
    }
    const { page, context } = await openPage('/bayi/giris', { viewport: MOBILE })
    try {
      await page.getByLabel('E-posta').fill(email)
      await page.getByLabel('Şifre').fill(PASSWORD)
      await page.getByRole('button', { name: 'Giriş yap' }).click()
      await page.waitForURL(/\/bayi$/)
      await page.goto(`${baseURL()}${path}`)
      const box = page.getByRole('region', { name: 'Bayi fiyatınız' })
      await box.waitFor()
      const text = (await box.textContent()) ?? ''
      expect(text).toMatch(/Net fiyatınız \d{1,3}(\.\d{3})*,\d{2} (USD|TRY|EUR) KDV hariç/)
      const asked: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/bayi/fiyatlar')) asked.push(r.url())
      })
      await page.goto(`${baseURL()}/urunler/${cats[0]!.slug}`)
      await page.locator('article', { hasText: 'Net fiyatınız' }).first().waitFor()
      await page.waitForLoadState('networkidle')
      // The listing's prices are in the page itself (rendered for the dealer): nothing to ask.
      expect(asked).toHaveLength(0)
      expect(await page.locator('article', { hasText: 'Net fiyatınız' }).count()).toBeGreaterThan(1)
    } finally {
      await context.close()
    }
  })

  it('the login page passes axe and the header leads to it', async () => {
    const { page, context } = await openPage('/', { viewport: DESKTOP })
    try {
      await page.getByRole('link', { name: 'Bayi Girişi' }).click()
      await page.waitForURL(/\/bayi\/giris$/)
      await page.getByLabel('E-posta').waitFor()
      // After a client-side navigation the new title can land after the form shows.
      await page.waitForFunction(() => document.title.startsWith('Bayi Girişi'))
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
