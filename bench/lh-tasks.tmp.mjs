import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'
const urls = process.argv.slice(2)
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
for (const url of urls) {
  await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  console.log(`\n== ${url}  TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms  bi ${lhr.environment.benchmarkIndex}`)
  for (const it of lhr.audits['long-tasks']?.details?.items ?? []) console.log(`  long task ${Math.round(it.duration)} ms at ${Math.round(it.startTime)} ${it.url?.slice(-40)}`)
  for (const it of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) console.log(`  ${it.groupLabel}: ${Math.round(it.duration)} ms`)
  for (const it of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6)) console.log(`  script ${it.url.slice(-45)} total ${Math.round(it.total)} eval ${Math.round(it.scripting)} parse ${Math.round(it.scriptParseCompile)}`)
}
await chrome.kill()
