import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { closeBrowser, MOBILE, openPage } from '../helpers/browser'

/*
 * The template demo area (issue 3). Run against a dev server with
 * E2E_BASE_URL=http://localhost:3201 (Next's dev server refuses its scripts to other hosts).
 */

const STORAGE_KEY = 'vitrin-demo-state'
const PRODUCT = 'Dome IP Camera 4 MP'
const PRODUCT_SLUG = 'dome-ip-camera-4-mp'

/** Waits until the client has hydrated: the preloader is removed by an effect after ~500 ms. */
async function ready(page: Page) {
  await page.getByTestId('preloader').waitFor({ state: 'detached', timeout: 15_000 })
}

async function open(path: string, options?: Parameters<typeof openPage>[1]) {
  const opened = await openPage(path, options)
  await ready(opened.page)
  return opened
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name })
}

afterAll(async () => {
  await closeBrowser()
})

const ROUTES = [
  '/home-two',
  '/shop/catalog',
  '/shop/catalog/cameras',
  `/shop/products/${PRODUCT_SLUG}`,
  '/shop/category-grid-3-columns-sidebar',
  '/shop/category-grid-4-columns-full',
  '/shop/category-grid-5-columns-full',
  '/shop/category-list',
  '/shop/category-right-sidebar',
  '/shop/product-standard',
  '/shop/product-columnar',
  '/shop/product-sidebar',
  '/shop/cart',
  '/shop/checkout',
  '/shop/checkout/success',
  '/shop/wishlist',
  '/shop/compare',
  '/shop/track-order',
  '/blog/category-classic',
  '/blog/category-grid',
  '/blog/category-list',
  '/blog/category-left-sidebar',
  '/blog/post-classic',
  '/blog/post-full',
  '/site/components',
  '/site/contact-us-alt',
  '/site/not-found',
  '/site/faq',
  '/site/terms',
  '/site/typography',
  '/site/about-us',
  '/account/login',
  '/account/dashboard',
  '/account/profile',
  '/account/orders',
  '/account/orders?page=3',
  '/account/orders/8132',
  '/account/addresses',
  '/account/addresses/1',
  '/account/password',
]

describe('demo routes', () => {
  it.each(ROUTES)('%s answers 200, is English and noindex', async (path) => {
    const res = await fetch(`${inject('baseURL')}${path}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<html lang="en" dir="ltr"/)
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
  })

  it('unknown demo slugs are not found', async () => {
    for (const path of [
      '/shop/products/no-such-product',
      '/shop/catalog/no-such',
      '/shop/category-x',
      '/blog/post-x',
    ]) {
      const res = await fetch(`${inject('baseURL')}${path}`)
      expect(res.status, path).toBe(404)
    }
  })

  it('/account goes to the dashboard', async () => {
    const res = await fetch(`${inject('baseURL')}/account`, { redirect: 'manual' })
    expect([307, 308]).toContain(res.status)
    expect(res.headers.get('location')).toMatch(/\/account\/dashboard$/)
    const { page, context } = await open('/account')
    expect(new URL(page.url()).pathname).toBe('/account/dashboard')
    await expect(page.getByRole('heading', { name: 'Dashboard' }).isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('/site/terms holds the Turkish values text; the 404 demo has its texts', async () => {
    const terms = await (await fetch(`${inject('baseURL')}/site/terms`)).text()
    for (const word of ['Dürüst', 'Dikkatli', 'Yardımsever']) expect(terms).toContain(word)
    const notFound = await (await fetch(`${inject('baseURL')}/site/not-found`)).text()
    expect(notFound).toContain('Oops! Error 404')
    expect(notFound).toContain('Page Not Found')
    expect(notFound).toContain('We can&#x27;t seem to find the page you&#x27;re looking for.')
  })
})

describe('demo cart and checkout', () => {
  it('add to cart → update quantities → checkout → success', async () => {
    const { page, context } = await open(`/shop/products/${PRODUCT_SLUG}`)
    await page.getByRole('button', { name: 'Add to cart' }).first().click()
    await page.getByText(`Product "${PRODUCT}" added to cart!`).waitFor()
    // Same product and option set again: the line's quantity grows.
    await page.getByRole('button', { name: 'Add to cart' }).first().click()
    await page.getByText(`Product "${PRODUCT}" added to cart!`).first().waitFor()
    await page.waitForFunction(
      () => document.querySelector('[data-testid=cart-count]')?.textContent === '2',
    )

    await page.goto('/shop/cart')
    await ready(page)
    const rows = page.getByTestId('cart-row')
    expect(await rows.count()).toBe(1)
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${PRODUCT}` })
    expect(await quantity.inputValue()).toBe('2')
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe('$298.00')
    expect(await page.getByTestId('cart-total').textContent()).toBe('$323.00')

    const update = page.getByRole('button', { name: 'Update Cart' })
    expect(await update.isDisabled()).toBe(true)
    await quantity.fill('')
    expect(await update.isDisabled()).toBe(true)
    await quantity.fill('2')
    expect(await update.isDisabled()).toBe(true)
    await page.getByRole('button', { name: `Increase Quantity of ${PRODUCT}` }).click()
    expect(await quantity.inputValue()).toBe('3')
    expect(await update.isDisabled()).toBe(false)
    await update.click()
    await page.waitForFunction(
      () => document.querySelector('[data-testid=cart-total]')?.textContent === '$472.00',
    )
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe('$447.00')
    expect(await update.isDisabled()).toBe(true)

    await page.getByRole('link', { name: 'Proceed to checkout' }).click()
    await page.waitForURL('**/shop/checkout')
    const returning = page.getByRole('link', { name: 'Click here to login' })
    expect(await returning.getAttribute('href')).toBe('/account/login')
    expect(await page.getByText('Returning customer?').isVisible()).toBe(true)
    expect(
      await page.getByRole('link', { name: 'terms and conditions' }).getAttribute('href'),
    ).toBe('/site/terms')
    expect(await page.getByRole('radio', { name: 'Direct bank transfer' }).isChecked()).toBe(true)
    const countries = await page.getByLabel('Country').first().locator('option').allTextContents()
    expect(countries.slice(1)).toEqual([
      'United States',
      'Russia',
      'Italy',
      'France',
      'Ukraine',
      'Germany',
      'Australia',
    ])
    expect(await page.getByTestId('checkout-total').textContent()).toBe('$472.00')
    await page.getByLabel('First Name').first().fill('Ada')
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.waitForURL('**/shop/checkout/success')
    expect(await page.getByRole('heading', { name: 'Thank you for your order' }).isVisible()).toBe(
      true,
    )
    await context.close()
  })

  it('removing the last line shows the empty cart', async () => {
    const { page, context } = await open('/shop/catalog')
    await card(page, PRODUCT).getByRole('button', { name: 'Add to cart' }).click()
    await page.getByText(`Product "${PRODUCT}" added to cart!`).waitFor()
    await page.goto('/shop/cart')
    await ready(page)
    await page.getByRole('button', { name: `Remove ${PRODUCT}` }).click()
    await page.getByText('Your shopping cart is empty!').waitFor()
    expect(await page.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/shop/catalog',
    )
    await context.close()
  })

  it('the checkout sends an empty cart back to the cart', async () => {
    const { page, context } = await open('/shop/checkout')
    await page.waitForURL('**/shop/cart')
    await page.getByText('Your shopping cart is empty!').waitFor()
    await context.close()
  })
})

describe('demo wishlist and compare', () => {
  it('wishlist: empty, add (once), remove', async () => {
    const { page, context } = await open('/shop/wishlist')
    await page.getByText('Your wish list is empty!').waitFor()
    await page.goto('/shop/catalog')
    await ready(page)
    const add = card(page, PRODUCT).getByRole('button', { name: 'Add to wish list' })
    await add.click()
    await page.getByText(`Product "${PRODUCT}" added to wish list!`).waitFor()
    await add.click()
    await page.getByText(`Product "${PRODUCT}" added to wish list!`).nth(1).waitFor()
    expect(await page.getByRole('link', { name: 'Wish list 1', exact: true }).isVisible()).toBe(
      true,
    )
    await page.goto('/shop/wishlist')
    await ready(page)
    expect(await page.getByRole('link', { name: PRODUCT }).count()).toBe(1)
    await page.getByRole('button', { name: `Remove ${PRODUCT}` }).click()
    await page.getByText('Your wish list is empty!').waitFor()
    await context.close()
  })

  it('compare: empty, add two, remove one', async () => {
    const { page, context } = await open('/shop/compare')
    await page.getByText('You have not chosen any products to compare!').waitFor()
    await page.goto('/shop/catalog')
    await ready(page)
    await card(page, PRODUCT).getByRole('button', { name: 'Add to compare' }).click()
    await page.getByText(`Product "${PRODUCT}" added to compare!`).waitFor()
    await card(page, 'Bullet IP Camera 8 MP')
      .getByRole('button', { name: 'Add to compare' })
      .click()
    await page.getByText('Product "Bullet IP Camera 8 MP" added to compare!').waitFor()
    await page.goto('/shop/compare')
    await ready(page)
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(2)
    await page.getByRole('button', { name: `Remove ${PRODUCT}` }).click()
    await page.waitForFunction(
      () => document.querySelectorAll('.demo-compare button[aria-label^="Remove"]').length === 1,
    )
    await page.getByRole('button', { name: 'Remove Bullet IP Camera 8 MP' }).click()
    await page.getByText('You have not chosen any products to compare!').waitFor()
    await context.close()
  })
})

describe('demo currency, locale and persistence', () => {
  it('switches the currency and keeps it across a reload', async () => {
    const { page, context } = await open(`/shop/products/${PRODUCT_SLUG}`)
    expect(await page.locator('.demo-product .demo-prices__new').textContent()).toBe('$149.00')
    await page.getByLabel('Currency').first().selectOption('EUR')
    expect(await page.locator('.demo-product .demo-prices__new').textContent()).toBe('€149.00')
    await page.getByRole('button', { name: 'Add to cart' }).first().click()
    await page.getByText(`Product "${PRODUCT}" added to cart!`).waitFor()
    await page.reload()
    await ready(page)
    await page.waitForFunction(
      () => document.querySelector('[data-testid=cart-count]')?.textContent === '1',
    )
    expect(await page.locator('.demo-product .demo-prices__new').textContent()).toBe('€149.00')
    const saved = JSON.parse(
      (await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)) ?? '{}',
    )
    expect(saved.version).toBe(2)
    expect(saved.currency.code).toBe('EUR')
    expect(saved.cart.items).toHaveLength(1)
    await context.close()
  })

  it('?dir=rtl switches to ar and right-to-left; another value back to en', async () => {
    const { page, context } = await open('/shop/catalog?dir=rtl')
    await page.waitForFunction(() => document.documentElement.dir === 'rtl')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar')
    expect(await page.getByLabel('Language').first().inputValue()).toBe('ar')
    await page.goto('/shop/catalog?dir=ltr')
    await ready(page)
    await page.waitForFunction(() => document.documentElement.dir === 'ltr')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await page.getByLabel('Language').first().selectOption('ar')
    await page.waitForFunction(() => document.documentElement.dir === 'rtl')
    await context.close()
  })

  it('discards a saved state whose version is not 2', async () => {
    const { page, context } = await open('/site/about-us')
    const old = {
      version: 1,
      cart: {
        lastItemId: 1,
        quantity: 5,
        items: [{ id: 1 }],
        subtotal: 10,
        extraLines: [],
        total: 10,
      },
      wishlist: [],
      compare: [],
      currency: { code: 'GBP', symbol: '£', name: 'Pound Sterling' },
      locale: 'en',
    }
    await page.evaluate(
      ([k, v]) => localStorage.setItem(k!, v!),
      [STORAGE_KEY, JSON.stringify(old)],
    )
    await page.goto('/shop/cart')
    await ready(page)
    await page.getByText('Your shopping cart is empty!').waitFor()
    expect(await page.getByTestId('cart-count').textContent()).toBe('0')
    expect(await page.getByLabel('Currency').first().inputValue()).toBe('USD')
    const saved = JSON.parse(
      (await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)) ?? '{}',
    )
    expect(saved.version).toBe(2)
    expect(saved.cart.items).toEqual([])
    await context.close()
  })
})

describe('demo listing and product page', () => {
  it('keeps filters and options in the URL and resets to page 1', async () => {
    const { page, context } = await open('/shop/catalog')
    await page.getByRole('link', { name: 'Page 2' }).click()
    await page.waitForURL((url) => url.search === '?page=2')
    await ready(page)
    await page.getByRole('combobox', { name: 'Sort By' }).selectOption('name_asc')
    await page.waitForURL((url) => url.search === '?sort=name_asc')
    // The checkbox is controlled by the URL, so it flips only after the navigation.
    await page.getByRole('checkbox', { name: /Axis/ }).click()
    await page.waitForURL((url) => url.search === '?sort=name_asc&filter_brand=axis')
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=products] article').length === 3,
    )
    await page
      .getByRole('checkbox', { name: /Red/ })
      .check({ force: true })
      .catch(() => undefined)
    await page.goto('/shop/catalog?filter_brand=assa&filter_color=red')
    await ready(page)
    await page.getByRole('heading', { name: 'No matching items' }).waitFor()
    expect(await page.getByText('Try resetting the filters').isVisible()).toBe(true)
    await page.locator('.demo-empty').getByRole('button', { name: 'Reset filters' }).click()
    await page.waitForURL((url) => url.pathname === '/shop/catalog' && url.search === '')
    await context.close()
  })

  it('switches the card layout', async () => {
    const { page, context } = await open('/shop/catalog')
    await page.getByRole('button', { name: 'List', exact: true }).click()
    expect(await page.locator('.demo-card--list').count()).toBe(12)
    await context.close()
  })

  it('tabs: Description by default, Reviews with its form; related 8; quick view opens', async () => {
    const { page, context } = await open(`/shop/products/${PRODUCT_SLUG}`)
    expect(await page.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    await page.getByRole('tab', { name: 'Reviews' }).click()
    for (const label of ['Your Name', 'Email Address', 'Your Review']) {
      expect(await page.getByLabel(label).isVisible()).toBe(true)
    }
    expect(await page.getByRole('radio', { name: '5 stars' }).count()).toBe(1)
    const related = page.getByRole('region', { name: 'Related Products' })
    expect(await related.getByRole('article').count()).toBe(8)
    await related.getByRole('button', { name: 'Quick view' }).first().click()
    const dialog = page.getByRole('dialog', { name: /^Quick view: / })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Close quick view' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('opens the mobile menu at 375 px', async () => {
    const { page, context } = await open('/home-two', { viewport: MOBILE })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.waitFor()
    expect(await menu.getByRole('link', { name: 'Track Order' }).isVisible()).toBe(true)
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await menu.waitFor({ state: 'hidden' })
    await context.close()
  })
})
