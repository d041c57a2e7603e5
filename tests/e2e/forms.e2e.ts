import type { BrowserContext, Locator, Page, Request } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'

import { FORM_TEXT, KVKK_POLICY_PATH } from '@/components/forms/messages'
import { messages } from '@/lib/validation'

import { axeViolations } from '../helpers/axe'
import { closeBrowser, DESKTOP, MOBILE, openPage } from '../helpers/browser'

/**
 * The contact, dealer and quote forms (spec sections 2, 4, 5, 8): touched-field errors, the
 * sending state, toasts and reset rules, the quote modal, and the same forms without JavaScript.
 */

const QUOTE_SLUG = '6-mp-ir-bullet-ip-kamera-6-mm-sabit-lens'
/** The product page hosts the quote modal; E2E_QUOTE_PAGE points elsewhere while it is built. */
const QUOTE_PAGE = process.env.E2E_QUOTE_PAGE ?? `/urunler/urun/${QUOTE_SLUG}`

const GOOD_CONTACT = {
  'Ad Soyad': 'Şükrü Öztürk',
  Kurum: 'Öztürk Güvenlik',
  'E-posta': 'sukru@example.com',
  Telefon: '532 123 45 67',
}
const GOOD_DEALER = {
  'Ad Soyad': 'Ayşe Yılmaz',
  Telefon: '0532 123 45 67',
  'E-posta': 'ayse@example.com',
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

afterAll(closeBrowser)

/** Scripts each page is still loading: zod's code comes with a form's first validation. */
const loading = new WeakMap<Page, Set<Request>>()

function trackScripts(page: Page) {
  const pending = new Set<Request>()
  loading.set(page, pending)
  page.on('request', (r) => {
    if (r.resourceType() === 'script') pending.add(r)
  })
  const done = (r: Request) => pending.delete(r)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
}

/** Waits for the scripts a validation asked for, and for the render that follows them. */
async function settled(page: Page) {
  const pending = loading.get(page)
  if (!pending) return // without JavaScript: the server's answer is the page
  await expect.poll(() => pending.size).toBe(0)
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))))
}

async function open(path: string, viewport: { width: number; height: number }, js = true) {
  const opened = await openPage(path, { viewport, javaScriptEnabled: js })
  if (js) trackScripts(opened.page)
  if (js) await opened.page.locator('form[data-enhanced]').first().waitFor()
  return opened
}

/** By its visible label; the optional message's label goes on with "(isteğe bağlı)". */
const field = (scope: Page | Locator, label: string) =>
  label === 'Mesajınız' ? scope.getByLabel(/^Mesajınız/) : scope.getByLabel(label, { exact: true })

/** axe-core's findings as readable lines, so a failure names the rule and the element. */
const axeFindings = async (page: Page) =>
  (await axeViolations(page)).map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )

async function fill(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(scope, label).fill(value)
}

/** The error shown under a field, found through the field's aria-describedby. */
async function errorOf(page: Page, input: Locator): Promise<string | null> {
  await settled(page)
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ')
  for (const id of ids) {
    const el = page.locator(`[id="${id}"]`)
    if ((await el.getAttribute('class'))?.includes('field-error')) return el.textContent()
  }
  return null
}

async function touch(input: Locator, value: string) {
  await input.fill(value)
  await input.press('Tab')
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Holds the API's answer until `release()`: the sending state can be observed. */
async function holdRequests(page: Page, path: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const bodies: unknown[] = []
  await page.route(`**${path}`, async (route) => {
    bodies.push(route.request().postDataJSON())
    await released
    await route.continue()
  })
  return { release, bodies }
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('forms (%s)', (_name, viewport) => {
  let context: BrowserContext | undefined

  const cleanup = async () => {
    await context?.close()
    context = undefined
  }

  describe('/iletisim contact form', () => {
    it('has no axe violations and the page furniture', async () => {
      const opened = await open('/iletisim', viewport)
      context = opened.context
      const { page } = opened
      expect(await page.title()).toMatch(/^İletişim \| /)
      await expect
        .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
        .toMatch(/\/iletisim$/)
      expect(await page.getByRole('heading', { level: 1, name: 'İletişim' }).count()).toBe(1)
      expect(await page.getByRole('heading', { name: 'Satış' }).count()).toBe(1)
      expect(await page.getByRole('heading', { name: '7/24 Teknik Destek' }).count()).toBe(1)
      const policy = page.getByRole('link', {
        name: /Kişisel Verilerin Korunması ve İşlenmesi Politikası/,
      })
      expect(await policy.first().getAttribute('href')).toBe(KVKK_POLICY_PATH)
      expect(
        await page
          .getByRole('group')
          .filter({ has: page.getByRole('radio') })
          .count(),
      ).toBe(1)
      expect(await field(page, 'Telefon').getAttribute('inputmode')).toBe('tel')
      expect(await field(page, 'E-posta').getAttribute('autocomplete')).toBe('email')
      expect(await axeFindings(page)).toEqual([])
      await cleanup()
    })

    it('says the length limits before one types, and counts near them', async () => {
      const opened = await open('/iletisim', viewport)
      context = opened.context
      const { page } = opened
      const hintOf = async (label: string) => {
        const ids = (await field(page, label).getAttribute('aria-describedby'))!.split(' ')
        return page.locator(`[id="${ids[0]}"]`)
      }
      expect(await (await hintOf('Ad Soyad')).textContent()).toBe('2–20 karakter')
      expect(await (await hintOf('Kurum')).textContent()).toBe('2–25 karakter')
      await field(page, 'Kurum').fill('Öztürk Güvenlik Sistemleri')
      expect(await (await hintOf('Kurum')).textContent()).toBe('2–25 karakter (26/25)')
      await field(page, 'Kurum').fill('Öztürk Güvenlik Ltd. Şti.')
      expect(await (await hintOf('Kurum')).textContent()).toBe('2–25 karakter (25/25)')
      await field(page, 'Kurum').fill('Öztürk Güvenlik')
      expect(await (await hintOf('Kurum')).textContent()).toBe('2–25 karakter')
      await cleanup()
    })

    it('shows the spec messages only after a field was touched', async () => {
      const opened = await open('/iletisim', viewport)
      context = opened.context
      const { page } = opened
      expect(await page.locator('.field-error').count()).toBe(0)
      const name = field(page, 'Ad Soyad')
      await touch(name, '')
      expect(await errorOf(page, name)).toBe(messages.nameEmpty)
      expect(await errorOf(page, field(page, 'Kurum'))).toBeNull()
      await touch(name, 'Ş')
      expect(await errorOf(page, name)).toBe(messages.nameEmpty)
      await touch(name, 'Ş'.repeat(21))
      expect(await errorOf(page, name)).toBe(messages.nameTooLong)
      await touch(name, 'Şükrü Öztürk')
      expect(await errorOf(page, name)).toBeNull()

      const corporation = field(page, 'Kurum')
      await touch(corporation, '')
      expect(await errorOf(page, corporation)).toBe(messages.corporationEmpty)
      await touch(corporation, 'K'.repeat(26))
      expect(await errorOf(page, corporation)).toBe(messages.corporationTooLong)

      const mail = field(page, 'E-posta')
      await touch(mail, '')
      expect(await errorOf(page, mail)).toBe(messages.mailEmpty)
      await touch(mail, 'sukru@')
      expect(await errorOf(page, mail)).toBe(messages.mailInvalid)

      const phone = field(page, 'Telefon')
      await touch(phone, '')
      expect(await errorOf(page, phone)).toBe(messages.phoneEmpty)
      // A landline is refused; a mobile is taken however it is written.
      await touch(phone, '0212 123 45 67')
      expect(await errorOf(page, phone)).toBe(messages.phoneFormat)
      await touch(phone, '0 (532) 123-45-67')
      expect(await errorOf(page, phone)).toBeNull()
      expect(await axeFindings(page)).toEqual([])
      await cleanup()
    })

    it('sends, shows "Gönderiliyor...", toasts the success and resets', async () => {
      const opened = await open('/iletisim', viewport)
      context = opened.context
      const { page } = opened
      await fill(page, { ...GOOD_CONTACT, Mesajınız: 'Merhaba' })
      await page.getByRole('radio', { name: 'Onay veriyorum' }).check()
      const held = await holdRequests(page, '/api/contact')
      const answer = page.waitForResponse('**/api/contact')
      await page.getByRole('button', { name: FORM_TEXT.contactSubmit }).click()
      const sending = page.getByRole('button', { name: FORM_TEXT.sending })
      await sending.waitFor()
      expect(await sending.isDisabled()).toBe(true)
      held.release()
      expect((await answer).status()).toBe(201)
      await toast(page, FORM_TEXT.contactSuccess).waitFor()
      // The request number to quote on the phone, under the spec's success text.
      expect(await toast(page, FORM_TEXT.contactSuccess).textContent()).toMatch(
        /Talep numaranız: TLP-\d{4}-\d{6}/,
      )
      expect(held.bodies).toEqual([
        {
          name: 'Şükrü Öztürk',
          corporation: 'Öztürk Güvenlik',
          mail: 'sukru@example.com',
          phone: '+90 532 123 45 67',
          kvkk: '1',
          message: 'Merhaba',
          // The abuse guards (src/components/forms/BotFields.tsx): empty honeypot, signed render time.
          website: '',
          _ts: expect.stringMatching(/^\d+\.[\w-]{43}$/),
        },
      ])
      for (const label of Object.keys(GOOD_CONTACT))
        expect(await field(page, label).inputValue()).toBe('')
      expect(await page.getByRole('radio', { name: 'Onay vermiyorum' }).isChecked()).toBe(true)
      expect(await page.getByRole('button', { name: FORM_TEXT.contactSubmit }).isEnabled()).toBe(
        true,
      )
      await cleanup()
    })

    it('toasts "Bir hata oluştu." on a failure and shows 422 errors on their fields', async () => {
      const opened = await open('/iletisim', viewport)
      context = opened.context
      const { page } = opened
      await fill(page, GOOD_CONTACT)
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
      )
      await page.getByRole('button', { name: FORM_TEXT.contactSubmit }).click()
      await toast(page, FORM_TEXT.failure).waitFor()
      expect(await field(page, 'Ad Soyad').inputValue()).toBe(GOOD_CONTACT['Ad Soyad'])

      await page.unroute('**/api/contact')
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ errors: { mail: messages.mailInvalid } }),
        }),
      )
      await page.getByRole('button', { name: FORM_TEXT.contactSubmit }).click()
      await expect.poll(() => errorOf(page, field(page, 'E-posta'))).toBe(messages.mailInvalid)
      await cleanup()
    })
  })

  describe('/bayilik-basvurusu dealer form', () => {
    it('has no axe violations and shows the spec messages after touching', async () => {
      const opened = await open('/bayilik-basvurusu', viewport)
      context = opened.context
      const { page } = opened
      expect(await page.title()).toMatch(/^Bayilik Başvurusu \| /)
      expect(await axeFindings(page)).toEqual([])
      expect(await page.locator('.field-error').count()).toBe(0)
      const name = field(page, 'Ad Soyad')
      await touch(name, '')
      expect(await errorOf(page, name)).toBe(messages.nameEmpty)
      await touch(name, 'A'.repeat(21))
      expect(await errorOf(page, name)).toBe(messages.nameTooLong)
      const phone = field(page, 'Telefon')
      await touch(phone, '')
      expect(await errorOf(page, phone)).toBe(messages.phoneEmpty)
      await touch(phone, '0532 123 45 6')
      expect(await errorOf(page, phone)).toBe(messages.phoneFormat)
      await touch(phone, '+90 532 123 45 67')
      expect(await errorOf(page, phone)).toBeNull()
      const mail = field(page, 'E-posta')
      await touch(mail, '')
      expect(await errorOf(page, mail)).toBe(messages.mailEmpty)
      await touch(mail, 'ayse')
      expect(await errorOf(page, mail)).toBe(messages.mailInvalid)
      expect(await axeFindings(page)).toEqual([])
      await cleanup()
    })

    it('sends, shows "Gönderiliyor...", toasts the thanks and resets', async () => {
      const opened = await open('/bayilik-basvurusu', viewport)
      context = opened.context
      const { page } = opened
      await fill(page, GOOD_DEALER)
      await page.getByRole('radio', { name: 'Onay veriyorum' }).check()
      const held = await holdRequests(page, '/api/application')
      const answer = page.waitForResponse('**/api/application')
      await page.getByRole('button', { name: FORM_TEXT.applicationSubmit }).click()
      const sending = page.getByRole('button', { name: FORM_TEXT.sending })
      await sending.waitFor()
      expect(await sending.isDisabled()).toBe(true)
      held.release()
      expect((await answer).status()).toBe(201)
      await toast(page, FORM_TEXT.applicationSuccess).waitFor()
      expect(held.bodies).toEqual([
        {
          name: 'Ayşe Yılmaz',
          phone: '+90 532 123 45 67',
          mail: 'ayse@example.com',
          kvkk: '1',
          website: '',
          _ts: expect.stringMatching(/^\d+\.[\w-]{43}$/),
        },
      ])
      for (const label of Object.keys(GOOD_DEALER))
        expect(await field(page, label).inputValue()).toBe('')
      await cleanup()
    })

    it('toasts "Bir hata oluştu." on a failure and keeps what was typed', async () => {
      const opened = await open('/bayilik-basvurusu', viewport)
      context = opened.context
      const { page } = opened
      await fill(page, GOOD_DEALER)
      await page.route('**/api/application', async (route) => {
        await delay(300)
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' })
      })
      await page.getByRole('button', { name: FORM_TEXT.applicationSubmit }).click()
      await page.getByRole('button', { name: FORM_TEXT.sending }).waitFor()
      await toast(page, FORM_TEXT.failure).waitFor()
      for (const [label, value] of Object.entries(GOOD_DEALER))
        expect(await field(page, label).inputValue()).toBe(value)
      expect(
        await page.getByRole('button', { name: FORM_TEXT.applicationSubmit }).isEnabled(),
      ).toBe(true)
      await cleanup()
    })
  })

  describe('quote modal', () => {
    it('opens, traps focus, closes on Escape and sends the product', async () => {
      const opened = await openPage(QUOTE_PAGE, { viewport })
      trackScripts(opened.page)
      context = opened.context
      const { page } = opened
      const product = (await (await page.request.get(`/api/product/${QUOTE_SLUG}`)).json()) as {
        name: string
        sku: string
      }
      const trigger = page.getByRole('button', { name: 'Hemen Teklif Al' })
      expect(await trigger.getAttribute('class')).toContain('btn-cta')
      await trigger.click()
      const dialog = page.getByRole('dialog', { name: 'Teklif İste' })
      await dialog.waitFor()
      expect(await dialog.getAttribute('aria-modal')).toBe('true')
      // Nothing was touched yet, so no error shows.
      expect(await dialog.locator('.field-error').count()).toBe(0)
      // Focus moved in, to the first field.
      expect(await field(dialog, 'Ad Soyad').evaluate((el) => el === document.activeElement)).toBe(
        true,
      )
      expect(await field(dialog, 'Mesajınız').inputValue()).toContain(product.name)
      expect(await field(dialog, 'Mesajınız').inputValue()).toContain(product.sku)
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        'hidden',
      )
      expect(await axeFindings(page)).toEqual([])

      const insideDialog = () =>
        page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press('Tab')
        expect(await insideDialog()).toBe(true)
      }
      await dialog.getByRole('button', { name: 'Kapat' }).focus()
      await page.keyboard.press('Shift+Tab')
      expect(await insideDialog()).toBe(true)
      expect(
        await dialog
          .getByRole('button', { name: FORM_TEXT.contactSubmit })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true)
      await page.keyboard.press('Tab')
      expect(
        await dialog
          .getByRole('button', { name: 'Kapat' })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true)

      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')

      await trigger.click()
      await dialog.getByRole('button', { name: 'Kapat' }).click()
      await dialog.waitFor({ state: 'detached' })
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)

      await trigger.click()
      await fill(dialog, GOOD_CONTACT)
      const sent = page.waitForRequest('**/api/contact')
      const answer = page.waitForResponse('**/api/contact')
      await dialog.getByRole('button', { name: FORM_TEXT.contactSubmit }).click()
      const body = (await sent).postDataJSON() as Record<string, string>
      expect(body.product).toBe(QUOTE_SLUG)
      expect(body.message).toContain(product.name)
      expect((await answer).status()).toBe(201)
      await toast(page, FORM_TEXT.contactSuccess).waitFor()
      await dialog.waitFor({ state: 'detached' })
      await cleanup()
    })
  })

  describe('the map', () => {
    it('makes no OpenStreetMap request until asked', async () => {
      const opened = await open('/iletisim', viewport)
      context = opened.context
      const { page } = opened
      const osm: Request[] = []
      page.on('request', (request) => {
        if (request.url().includes('openstreetmap.org')) osm.push(request)
      })
      await page.route('**/*openstreetmap.org/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>map</title>' }),
      )
      await page.waitForLoadState('networkidle')
      expect(await page.locator('iframe').count()).toBe(0)
      expect(osm).toEqual([])
      await page.getByRole('button', { name: 'Haritayı göster' }).click()
      const frame = page.locator('iframe[title^="Harita"]')
      await frame.waitFor()
      const src = new URL((await frame.getAttribute('src')) ?? '')
      expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html')
      expect(src.searchParams.get('bbox')).toMatch(/^[\d.-]+(,[\d.-]+){3}$/)
      expect(src.searchParams.get('marker')).toMatch(/^[\d.-]+,[\d.-]+$/)
      await expect.poll(() => osm.length).toBeGreaterThan(0)
      await cleanup()
    })
  })

  describe('without JavaScript', () => {
    it('posts the contact form and shows field errors, typed values, then the success', async () => {
      const opened = await open('/iletisim', viewport, false)
      context = opened.context
      const { page } = opened
      await fill(page, { ...GOOD_CONTACT, Telefon: '12' })
      await page.getByRole('button', { name: FORM_TEXT.contactSubmit }).click()
      await page.waitForURL(/\/iletisim\?durum=hata#form-sonucu$/)
      expect(await page.getByRole('alert').filter({ hasText: FORM_TEXT.fixErrors }).count()).toBe(1)
      expect(await errorOf(page, field(page, 'Telefon'))).toBe(messages.phoneFormat)
      expect(await field(page, 'Telefon').inputValue()).toBe('12')
      expect(await field(page, 'Ad Soyad').inputValue()).toBe(GOOD_CONTACT['Ad Soyad'])

      await field(page, 'Telefon').fill(GOOD_CONTACT.Telefon)
      await page.getByRole('button', { name: FORM_TEXT.contactSubmit }).click()
      await page.waitForURL(/\/iletisim\?durum=basarili#form-sonucu$/)
      expect(
        await page.getByRole('status').filter({ hasText: FORM_TEXT.contactSuccess }).count(),
      ).toBe(1)
      // The redirect's fragment scrolls the outcome into view, on a phone too.
      // (Smooth scrolling, where the browser allows motion: polled.)
      const inView = async () => {
        const box = await page.locator('#form-sonucu').boundingBox()
        return Boolean(box && box.y >= 0 && box.y + box.height <= viewport.height)
      }
      await expect.poll(inView).toBe(true)
      expect(await field(page, 'Ad Soyad').inputValue()).toBe('')
      await cleanup()
    })

    it('posts the dealer form and shows the outcome', async () => {
      const opened = await open('/bayilik-basvurusu', viewport, false)
      context = opened.context
      const { page } = opened
      await fill(page, { ...GOOD_DEALER, 'E-posta': 'ayse' })
      await page.getByRole('button', { name: FORM_TEXT.applicationSubmit }).click()
      await page.waitForURL(/\/bayilik-basvurusu\?durum=hata#form-sonucu$/)
      expect(await errorOf(page, field(page, 'E-posta'))).toBe(messages.mailInvalid)
      expect(await field(page, 'Telefon').inputValue()).toBe(GOOD_DEALER.Telefon)

      await field(page, 'E-posta').fill(GOOD_DEALER['E-posta'])
      await page.getByRole('button', { name: FORM_TEXT.applicationSubmit }).click()
      await page.waitForURL(/\/bayilik-basvurusu\?durum=basarili#form-sonucu$/)
      expect(
        await page.getByRole('status').filter({ hasText: FORM_TEXT.applicationSuccess }).count(),
      ).toBe(1)
      await cleanup()
    })

    it('turns "Hemen Teklif Al" into a link to the contact form for that product', async () => {
      const opened = await openPage(QUOTE_PAGE, { viewport, javaScriptEnabled: false })
      context = opened.context
      const { page } = opened
      const link = page.getByRole('link', { name: 'Hemen Teklif Al' })
      await link.click()
      await page.waitForURL(new RegExp(`/iletisim\\?urun=${QUOTE_SLUG}`))
      expect(await field(page, 'Mesajınız').inputValue()).toMatch(/fiyat teklifi almak istiyorum/)
      expect(await page.locator('input[type="hidden"][name="product"]').inputValue()).toBe(
        QUOTE_SLUG,
      )
      await cleanup()
    })
  })
})
