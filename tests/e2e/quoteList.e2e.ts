import { afterAll, describe, expect, it } from 'vitest'

import { axeViolations } from '../helpers/axe'
import { closeBrowser, DESKTOP, MOBILE, openPage } from '../helpers/browser'
import { baseURL, getJson, login } from '../helpers/http'

afterAll(closeBrowser)

interface Card {
  slug: string
  name: string
  sku: string
}

const CUSTOMER = {
  'Ad Soyad': 'Şükrü Öztürk',
  Kurum: 'Işık Güvenlik',
  'E-posta': 'teklif-listesi@example.com',
  Telefon: '0 (532) 123-45-67',
}

async function leadsOf(mail: string) {
  const auth = await login()
  const res = await fetch(
    `${baseURL()}/cms-api/contact-requests?where[mail][equals]=${encodeURIComponent(mail)}&depth=0&sort=-id`,
    { headers: { Authorization: auth } },
  )
  return ((await res.json()) as { docs: { items: { sku: string; quantity: number }[] }[] }).docs
}

async function products(): Promise<Card[]> {
  const tree = (await getJson<{ slug: string }[]>('/api/categories')).body
  return (await getJson<{ products: Card[] }>(`/api/category/${tree[0]!.slug}`)).body.products
}

describe('quote list (teklif listesi)', () => {
  it('with JavaScript: adds from the cards, counts in the header, edits and sends every line', async () => {
    const [a, b] = await products()
    const mail = `js-${Date.now()}@example.com`
    const { page, context } = await openPage(`/urunler/urun/${a!.slug}`, { viewport: MOBILE })
    try {
      await page.locator('main a', { hasText: 'Teklif listesine ekle' }).first().click()
      await page.locator('main a', { hasText: 'Teklif listesinde ✓' }).first().waitFor()
      const badge = page.locator('header').getByRole('link', { name: /^Teklif listesi/ })
      expect(await badge.textContent()).toContain('1')
      await page.goto(`${baseURL()}/urunler/urun/${b!.slug}`)
      await page.locator('main a', { hasText: 'Teklif listesine ekle' }).first().click()
      await expect.poll(() => badge.textContent()).toContain('2')
      // The list survives a reload and lives at /teklif-listesi.
      await badge.click()
      await page.waitForURL(/\/teklif-listesi$/)
      const quantity = page.getByLabel(`${a!.name} adedi`)
      await quantity.fill('8')
      expect(await axeViolations(page)).toEqual([])
      await page.locator('main button', { hasText: `Kaldır: ${b!.name}` }).click()
      await page.reload()
      expect(await page.getByLabel(`${a!.name} adedi`).inputValue()).toBe('8')
      for (const [label, value] of Object.entries({ ...CUSTOMER, 'E-posta': mail }))
        await page.getByLabel(label, { exact: true }).fill(value)
      await page.getByRole('button', { name: 'Teklif iste' }).click()
      await page.getByText('Formunuz başarıyla gönderildi!').waitFor()
      await page.getByText('Listeniz boş.').waitFor()
      const [lead] = await leadsOf(mail)
      expect(lead!.items).toEqual([expect.objectContaining({ sku: a!.sku, quantity: 8 })])
    } finally {
      await context.close()
    }
  })

  it('without JavaScript: pasted codes and product pages add up in one list, quantities edit, the form sends it', async () => {
    const [a, b, c] = await products()
    const mail = `nojs-${Date.now()}@example.com`
    // A code typed lower case with spaces, another with one typo, one that names nothing.
    const typed = a!.sku.toLowerCase().replace(/[-/.]/g, ' ')
    const typo = `${b!.sku.slice(0, -1)}${b!.sku.endsWith('Z') ? 'Y' : 'Z'}`
    const { page, context } = await openPage('/teklif-listesi', {
      viewport: DESKTOP,
      javaScriptEnabled: false,
    })
    const quantityOf = (p: Card) => page.getByLabel(`${p.name} adedi`)
    try {
      await page
        .getByLabel('Her satıra bir ürün kodu; adet için “KOD x ADET”')
        .fill(`${typed} x 8\n${typo} x 2\nYOK-YOK-1234`)
      await page.getByRole('button', { name: 'Kodları eşleştir' }).click()
      await page.waitForURL(/kodlar=/)
      const rows = page.locator('table', { hasText: 'Yapıştırılan kodlar' }).locator('tbody tr')
      expect(await rows.count()).toBe(3)
      const first = (await rows.nth(0).textContent()) ?? ''
      for (const part of ['Eşleşti', a!.name, `(${a!.sku})`, '× 8']) expect(first).toContain(part)
      expect(await rows.nth(2).textContent()).toContain('Bu kodla yayında bir ürün bulunamadı.')
      const second = (await rows.nth(1).textContent()) ?? ''
      expect(second.includes(b!.sku) || second.includes('Birden fazla')).toBe(true)

      // The matched lines join the list kept for this browser (a cookie)…
      await page.getByRole('button', { name: /^Eşleşen \d ürünü listeye ekle$/ }).click()
      await page.waitForURL(/\/teklif-listesi\?eklendi=\d$/)
      await page.getByRole('status').filter({ hasText: 'teklif listenize eklendi.' }).waitFor()
      expect(await quantityOf(a!).inputValue()).toBe('8')
      // …and a product page's "Teklif listesine ekle" adds to it rather than replacing it.
      await page.goto(`${baseURL()}/urunler/urun/${c!.slug}`)
      await page
        .locator('main a', { hasText: `Teklif listesine ekle: ${c!.name}` })
        .first()
        .click()
      await page.waitForURL(/\/teklif-listesi\?eklendi=1$/)
      await page.getByText('Ürün teklif listenize eklendi.').waitFor()
      expect(await quantityOf(a!).inputValue()).toBe('8')
      expect(await quantityOf(c!).inputValue()).toBe('1')
      // Again: the quantity adds up, the line stays one.
      await page.goto(`${baseURL()}/urunler/urun/${c!.slug}`)
      await page
        .locator('main a', { hasText: `Teklif listesine ekle: ${c!.name}` })
        .first()
        .click()
      await page.waitForURL(/eklendi=1$/)
      expect(await quantityOf(c!).inputValue()).toBe('2')

      // Quantities edit (Enter in a field updates, it does not remove a line); a line is removed.
      await quantityOf(a!).fill('12')
      await quantityOf(a!).press('Enter')
      await page.waitForURL(/\/teklif-listesi#liste$/)
      expect(await quantityOf(a!).inputValue()).toBe('12')
      expect(await quantityOf(c!).inputValue()).toBe('2')
      await page.locator('main button', { hasText: `Kaldır: ${c!.name}` }).click()
      await page.waitForURL(/#liste$/)
      expect(await quantityOf(c!).count()).toBe(0)

      for (const [label, value] of Object.entries({ ...CUSTOMER, 'E-posta': mail }))
        await page.getByLabel(label, { exact: true }).fill(value)
      await page.getByRole('button', { name: 'Teklif iste' }).click()
      await page.waitForURL(/durum=basarili#form-sonucu$/)
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: 'Formunuz başarıyla gönderildi!' })
          .count(),
      ).toBe(1)
      const [lead] = await leadsOf(mail)
      expect(lead!.items[0]).toEqual(expect.objectContaining({ sku: a!.sku, quantity: 12 }))
      expect(lead!.items.map((i) => i.sku)).not.toContain(c!.sku)
      // Sent, the list starts empty again.
      await page.goto(`${baseURL()}/teklif-listesi`)
      await page.getByText('Listeniz boş.').waitFor()
    } finally {
      await context.close()
    }
  })

  it('without JavaScript: another site cannot change the list (a cross-site post is refused)', async () => {
    const res = await fetch(`${baseURL()}/teklif-listesi/guncelle`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'cross-site',
        Cookie: 'vitrin_teklif=1x1',
      },
      body: 'kaldir=1',
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})
