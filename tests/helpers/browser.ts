import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

export const DESKTOP = { width: 1366, height: 900 } as const
export const MOBILE = { width: 375, height: 740 } as const

let browser: Browser | null = null

export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  return browser
}

export async function closeBrowser(): Promise<void> {
  await browser?.close()
  browser = null
}

export interface PageOptions {
  viewport?: { width: number; height: number }
  javaScriptEnabled?: boolean
}

/** A fresh context and page on the test server; call `context.close()` when done. */
export async function openPage(
  path: string,
  options: PageOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await (
    await getBrowser()
  ).newContext({
    baseURL: inject('baseURL'),
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: 'tr-TR',
  })
  const page = await context.newPage()
  await slowDown(page)
  await page.goto(path)
  return { page, context }
}

/**
 * E2E_CPU_SLOWDOWN=4 runs a suite on a CPU as slow as a loaded CI host's, to show timing races
 * (hydration still going on at the load event) on a fast machine. For every page a test opens.
 */
export async function slowDown(page: Page): Promise<void> {
  const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1)
  if (slowdown <= 1) return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
}
