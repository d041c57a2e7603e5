// The daily exchange-rate job (issue 41) against a local server that serves a recorded TCMB
// bulletin, on a seeded test database through Payload's Local API (TEST_DB picks the database).
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestData, type TestData, testDbKind } from '../helpers/processes'

const kind = testDbKind()
const BULLETIN = fs.readFileSync(
  path.join(import.meta.dirname, '../fixtures/tcmb/today.xml'),
  'utf8',
)
let data: TestData
let payload: Payload
let update: (payload: Payload, url?: string) => Promise<string>
let base: string

const tcmb = http.createServer((req, res) => {
  if (req.url === '/today.xml') {
    res.writeHead(200, { 'content-type': 'application/xml' })
    res.end(BULLETIN)
  } else if (req.url === '/bozuk.xml') {
    res.writeHead(200, { 'content-type': 'application/xml' })
    res.end('<Tarih_Date><Currency CurrencyCode="USD"></Currency></Tarih_Date>')
  } else {
    res.writeHead(503)
    res.end()
  }
})

beforeAll(async () => {
  await new Promise<void>((resolve) => tcmb.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(tcmb.address() as AddressInfo).port}`
  data = await createTestData(kind)
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'MEDIA_DIR', 'DOCUMENTS_DIR', 'PAYLOAD_SECRET'])
    process.env[key] = data.env[key]
  const [{ getPayload }, { default: config }, rates] = await Promise.all([
    import('payload'),
    import('@/payload.config'),
    import('@/dealers/exchangeRates'),
  ])
  payload = await getPayload({ config })
  update = rates.updateExchangeRates
})

afterAll(async () => {
  await payload?.destroy()
  await data?.drop()
  tcmb.close()
})

const stored = async () =>
  (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }))
    .exchangeRates

describe(`exchange rates from the Central Bank's bulletin (${kind})`, () => {
  it('is off without TCMB_URL: the demo asks no outside host', async () => {
    expect(await update(payload, '')).toBe('off')
  })

  it("stores the day's USD and EUR forex selling rates", async () => {
    expect(await update(payload, `${base}/today.xml`)).toBe('updated')
    const rates = await stored()
    expect(rates).toMatchObject({ usdTry: 42.3867, eurTry: 49.111, source: 'tcmb' })
    expect(rates?.date?.slice(0, 10)).toBe('2026-11-27')
  })

  it('keeps the last good rates when the bank answers with an error or a broken bulletin', async () => {
    for (const url of [`${base}/yok.xml`, `${base}/bozuk.xml`, 'http://127.0.0.1:1/today.xml'])
      expect(await update(payload, url)).toBe('failed')
    expect(await stored()).toMatchObject({ usdTry: 42.3867, eurTry: 49.111 })
  })

  it('leaves rates that staff set by hand', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { exchangeRates: { usdTry: 40, eurTry: 45, date: '2026-11-20', source: 'elle' } },
      overrideAccess: true,
    })
    expect(await update(payload, `${base}/today.xml`)).toBe('manual')
    expect(await stored()).toMatchObject({ usdTry: 40, eurTry: 45, source: 'elle' })
  })
})
