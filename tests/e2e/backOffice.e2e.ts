import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { closeBrowser, DESKTOP, openPage, slowDown } from '../helpers/browser'
import { baseURL, get, login, postJson } from '../helpers/http'

/** What a browser sends when a link of the admin is followed (a download). */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' }

/**
 * The back office of issue 30 at desktop width: a catalogue import from upload to applied
 * changes, the products list's export links, a lead's notes and status history, draft preview.
 */

interface Product {
  id: number
  name: string
  slug: string
  sku: string
  category: { slug: string }
  brand: { slug: string }
}

/** The admin's date-and-time display (src/backoffice/admin/branding.ts): `26 Kasım 2026 15:24`. */
const DATE_TIME = /^\d{1,2} \S+ \d{4} \d{2}:\d{2}$/
/** Unique per run: the same server may serve many runs (E2E_BASE_URL). */
const STAMP = Date.now().toString(36).toUpperCase()

let auth = ''
let admin: BrowserContext

/** The Payload REST API as the admin; throws on an error answer. */
async function rest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}/cms-api${path}`, {
    method,
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

const publishedProduct = async (query: string) =>
  (
    await rest<{ docs: Product[] }>(
      'GET',
      `/products?limit=1&depth=1&where[_status][equals]=published${query}`,
    )
  ).docs[0]!

async function pageText(path: string): Promise<{ status: number; html: string }> {
  const res = await get(path)
  return { status: res.status, html: await res.text() }
}

beforeAll(async () => {
  auth = await login()
  const { context, page } = await openPage('/admin/login', { viewport: DESKTOP })
  admin = context
  await page.locator('input[name="email"]').fill(inject('adminEmail'))
  await page.locator('input[name="password"]').fill(inject('adminPassword'))
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 30_000 })
  await page.close()
})

afterAll(async () => {
  await admin?.close()
  await closeBrowser()
})

/** A page in the signed-in admin's context; close it when done. */
async function adminPage(path: string): Promise<Page> {
  const page = await admin.newPage()
  await slowDown(page)
  await page.goto(path, { waitUntil: 'networkidle' })
  return page
}

describe('back office (desktop)', () => {
  describe('catalogue import through the admin', () => {
    let renamed: Product
    const newCode = `E2E-YENI-${STAMP}`
    const newName = `E2E Deneme Kamerası ${STAMP}`
    const unknownBrandCode = `E2E-MARKA-${STAMP}`
    const badStatusCode = `E2E-DURUM-${STAMP}`
    let importId: number | undefined

    beforeAll(async () => {
      renamed = await publishedProduct('')
    })

    afterAll(async () => {
      await rest('PATCH', `/products/${renamed.id}`, { name: renamed.name, _status: 'published' })
      const created = await rest<{ docs: { id: number }[] }>(
        'GET',
        `/products?depth=0&where[sku][equals]=${encodeURIComponent(newCode)}`,
      )
      for (const { id } of created.docs) await rest('DELETE', `/products/${id}`)
      if (importId !== undefined) await rest('DELETE', `/catalog-imports/${importId}`)
    })

    it('shows the dry run with the refusals in Turkish, then applies it', async () => {
      const newTitle = `${renamed.name} ${STAMP}`
      const { category, brand } = renamed
      const csv = [
        'Ürün kodu;Ad;Kategori;Marka;Durum',
        `${renamed.sku};${newTitle};${category.slug};${brand.slug};Yayında`,
        `${newCode};${newName};${category.slug};${brand.slug};Yayında`,
        `${unknownBrandCode};E2E Markasız;${category.slug};olmayan-marka-${STAMP};Yayında`,
        `${badStatusCode};E2E Kararsız;${category.slug};${brand.slug};Belki`,
      ].join('\r\n')
      const page = await adminPage('/admin/collections/catalog-imports/create')
      try {
        await page.locator('input[type="file"]').setInputFiles({
          name: `katalog-${STAMP}.csv`,
          mimeType: 'text/csv',
          buffer: Buffer.from(csv, 'utf8'),
        })
        expect(await page.locator('#field-dryRun').isChecked()).toBe(true)
        await page.locator('#action-save').click()
        await page.waitForURL(/\/admin\/collections\/catalog-imports\/\d+$/, { timeout: 15_000 })
        importId = Number(new URL(page.url()).pathname.split('/').pop())

        await page.getByRole('heading', { name: 'Deneme: Tamamlandı' }).waitFor({ timeout: 20_000 })
        expect(await page.getByText(/^Toplam 4 satır:/).innerText()).toBe(
          'Toplam 4 satır: 1 eklenecek, 1 değişecek, 0 değişmedi, 2 reddedildi.',
        )
        const row = (code: string) => page.locator('table tbody tr').filter({ hasText: code })
        expect(await row(renamed.sku).innerText()).toContain('Değişecek')
        expect(await row(newCode).innerText()).toContain('Eklenecek')
        expect(await row(unknownBrandCode).innerText()).toContain(
          `Reddedildi\tBilinmeyen marka: olmayan-marka-${STAMP}.`,
        )
        expect(await row(badStatusCode).innerText()).toContain(
          'Reddedildi\tDurum "Belki" geçersiz: Yayında ya da Taslak olmalı.',
        )
        // Nothing is written by the dry run.
        expect((await pageText(`/urunler/urun/${renamed.slug}`)).html).not.toContain(newTitle)

        await page.getByRole('button', { name: 'Şimdi uygula' }).click()
        await page
          .getByRole('heading', { name: 'İçe aktarma: Tamamlandı' })
          .waitFor({ timeout: 20_000 })
        expect(await page.getByText(/^Toplam 4 satır:/).innerText()).toBe(
          'Toplam 4 satır: 1 eklendi, 1 güncellendi, 0 değişmedi, 2 reddedildi.',
        )

        for (const [format, type] of [
          ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
          ['csv', 'text/csv'],
        ] as const) {
          const link = page.getByRole('link', {
            name: `Raporu ${format === 'xlsx' ? 'Excel (XLSX)' : 'CSV'} olarak indir`,
          })
          const href = await link.getAttribute('href')
          expect(href).toBe(`/cms-api/catalog-imports/${importId}/report?format=${format}`)
          // A click on the link is a same-origin navigation; Payload honours the cookie for it.
          const report = await page.request.get(href!, { headers: SAME_ORIGIN })
          expect(report.status(), format).toBe(200)
          expect(report.headers()['content-type'], format).toContain(type)
          if (format === 'csv') expect(await report.text()).toContain('Bilinmeyen marka')
        }
      } finally {
        await page.close()
      }

      const created = await rest<{ docs: Product[] }>(
        'GET',
        `/products?depth=0&where[sku][equals]=${encodeURIComponent(newCode)}`,
      )
      expect(created.docs).toHaveLength(1)
      const fresh = await pageText(`/urunler/urun/${created.docs[0]!.slug}`)
      expect(fresh.status).toBe(200)
      expect(fresh.html).toContain(newName)
      await expect
        .poll(async () => (await pageText(`/urunler/urun/${renamed.slug}`)).html, {
          timeout: 10_000,
        })
        .toContain(newTitle)
      for (const code of [unknownBrandCode, badStatusCode])
        expect(
          (
            await rest<{ totalDocs: number }>(
              'GET',
              `/products?depth=0&limit=1&where[sku][equals]=${code}`,
            )
          ).totalDocs,
          code,
        ).toBe(0)
    })
  })

  it('offers the products list as XLSX and CSV, searched as the list is', async () => {
    const product = await publishedProduct('&sort=id')
    const page = await adminPage('/admin/collections/products')
    try {
      const xlsx = page.getByRole('link', { name: 'Excel (XLSX) olarak dışa aktar' })
      const csv = page.getByRole('link', { name: 'CSV olarak dışa aktar' })
      expect(await xlsx.getAttribute('href')).toBe('/cms-api/products/export?format=xlsx')
      expect(await csv.getAttribute('href')).toBe('/cms-api/products/export?format=csv')

      await page.locator('#search-filter-input').fill(product.sku)
      const search = `search=${new URLSearchParams({ s: product.sku }).toString().slice(2)}`
      await expect.poll(() => csv.getAttribute('href')).toContain(search)
      expect(await xlsx.getAttribute('href')).toContain(search)
      expect(await xlsx.getAttribute('href')).toContain('format=xlsx')

      const download = await page.request.get((await csv.getAttribute('href'))!, {
        headers: SAME_ORIGIN,
      })
      expect(download.status()).toBe(200)
      expect(download.headers()['content-type']).toContain('text/csv')
      const lines = (await download.text()).trim().split(/\r?\n/)
      // The header and the one product the search finds.
      expect(lines).toHaveLength(2)
      expect(lines[1]).toContain(product.sku)
    } finally {
      await page.close()
    }
  })

  describe('a lead in the admin', () => {
    let leadId: number | undefined

    afterAll(async () => {
      if (leadId !== undefined) await rest('DELETE', `/contact-requests/${leadId}`)
    })

    it('keeps the customer’s fields read-only and records notes and status changes', async () => {
      const product = await publishedProduct('&sort=id')
      const res = await postJson('/api/contact', {
        name: 'Gülşen Çağlar',
        corporation: 'Çağlar Güvenlik',
        mail: `gulsen-${STAMP.toLowerCase()}@example.com`,
        phone: '5321234567',
        kvkk: '1',
        product: product.slug,
      })
      expect(res.status).toBe(201)
      leadId = ((await res.json()) as { id: number }).id
      const note = `İlk arama yapıldı; ışık, şğüçö ve İstanbul teklifi ${STAMP}`

      const page = await adminPage(`/admin/collections/contact-requests/${leadId}`)
      try {
        const name = page.locator('#field-name')
        expect(await name.inputValue()).toBe('Gülşen Çağlar')
        expect((await name.isDisabled()) || (await name.getAttribute('readonly')) !== null).toBe(
          true,
        )

        await page.getByRole('button', { name: 'Not ekle' }).click()
        await page.locator('#field-notes__0__text').fill(note)
        await page.locator('#field-status').click()
        await page.getByRole('option', { name: 'İşlemde' }).click()
        const saved = page.waitForResponse(
          (r) =>
            r.url().includes(`/cms-api/contact-requests/${leadId}`) &&
            r.request().method() !== 'GET',
        )
        await page.locator('#action-save').click()
        expect((await saved).status()).toBe(200)

        await page.reload({ waitUntil: 'networkidle' })
        expect(await page.locator('#field-notes__0__text').inputValue()).toBe(note)
        const author = page.locator('#field-notes__0__author .relationship--single-value__text')
        // The account's title: "Ad Soyad (e-posta)" (users.displayName).
        expect(await author.innerText()).toMatch(/^\S.* \(/)
        expect(await author.innerText()).toContain(`(${inject('adminEmail')})`)
        expect(await page.locator('#field-notes__0__at input').inputValue()).toMatch(DATE_TIME)

        // Payload remembers a group's open state per user and document id (ids are reused on
        // SQLite), so the group is opened only when it is closed.
        const group = page
          .locator('.collapsible-field__collapsible')
          .filter({ hasText: 'Durum geçmişi' })
        const toggle = group.locator('.collapsible__toggle').first()
        if ((await toggle.getAttribute('class'))?.includes('collapsible__toggle--collapsed'))
          await toggle.click()
        const history = page.locator('#field-statusHistory')
        await history.locator('#field-statusHistory__0__to').waitFor({ state: 'attached' })
        const value = (name: string, part = '.rs__single-value') =>
          history.locator(`#field-statusHistory__0__${name} ${part}`).textContent()
        expect(await history.locator('[id^="statusHistory-row-"]').count()).toBe(1)
        expect(await value('from')).toBe('Yeni')
        expect(await value('to')).toBe('İşlemde')
        expect(await value('by', '.relationship--single-value__text')).toContain(
          `(${inject('adminEmail')})`,
        )
      } finally {
        await page.close()
      }
    })
  })

  describe('draft preview', () => {
    let product: Product

    beforeAll(async () => {
      product = await publishedProduct('&sort=id')
    })

    afterAll(async () => {
      await rest('PATCH', `/products/${product.id}`, { name: product.name, _status: 'published' })
    })

    it('shows staff the draft with a banner, and visitors the published page', async () => {
      const draftName = `${product.name} taslak ${STAMP}`
      // Next's draft-mode cookie is Secure: over plain http Chromium sends it to "localhost" only,
      // not to 127.0.0.1 (the site itself is served over https).
      const local = baseURL().replace('//127.0.0.1', '//localhost')
      await admin.addCookies([
        { name: 'payload-token', value: auth.replace(/^JWT /, ''), url: local },
      ])
      const page = await adminPage(`${local}/admin/collections/products/${product.id}`)
      try {
        await rest('PATCH', `/products/${product.id}?draft=true`, { name: draftName })
        const [popup] = await Promise.all([
          page.waitForEvent('popup'),
          page.getByRole('link', { name: 'Önizleme' }).click(),
        ])
        await popup.waitForURL(`**/urunler/urun/${product.slug}`)
        expect(await popup.locator('meta[name="robots"]').getAttribute('content')).toContain(
          'noindex',
        )
        const banner = popup.getByRole('region', { name: 'Önizleme' })
        expect(await banner.innerText()).toContain('Önizleme:')
        expect(await popup.getByRole('heading', { level: 1 }).innerText()).toBe(draftName)
      } finally {
        await page.close()
      }

      const visitor = await openPage(`/urunler/urun/${product.slug}`)
      try {
        expect(await visitor.page.getByRole('heading', { level: 1 }).innerText()).toBe(product.name)
        expect(await visitor.page.getByRole('region', { name: 'Önizleme' }).count()).toBe(0)
        expect(await visitor.page.content()).not.toContain(draftName)
      } finally {
        await visitor.context.close()
      }
    })
  })
})
