import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { axeViolations } from '../helpers/axe'
import { closeBrowser, openPage } from '../helpers/browser'
import { baseURL, login, postJson } from '../helpers/http'

/**
 * The admin in the company's look (src/backoffice/admin/branding.ts, i18n.ts): the Vitrin logo and icon,
 * Turkish everywhere including Payload's own strings, Turkish dates, the leads dashboard cards.
 */

afterAll(closeBrowser)

const TURKISH_MONTH = /Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık/
const TWELVE_HOUR = /\b(AM|PM)\b|ÖÖ|ÖS/
/** Payload's English as it would show on a list page; each must be Turkish. */
const ENGLISH = [/\bof\b/, /\bOr\b/, /Filters/, /Columns/, /Create New/, /Search by/, /Per Page/]

/** axe-core findings on our own admin components (Payload's markup is not ours to fix). */
async function ownAxeFindings(page: Page) {
  const ours = /vitrin|leads-dashboard|kvkk|card-new|card-unsent/
  return (await axeViolations(page)).flatMap((v) =>
    v.nodes.filter((n) => ours.test(n.target.join(' '))).map((n) => `${v.id}: ${n.target}`),
  )
}

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(inject('adminEmail'))
  await page.locator('input[name="password"]').fill(inject('adminPassword'))
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 30_000 })
}

describe('the admin panel in the company’s look', () => {
  let leadId: number

  beforeAll(async () => {
    const res = await postJson(
      '/api/contact',
      {
        name: 'Derya Aksoy',
        corporation: 'Aksoy Ltd.',
        mail: 'derya@example.com',
        phone: '5321234567',
        kvkk: '1',
      },
      { 'X-Forwarded-For': '198.51.100.41' },
    )
    expect(res.status).toBe(201)
    leadId = ((await res.json()) as { id: number }).id
  })

  it('shows the Vitrin logo, not Payload’s, on the login page', async () => {
    const { page, context } = await openPage('/admin/login')
    try {
      const logo = page.locator('.login__brand').getByRole('img', { name: 'Vitrin' })
      await expect.poll(() => logo.isVisible(), { timeout: 10_000 }).toBe(true)
      expect(await page.locator('.graphic-logo').count()).toBe(0)
      expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toMatch(
        /^\/icon\.svg/,
      )
      expect(await page.title()).toContain('Vitrin Yönetim Paneli')
      expect(await ownAxeFindings(page)).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('shows the icon in the navigation and the lead cards on the dashboard', async () => {
    const { page, context } = await openPage('about:blank')
    try {
      await signIn(page)
      await expect
        .poll(() => page.locator('.step-nav').getByRole('img', { name: 'Vitrin' }).isVisible())
        .toBe(true)
      expect(await page.locator('.step-nav .graphic-icon').count()).toBe(0)
      const section = page.getByRole('region', { name: 'Yeni talepler' })
      await section.waitFor()
      for (const name of [
        /^\d+ yeni iletişim \/ teklif talebi$/,
        /^\d+ yeni bayilik başvurusu$/,
        /^\d+ bildirimi gönderilemeyen talep$/,
      ])
        expect(await section.getByRole('heading', { name }).count(), String(name)).toBe(1)
      const contacts = section.getByRole('link', { name: /yeni iletişim \/ teklif talebi$/ })
      expect(await contacts.getAttribute('href')).toBe(
        '/admin/collections/contact-requests?where%5Bstatus%5D%5Bequals%5D=yeni',
      )
      expect(await section.locator('.card').count()).toBe(3)
      await section.getByRole('button', { name: 'Verilerini sil' }).waitFor()
      expect(await section.getByLabel('E-posta adresi').count()).toBe(1)
      expect(await ownAxeFindings(page)).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('leaves no English on the products list, its filters included', async () => {
    const { page, context } = await openPage('about:blank')
    try {
      await signIn(page)
      await page.goto('/admin/collections/products', { waitUntil: 'networkidle' })
      await page.locator('table tbody tr').first().waitFor()
      await page.locator('#toggle-list-filters').click()
      await page.locator('.where-builder__add-first-filter').click()
      await page.locator('.where-builder__add-or').waitFor()
      expect((await page.locator('.where-builder__add-or').innerText()).trim()).toBe('veya')
      // Product names are data, not the admin's language: only the text around the table counts.
      const table = await page.locator('table').innerText()
      const text = (await page.locator('body').innerText()).replace(table, '')
      for (const word of ENGLISH) expect(text, String(word)).not.toMatch(word)
      const search = await page.locator('.search-filter__input').getAttribute('placeholder')
      expect(search).toMatch(/^Ara: /)
    } finally {
      await context.close()
    }
  })

  it('shows Turkish months on the first, cold load of an edit view', async () => {
    // The lead's mail is sent within seconds; then its "sent" time is a filled date field.
    const auth = await login()
    await expect
      .poll(
        async () => {
          const res = await fetch(`${baseURL()}/cms-api/contact-requests/${leadId}?depth=0`, {
            headers: { Authorization: auth },
          })
          return ((await res.json()) as { notifiedAt?: string }).notifiedAt ?? ''
        },
        { timeout: 30_000, interval: 500 },
      )
      .not.toBe('')
    const { page, context } = await openPage('about:blank')
    try {
      await signIn(page)
      await page.goto(`/admin/collections/contact-requests/${leadId}`, { waitUntil: 'networkidle' })
      const notified = page.locator('#field-notifiedAt input')
      await expect.poll(() => notified.inputValue(), { timeout: 15_000 }).not.toBe('')
      expect(await notified.inputValue()).toMatch(TURKISH_MONTH)
    } finally {
      await context.close()
    }
  })

  it('writes dates with Turkish month names and a 24-hour clock', async () => {
    const { page, context } = await openPage('about:blank')
    try {
      await signIn(page)
      await page.goto('/admin/collections/contact-requests', { waitUntil: 'networkidle' })
      const cell = page.locator('table tbody tr').first().locator('.cell-receivedAt')
      // The cell says "Yükleniyor..." until the admin's client has formatted the date.
      await expect.poll(() => cell.innerText(), { timeout: 15_000 }).toMatch(TURKISH_MONTH)
      expect(await cell.innerText()).not.toMatch(TWELVE_HOUR)
      // The sidebar's "sent" time (the other dates sit in a collapsed group); the mail goes out
      // within seconds, so reload until it shows.
      const notified = page.locator('#field-notifiedAt input')
      await expect
        .poll(
          async () => {
            await page.goto(`/admin/collections/contact-requests/${leadId}`, {
              waitUntil: 'networkidle',
            })
            return notified.inputValue()
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toMatch(TURKISH_MONTH)
      expect(await notified.inputValue()).toMatch(/^\d{1,2} \S+ \d{4} \d{2}:\d{2}$/)
      expect(await notified.inputValue()).not.toMatch(TWELVE_HOUR)
    } finally {
      await context.close()
    }
  })
})
