// Lighthouse (mobile preset, Debian's Chromium) on a list of pages: one warm-up run each, then
// `runs` rounds over all of them; the median per page. Used by bench/lighthouse.mjs and
// bench/run.mjs.
import fs from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

import { pointsLost } from './lighthouse-audits.mjs'
import { aptInstall } from './proc.mjs'

/** Installs Debian's Chromium when it is missing (as .ci/run does for the browser tests). */
export function ensureChromium(log = console.error) {
  if (fs.existsSync(CHROMIUM_PATH)) return
  log(`[lighthouse] ${CHROMIUM_PATH} missing: apt-get install -y chromium`)
  aptInstall('chromium')
}

/** The columns of a Lighthouse table, and one page's row (a result of runLighthouse). */
export const LIGHTHOUSE_HEADERS = [
  'Page',
  'Path',
  'Performance',
  'Performance (min–max)',
  'Accessibility',
  'Best practices',
  'SEO',
  'FCP',
  'LCP',
  'CLS',
  'TBT',
  'JS (transfer)',
  'Host CPU (benchmarkIndex)',
]

export function lighthouseCells(r) {
  return [
    r.name,
    r.path,
    r.performance,
    `${r.performanceMin}–${r.performanceMax}`,
    r.accessibility,
    r.bestPractices,
    r.seo,
    `${(r.fcp / 1000).toFixed(2)} s`,
    `${(r.lcp / 1000).toFixed(2)} s`,
    r.cls.toFixed(3),
    `${Math.round(r.tbt)} ms`,
    `${r.js.toFixed(1)} kB`,
    Math.round(r.benchmarkIndex),
  ]
}

/** The four pages of the Lighthouse table, found through the site's JSON API. */
export async function findPages(base) {
  const categories = await (await fetch(`${base}/api/categories`)).json()
  const category = categories[0]
  const products = (await (await fetch(`${base}/api/category/${category.slug}`)).json()).products
  const brands = await (await fetch(`${base}/api/brands`)).json()
  return [
    ['Home', '/'],
    ['Category', `/urunler/${category.slug}`],
    ['Product', `/urunler/urun/${products[0].slug}`],
    ['Brand', `/markalarimiz/${brands[0].slug}`],
  ]
}

/**
 * The buyer tools' pages (issue 31), for Lighthouse only: the quote list with two pasted codes,
 * the comparison of three products, a listing narrowed by a filter attribute and the planner.
 */
export async function findBuyerPages(base) {
  const categories = await (await fetch(`${base}/api/categories`)).json()
  const child = categories[0].children[0]
  const listing = `/urunler/${categories[0].slug}/${child.slug}`
  const products = (await (await fetch(`${base}/api/category/${child.slug}`)).json()).products
  const html = await (await fetch(base + listing)).text()
  // Without its `#sonuclar`: a load scrolled to the results left Lighthouse's trace engine without
  // an LCP (NO_LCP) in most runs, and such a run has no TBT either.
  const facet = /href="([^"]*\?f_[^"#]*)/.exec(html)?.[1]?.replace(/&amp;/g, '&')
  const codes = `${products[0].sku}\n${products[1].sku} x 2`
  return [
    ['Quote list', `/teklif-listesi?kodlar=${encodeURIComponent(codes)}`],
    [
      'Compare',
      `/urunler/karsilastir?urunler=${products
        .slice(0, 3)
        .map((p) => p.slug)
        .join(',')}`,
    ],
    ['Faceted listing', facet ?? listing],
    // Issue 42: within the product page's score.
    ['Project planner', '/proje-planlayici'],
  ]
}

/**
 * A fixed 4× makes TBT, and a page's ratio to the floor, follow the host's speed: the slowdown is
 * calibrated to one device instead (Lighthouse's docs/throttling.md; bench/README.md, decision 0005).
 */
export const TARGET_BENCHMARK_INDEX = Number(process.env.LH_TARGET_INDEX ?? 500)

/** The slowdown that brings a host of `benchmarkIndex` to the target device's; 1× to 20×. */
export function cpuSlowdownFor(benchmarkIndex, target = TARGET_BENCHMARK_INDEX) {
  const slowdown = Math.min(20, Math.max(1, benchmarkIndex / target))
  return Math.round(slowdown * 10) / 10
}

/** How a run's slowdown came about, for a report's heading. */
export function cpuSlowdownLabel({ cpuSlowdown, benchmarkIndex }) {
  return Number.isNaN(benchmarkIndex)
    ? `CPU ${cpuSlowdown}× slower (LH_CPU_SLOWDOWN)`
    : `CPU ${cpuSlowdown}× slower for a host of benchmarkIndex ${Math.round(benchmarkIndex)} → ~${TARGET_BENCHMARK_INDEX}`
}

/** Three Lighthouse runs on `url` for the host's benchmarkIndex (median); this run's slowdown. */
export async function calibrateCpuSlowdown(url, { chromeFlags = [] } = {}) {
  if (process.env.LH_CPU_SLOWDOWN)
    return { cpuSlowdown: Number(process.env.LH_CPU_SLOWDOWN), benchmarkIndex: Number.NaN }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, ...chromeFlags],
  })
  try {
    const indexes = []
    for (let i = 0; i < 3; i++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      indexes.push(lhr.environment.benchmarkIndex)
    }
    const benchmarkIndex = median(indexes)
    return { cpuSlowdown: cpuSlowdownFor(benchmarkIndex), benchmarkIndex }
  } finally {
    await chrome.kill()
  }
}

/**
 * TBT of `row` ÷ `base`'s round by round (both from one runLighthouse call): the median and the
 * range. A round's two runs met the host in the same state, so host drift cancels out of each.
 */
export function pairedRatio(row, base) {
  const ratios = row.tbtRounds
    .map((tbt, i) => tbt / base.tbtRounds[i])
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
  return { median: median(ratios), min: ratios[0] ?? Number.NaN, max: ratios.at(-1) ?? Number.NaN }
}

/** The median of the runs that gave a figure (Lighthouse's trace engine now and then has no LCP). */
const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b)
  return s.length ? s[Math.floor(s.length / 2)] : Number.NaN
}

/**
 * @param {string} base    origin, e.g. http://127.0.0.1:3000
 * @param {[string,string][]} pages  [name, path]; a path may be a whole URL (another server, e.g.
 *   the floor), measured in the same rounds
 * @param {number} runs
 * @param {{ chromeFlags?: string[] }} [options]  flags beside CHROMIUM_FLAGS
 * @returns {Promise<{name,path,performance,performanceMin,performanceMax,accessibility,seo,
 *   bestPractices,fcp,lcp,cls,tbt,js,benchmarkIndex}[]>}
 *   medians (and the performance score's range over the runs); fcp, lcp and tbt in ms, js in kB
 */
export async function runLighthouse(base, pages, runs, { chromeFlags = [], cpuSlowdown } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, ...chromeFlags],
  })
  // The mobile preset with only the CPU slowdown changed (calibrateCpuSlowdown).
  const config = cpuSlowdown
    ? {
        extends: 'lighthouse:default',
        settings: {
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
        },
      }
    : undefined
  const urlOf = (path) => (/^https?:\/\//.test(path) ? path : base + path)
  const audit = (path) =>
    lighthouse(urlOf(path), { port: chrome.port, output: 'json', logLevel: 'error' }, config)
  const results = pages.map(() => [])
  const failing = pages.map(() => new Map())
  try {
    // One warm-up run each so that a server's first-render work is not measured.
    for (const [, path] of pages) await audit(path)
    // Round by round, every page once: a page and the floor it is divided by meet the host in
    // the same state, where page after page would carry the host's drift into their ratio.
    for (let i = 0; i < runs; i++) {
      for (const [p, [, path]] of pages.entries()) {
        const { lhr } = await audit(path)
        for (const [id, text] of pointsLost(lhr)) failing[p].set(id, text)
        const scripts = lhr.audits['resource-summary']?.details?.items?.find(
          (it) => it.resourceType === 'script',
        )
        results[p].push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          seo: lhr.categories.seo.score * 100,
          bestPractices: lhr.categories['best-practices'].score * 100,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          js: (scripts?.transferSize ?? 0) / 1024,
          // Lighthouse's own measure of the host's CPU speed at the start of the run: the
          // calibrated slowdown (calibrateCpuSlowdown) is set from it.
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
        })
      }
    }
  } finally {
    await chrome.kill()
  }
  return pages.map(([name, path], p) => {
    const m = (k) => median(results[p].map((r) => r[k]))
    const scores = results[p].map((r) => r.performance)
    return {
      name,
      path,
      performance: m('performance'),
      performanceMin: Math.min(...scores),
      performanceMax: Math.max(...scores),
      accessibility: m('accessibility'),
      seo: m('seo'),
      bestPractices: m('bestPractices'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      cls: m('cls'),
      tbt: m('tbt'),
      js: m('js'),
      benchmarkIndex: m('benchmarkIndex'),
      // Each round's TBT, for ratios to another page of the same round (pairedRatio).
      tbtRounds: results[p].map((r) => r.tbt),
      failing: [...failing[p].values()],
    }
  })
}
