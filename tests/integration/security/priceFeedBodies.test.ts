/**
 * Hostile bodies against the ERP feed, `POST /erp/fiyat-stok` (fast-check), on a server of its own
 * with PRICE_FEED_SECRET: unsigned or badly signed ones get 401, signed ones a client error or a
 * report whose every row was refused; never a server error, and no product's price changes.
 */
import fc from 'fast-check'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseCurrency } from '@/dealers/priceFeed/columns'
import { signFeed } from '@/dealers/priceFeed/signature'

import {
  type AppProcess,
  createTestData,
  loginAt,
  startApp,
  type TestData,
} from '../../helpers/processes'

const RUNS = 300
const SECRET = 'hostile-price-feed-secret'
const HEADERS = ['Ürün kodu', 'Liste fiyatı', 'Para birimi', 'Stok', 'Tedarik süresi']
const TYPES = [
  'text/csv',
  'text/csv; charset=utf-8',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(
    '=HYPERLINK("http://kötü.example")',
    "'=1+1",
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000\u0001\u202e\ufeff',
    'İıŞşĞğÜüÖöÇç'.repeat(20),
    '"unterminated',
    '1e309',
    '-0',
    'NaN',
    '\ud800',
  ),
)

/** A currency that is never valid: a row naming a real product is refused all the same. */
const badCurrency = hostileString.filter((s) => s.trim() !== '' && !parseCurrency(s).ok)

const field = (s: string) => `"${s.replace(/"/g, '""')}"`

const hostileBodies = (codes: string[]) =>
  fc.oneof(
    // Bytes of any kind, and files that start like a ZIP, an old XLS or a PDF.
    fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
    fc
      .tuple(
        fc.constantFrom(
          [0x50, 0x4b, 0x03, 0x04],
          [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
          [0x25, 0x50, 0x44, 0x46, 0x2d],
        ),
        fc.uint8Array({ maxLength: 500 }),
      )
      .map(([head, tail]) => Buffer.concat([Buffer.from(head), Buffer.from(tail)])),
    // Text with headers of any kind.
    fc
      .array(fc.array(hostileString, { maxLength: 8 }), { maxLength: 6 })
      .map((rows) => Buffer.from(rows.map((r) => r.join(';')).join('\n'))),
    // The feed's own headers (and a stray or repeated one) with hostile cells.
    fc
      .tuple(
        fc.constantFrom(
          HEADERS,
          [...HEADERS, 'Bilinmeyen'],
          [...HEADERS, HEADERS[0]!],
          HEADERS.slice(1),
        ),
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...codes), hostileString),
            hostileString,
            badCurrency,
            hostileString,
            hostileString,
          ),
          { minLength: 1, maxLength: 20 },
        ),
        fc.constantFrom(';', ','),
      )
      .map(([headers, rows, sep]) =>
        Buffer.from(
          [headers.map(field).join(sep), ...rows.map((r) => r.map(field).join(sep))].join('\r\n'),
        ),
      ),
  )

describe('fuzzing POST /erp/fiyat-stok (own server with PRICE_FEED_SECRET)', () => {
  let data: TestData
  let app: AppProcess
  let auth: string
  let codes: string[]

  /** Every product's feed fields, as staff read them. */
  const prices = async () => {
    const res = await fetch(
      `${app.baseURL}/cms-api/products?limit=1000&depth=0&sort=id&draft=true&select[listPrice]=true&select[currency]=true&select[stock]=true&select[leadTimeDays]=true&select[groupPrices]=true`,
      { headers: { Authorization: auth } },
    )
    expect(res.status).toBe(200)
    return JSON.stringify(((await res.json()) as { docs: unknown[] }).docs)
  }

  beforeAll(async () => {
    data = await createTestData()
    app = await startApp(
      { ...data.env, PRICE_FEED_SECRET: SECRET },
      { logFile: path.join(data.dir, 'app.log') },
    )
    auth = await loginAt(app.baseURL)
    const res = await fetch(`${app.baseURL}/cms-api/products?limit=5&depth=0`, {
      headers: { Authorization: auth },
    })
    codes = ((await res.json()) as { docs: { sku: string }[] }).docs.map((d) => d.sku)
  })

  afterAll(async () => {
    await app?.stop()
    await data?.drop()
  })

  it(`answers ${RUNS} hostile bodies, signed and not, without a server error or a change`, async () => {
    const before = await prices()
    const statuses = new Map<string, number>()
    await fc.assert(
      fc.asyncProperty(
        hostileBodies(codes),
        fc.constantFrom(...TYPES),
        fc.constantFrom('valid', 'wrong secret', 'other body', 'stale', 'garbled'),
        async (body, type, signing) => {
          const now = Math.floor(Date.now() / 1000)
          const timestamp = String(signing === 'stale' ? now - 301 : now)
          const signed = signing === 'other body' ? Buffer.concat([body, Buffer.from('x')]) : body
          const secret = signing === 'wrong secret' ? 'not-the-secret' : SECRET
          let signature = signFeed(secret, timestamp, signed)
          if (signing === 'garbled') signature = signature.slice(0, -2) + 'zz'
          const res = await fetch(`${app.baseURL}/erp/fiyat-stok`, {
            method: 'POST',
            headers: {
              'Content-Type': type,
              'X-Vitrin-Timestamp': timestamp,
              'X-Vitrin-Signature': signature,
            },
            body: new Uint8Array(body),
          })
          const text = await res.text()
          const key = `${signing === 'valid' ? 'signed' : 'unsigned'} ${res.status}`
          statuses.set(key, (statuses.get(key) ?? 0) + 1)
          const what = `${res.status} (${signing}, ${type}): ${text.slice(0, 300)} for ${body.toString('utf8').slice(0, 200)}`
          if (signing !== 'valid') {
            if (res.status !== 401) throw new Error(what)
            return
          }
          if (res.status >= 500) throw new Error(what)
          if (res.status === 200) {
            const report = JSON.parse(text) as { updated: number; failed: number }
            if (report.updated !== 0 || report.failed !== 0) throw new Error(what)
          } else if (res.status < 400) throw new Error(what)
        },
      ),
      {
        numRuns: RUNS,
        // Always tried as well, so that both kinds of signed answer are seen whatever is drawn.
        examples: [
          [Buffer.from([0x00, 0x01, 0xff, 0x3b, 0x0a]), 'text/csv', 'valid'],
          [
            Buffer.from(`${HEADERS.join(';')}\r\n${codes[0]};100;ABC;5;3`),
            'text/csv; charset=utf-8',
            'valid',
          ],
        ],
      },
    )
    expect([...statuses.keys()].some((k) => k.startsWith('signed 422'))).toBe(true)
    expect([...statuses.keys()].some((k) => k.startsWith('signed 200'))).toBe(true)
    expect(await prices()).toBe(before)
  }, 300_000)

  it('refuses a body over the limit with 413, signed or not, and an unknown type with 415', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 'a')
    const timestamp = String(Math.floor(Date.now() / 1000))
    for (const signature of [signFeed(SECRET, timestamp, big), 'sha256=' + '0'.repeat(64)]) {
      const res = await fetch(`${app.baseURL}/erp/fiyat-stok`, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/csv',
          'X-Vitrin-Timestamp': timestamp,
          'X-Vitrin-Signature': signature,
        },
        body: new Uint8Array(big),
      })
      expect(res.status).toBe(413)
    }
    for (const type of ['application/json', 'multipart/form-data; boundary=x', '']) {
      const res = await fetch(`${app.baseURL}/erp/fiyat-stok`, {
        method: 'POST',
        headers: { 'Content-Type': type, 'X-Vitrin-Timestamp': timestamp },
        body: 'Ürün kodu\nX\n',
      })
      expect(res.status, type).toBe(415)
    }
  })
})
