// Debian's Chromium (never a downloaded browser) and the flags this workplace launches it with:
// shared by the browser tests (tests/helpers/browser.ts) and the benchmark's Lighthouse
// (bench/lib/lighthouse.mjs).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
