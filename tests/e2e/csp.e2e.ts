import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { closeBrowser, openPage } from '../helpers/browser'
import { getJson } from '../helpers/http'

afterAll(closeBrowser)

/** Records what the browser refuses under the Content-Security-Policy, and script errors. */
function watch(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|Refused to (execute|load|apply|frame|connect)/i.test(text))
      problems.push(text)
  })
  page.on('pageerror', (error) => problems.push(String(error)))
  return problems
}

async function openWatched(path: string) {
  const opened = await openPage('about:blank')
  const problems = watch(opened.page)
  const response = await opened.page.goto(path, { waitUntil: 'networkidle' })
  return { ...opened, problems, status: response?.status() ?? 0 }
}

describe('the Content-Security-Policy in a browser', () => {
  it('public pages run their scripts (nonce) and refuse nothing', async () => {
    const products = await getJson<{ products: { slug: string }[] }>(
      `/api/category/${(await getJson<{ slug: string }[]>('/api/categories')).body[0]!.slug}`,
    )
    const product = products.body.products[0]!.slug
    for (const path of [
      '/',
      '/iletisim',
      '/bayilik-basvurusu',
      `/urunler/urun/${product}`,
      '/yok-boyle-bir-sayfa',
      '/yok/boyle/bir-sayfa',
    ]) {
      const { page, context, problems, status } = await openWatched(path)
      try {
        expect(status, path).toBe(path === '/yok/boyle/bir-sayfa' ? 404 : 200)
        if (path === '/iletisim' || path === '/bayilik-basvurusu')
          await page.locator('form[data-enhanced]').first().waitFor()
        if (path.startsWith('/urunler/urun/')) {
          await page.getByRole('button', { name: 'Hemen Teklif Al' }).click()
          await page.getByRole('dialog').waitFor()
        }
        expect(problems, path).toEqual([])
      } finally {
        await context.close()
      }
    }
  })

  it('the prerendered demo pages still run', async () => {
    for (const path of ['/shop/catalog', '/home-two', '/site/about-us']) {
      const { context, problems } = await openWatched(path)
      try {
        expect(problems, path).toEqual([])
      } finally {
        await context.close()
      }
    }
  })

  it('the admin panel still signs in and shows the dashboard and a list', async () => {
    const { page, context, problems } = await openWatched('/admin/login')
    try {
      await page.locator('input[name="email"]').fill(inject('adminEmail'))
      await page.locator('input[name="password"]').fill(inject('adminPassword'))
      await page.locator('button[type="submit"]').click()
      await page.waitForURL((url) => url.pathname === '/admin', { timeout: 30_000 })
      await page.locator('.dashboard, [class*="dashboard"]').first().waitFor()
      await page.goto('/admin/collections/products', { waitUntil: 'networkidle' })
      await page.locator('table tbody tr').first().waitFor()
      expect(await page.locator('table tbody tr').count()).toBeGreaterThan(0)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
