/**
 * The ERP's price-and-stock feed (src/dealers/priceFeed) on a server of its own with
 * PRICE_FEED_SECRET: the `prices:import` CLI (dry run, real run, refused rows) and the signed
 * `POST /erp/fiyat-stok`. Read back as staff through REST, published and latest version; a visitor
 * never sees a price.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Workbook } from '@cj-tech-master/excelts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signFeed } from '@/dealers/priceFeed/signature'

import { baseURL } from '../helpers/http'
import {
  type AppProcess,
  createTestData,
  loginAt,
  startApp,
  type TestData,
} from '../helpers/processes'

const SECRET = 'integration-price-feed-secret'
const FEED = '/erp/fiyat-stok'
const HEADERS = ['Ürün kodu', 'Liste fiyatı', 'Para birimi', 'Stok', 'Tedarik süresi']
/** Each CLI run starts Payload (15–20 s on a busy 2-core machine). */
const CLI_TIMEOUT = 300_000
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

interface GroupPrice {
  group: number | { id: number }
  netPrice: number
}

interface ProductDoc {
  id: number
  sku: string
  slug: string
  name: string
  _status?: string
  listPrice?: number | null
  currency?: string | null
  stock?: string | null
  leadTimeDays?: number | null
  groupPrices?: GroupPrice[] | null
}

interface Report {
  dryRun: boolean
  ok: boolean
  total: number
  updated: number
  unchanged: number
  refused: number
  failed: number
  rows: { row: number; code: string; message: string }[]
}

const stamp = Date.now()

const csv = (rows: string[][]) =>
  rows
    .map((r) => r.map((v) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(';'))
    .join('\r\n') + '\r\n'

interface CliResult {
  code: number | null
  stdout: string
}

function cli(args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'prices:import', '--', ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => fs.appendFileSync(logFile, chunk))
    child.on('exit', (code) => resolve({ code, stdout }))
  })
}

const groupId = (row: GroupPrice) => (typeof row.group === 'object' ? row.group.id : row.group)

/** What the feed sets, as staff read it. */
const feedFields = (doc: ProductDoc) => ({
  listPrice: doc.listPrice ?? null,
  currency: doc.currency ?? null,
  stock: doc.stock ?? null,
  leadTimeDays: doc.leadTimeDays ?? null,
  groupPrices: (doc.groupPrices ?? []).map((row) => ({
    group: groupId(row),
    netPrice: row.netPrice,
  })),
})

function signedPost(
  base: string,
  body: string | Buffer,
  {
    secret = SECRET,
    timestamp = String(Math.floor(Date.now() / 1000)),
    type = 'text/csv; charset=utf-8',
    query = '',
    signature,
  }: {
    secret?: string
    timestamp?: string
    type?: string
    query?: string
    signature?: string | null
  } = {},
) {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body
  const headers: Record<string, string> = {
    'Content-Type': type,
    'X-Vitrin-Timestamp': timestamp,
  }
  const sig = signature === undefined ? signFeed(secret, timestamp, bytes) : signature
  if (sig !== null) headers['X-Vitrin-Signature'] = sig
  return {
    headers,
    send: () =>
      fetch(`${base}${FEED}${query}`, {
        method: 'POST',
        headers,
        body: new Uint8Array(bytes),
      }),
  }
}

describe('the price feed (own server with PRICE_FEED_SECRET)', () => {
  let data: TestData
  let app: AppProcess
  let dir: string
  let auth: string
  let env: NodeJS.ProcessEnv
  let cliLog: string
  let gold: { id: number; name: string }
  let silver: { id: number; name: string }
  let products: ProductDoc[]

  const read = async (id: number, draft = false): Promise<ProductDoc> => {
    const res = await fetch(
      `${app.baseURL}/cms-api/products/${id}?depth=0${draft ? '&draft=true' : ''}`,
      { headers: { Authorization: auth } },
    )
    expect(res.status).toBe(200)
    return (await res.json()) as ProductDoc
  }

  /** The product's latest version row, as the admin's version list shows it. */
  const latestVersion = async (id: number): Promise<ProductDoc> => {
    const res = await fetch(
      `${app.baseURL}/cms-api/products/versions?where[parent][equals]=${id}&where[latest][equals]=true&depth=0&limit=1`,
      { headers: { Authorization: auth } },
    )
    expect(res.status).toBe(200)
    const { docs } = (await res.json()) as { docs: { version: ProductDoc }[] }
    expect(docs).toHaveLength(1)
    return docs[0]!.version
  }

  const createGroup = async (name: string) => {
    const res = await fetch(`${app.baseURL}/cms-api/price-groups`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ name, discountPercent: 10 }),
    })
    expect(res.status).toBe(201)
    return { id: ((await res.json()) as { doc: { id: number } }).doc.id, name }
  }

  const sheet = (name: string, rows: string[][]) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, csv(rows))
    return file
  }

  beforeAll(async () => {
    data = await createTestData()
    app = await startApp(
      { ...data.env, PRICE_FEED_SECRET: SECRET },
      { logFile: path.join(data.dir, 'app.log') },
    )
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-prices-'))
    auth = await loginAt(app.baseURL)
    env = { ...data.env, SITE_URL: app.baseURL }
    cliLog = path.join(data.dir, 'cli.log')
    gold = await createGroup(`Altın Bayi ${stamp}`)
    silver = await createGroup(`Gümüş Bayi ${stamp}`)
    const res = await fetch(
      `${app.baseURL}/cms-api/products?where[_status][equals]=published&sort=id&limit=6&depth=0`,
      { headers: { Authorization: auth } },
    )
    products = ((await res.json()) as { docs: ProductDoc[] }).docs
    expect(products.length).toBe(6)
  })

  afterAll(async () => {
    await app?.stop()
    await data?.drop()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it(
    'a dry run reports every row and changes nothing',
    async () => {
      const p = products[0]!
      const before = feedFields(await read(p.id))
      const file = sheet('dry.csv', [
        [...HEADERS, gold.name],
        [p.sku, '1.234,56', 'EUR', 'Sınırlı stok', '12', '1100'],
      ])
      const dry = await cli([file, '--dry-run'], env, cliLog)
      expect(dry.code, dry.stdout).toBe(0)
      expect(dry.stdout).toContain(
        `satır 2  DEĞİŞECEK  ${p.sku}  Liste fiyatı, Para birimi, Stok, Tedarik süresi, ${gold.name} net fiyatı`,
      )
      expect(dry.stdout).toMatch(/^prices-import \{"dryRun":true,"total":1,.*"updated":1,/m)
      expect(feedFields(await read(p.id))).toEqual(before)
      expect(feedFields(await read(p.id, true))).toEqual(before)
    },
    CLI_TIMEOUT,
  )

  it(
    'a real run sets price, currency, stock, lead time and group prices on the product and its latest version, and a later draft and publish keep them',
    async () => {
      const [p, q] = [products[0]!, products[1]!]
      const file = sheet('real.csv', [
        [...HEADERS, gold.name, silver.name],
        [p.sku, '1.234,56', 'EUR', 'Sınırlı stok', '12', '1100', ''],
        [q.sku, '99.9', 'TL', 'siparis', '30', '', '88,5'],
      ])
      const real = await cli([file], env, cliLog)
      expect(real.code, real.stdout).toBe(0)
      expect(real.stdout).toMatch(/^prices-import \{"dryRun":false,"total":2,.*"updated":2,/m)

      const expectedP = {
        listPrice: 1234.56,
        currency: 'EUR',
        stock: 'sinirli',
        leadTimeDays: 12,
        groupPrices: [{ group: gold.id, netPrice: 1100 }],
      }
      const expectedQ = {
        listPrice: 99.9,
        currency: 'TRY',
        stock: 'siparis',
        leadTimeDays: 30,
        groupPrices: [{ group: silver.id, netPrice: 88.5 }],
      }
      expect(feedFields(await read(p.id))).toEqual(expectedP)
      expect(feedFields(await read(p.id, true))).toEqual(expectedP)
      expect(feedFields(await latestVersion(p.id))).toEqual(expectedP)
      expect(feedFields(await read(q.id))).toEqual(expectedQ)
      expect(feedFields(await latestVersion(q.id))).toEqual(expectedQ)

      // The admin saves a draft (its form starts from the latest version), then publishes it.
      const draft = await fetch(`${app.baseURL}/cms-api/products/${p.id}?draft=true&depth=0`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: auth },
        body: JSON.stringify({ name: `${p.name} (taslak)` }),
      })
      expect(draft.status).toBe(200)
      expect(feedFields(await read(p.id, true))).toEqual(expectedP)
      const published = await fetch(`${app.baseURL}/cms-api/products/${p.id}?depth=0`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: auth },
        body: JSON.stringify({ name: p.name, _status: 'published' }),
      })
      expect(published.status).toBe(200)
      expect(feedFields(await read(p.id))).toEqual(expectedP)
      expect(feedFields(await latestVersion(p.id))).toEqual(expectedP)

      // Empty cells change nothing; an empty group cell removes that group's special price only.
      // (Through the signed route, the same importer as the CLI: each CLI run starts Payload.)
      const again = csv([
        [...HEADERS, gold.name],
        [p.sku, '', '', 'yok', '', ''],
      ])
      const second = await signedPost(app.baseURL, again).send()
      expect(second.status).toBe(200)
      expect(await second.json()).toMatchObject({ updated: 1, refused: 0 })
      const afterSecond = { ...expectedP, stock: 'yok', groupPrices: [] }
      expect(feedFields(await read(p.id))).toEqual(afterSecond)
      expect(feedFields(await latestVersion(p.id))).toEqual(afterSecond)
      const unchanged = await signedPost(app.baseURL, `${again}\r\n`).send()
      expect(await unchanged.json()).toMatchObject({ updated: 0, unchanged: 1 })
    },
    CLI_TIMEOUT,
  )

  it(
    'refuses bad rows with Turkish reasons, applies the others, and exits 2',
    async () => {
      const [ok, bad] = [products[2]!, products[3]!]
      const before = feedFields(await read(bad.id))
      const file = sheet(
        'refused.csv',
        [
          HEADERS,
          [ok.sku, '10', 'USD', 'Stokta', '', ''],
          [`YOK-${stamp}`, '10', 'USD', '', ''],
          [bad.sku, '12,345', '', '', ''],
          [products[4]!.sku, '-5', 'GBP', 'var', '400'],
        ].map((row) => row.slice(0, HEADERS.length)),
      )
      const result = await cli([file], env, cliLog)
      expect(result.code, result.stdout).toBe(2)
      expect(result.stdout).toContain(`satır 2  GÜNCELLENDİ  ${ok.sku}`)
      expect(result.stdout).toContain(
        `satır 3  REDDEDİLDİ  YOK-${stamp}  Bilinmeyen ürün kodu: YOK-${stamp}.`,
      )
      expect(result.stdout).toContain(
        `satır 4  REDDEDİLDİ  ${bad.sku}  Liste fiyatı en fazla iki ondalık basamak içerebilir: "12,345".`,
      )
      expect(result.stdout).toContain(
        'Liste fiyatı negatif olamaz: "-5". Para birimi "GBP" geçersiz: TRY, USD ya da EUR olmalı. Stok "var" geçersiz: Stokta, Sınırlı stok, Siparişle ya da Stokta yok olmalı. Tedarik süresi "400" geçersiz: 0 ile 365 arasında tam gün sayısı olmalı.',
      )
      expect(result.stdout).toMatch(/"updated":1,"unchanged":0,"refused":3,"failed":0/)
      expect(feedFields(await read(bad.id))).toEqual(before)
      expect((await read(ok.id)).listPrice).toBe(10)

      // Without the code column the file is refused whole (exit 1); --map says which column holds
      // it (in the staff's spelling), and a column that is none of ours is left out and named.
      const other = sheet('other.csv', [
        ['Stok kodu', 'Fiyat', 'Renk'],
        [ok.sku, '11', 'siyah'],
      ])
      const refusedFile = await cli([other], env, cliLog)
      expect(refusedFile.code).toBe(1)
      const mapped = await cli(
        [other, '--map', 'stok kodu=Ürün kodu, Fiyat=liste fiyati'],
        env,
        cliLog,
      )
      expect(mapped.code, mapped.stdout).toBe(0)
      expect(mapped.stdout).toContain('Okunmayan sütunlar: Renk')
      expect((await read(ok.id)).listPrice).toBe(11)
    },
    CLI_TIMEOUT,
  )

  describe('POST /erp/fiyat-stok', () => {
    const body = (sku: string, price: string, stock = 'Stokta') =>
      csv([HEADERS, [sku, price, 'USD', stock, '3']])

    it('refuses a missing, wrong, malformed or expired signature with 401 and changes nothing', async () => {
      const p = products[5]!
      const before = feedFields(await read(p.id))
      const text = body(p.sku, '4321')
      const now = Math.floor(Date.now() / 1000)
      const attempts = [
        signedPost(app.baseURL, text, { signature: null }),
        signedPost(app.baseURL, text, { secret: 'not-the-secret' }),
        signedPost(app.baseURL, text, { signature: 'sha256=' + '0'.repeat(64) }),
        signedPost(app.baseURL, text, { signature: signFeed(SECRET, String(now), text).slice(7) }),
        signedPost(app.baseURL, text, { timestamp: String(now - 400) }),
        signedPost(app.baseURL, text, { timestamp: String(now + 400) }),
        signedPost(app.baseURL, text, { timestamp: `${now}.0` }),
      ]
      for (const attempt of attempts) {
        const res = await attempt.send()
        expect(res.status, JSON.stringify(attempt.headers)).toBe(401)
        expect(((await res.json()) as { error: string }).error).toBe(
          'İmza geçersiz, eksik ya da süresi geçmiş.',
        )
      }
      // Signed for another body: the signature covers the bytes sent.
      const timestamp = String(now)
      const forged = await fetch(`${app.baseURL}${FEED}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/csv',
          'X-Vitrin-Timestamp': timestamp,
          'X-Vitrin-Signature': signFeed(SECRET, timestamp, body(p.sku, '1')),
        },
        body: text,
      })
      expect(forged.status).toBe(401)
      expect(feedFields(await read(p.id))).toEqual(before)
    })

    it('applies a signed CSV, reports it, and refuses the same signed request again', async () => {
      const p = products[5]!
      const first = signedPost(app.baseURL, body(p.sku, '4321,5', 'yok') + `YOK-${stamp};1;;;\r\n`)
      const res = await first.send()
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const report = (await res.json()) as Report
      expect(report).toEqual({
        dryRun: false,
        ok: false,
        total: 2,
        updated: 1,
        unchanged: 0,
        refused: 1,
        failed: 0,
        rows: [{ row: 3, code: `YOK-${stamp}`, message: `Bilinmeyen ürün kodu: YOK-${stamp}.` }],
      })
      expect(feedFields(await read(p.id))).toMatchObject({ listPrice: 4321.5, stock: 'yok' })
      expect(feedFields(await latestVersion(p.id))).toMatchObject({ listPrice: 4321.5 })

      // A later feed, then the first one replayed byte for byte: refused, the later price stays.
      const second = await signedPost(app.baseURL, body(p.sku, '4400')).send()
      expect(second.status).toBe(200)
      const replay = await first.send()
      expect(replay.status).toBe(401)
      expect(((await replay.json()) as { error: string }).error).toContain('daha önce kullanıldı')
      expect((await read(p.id)).listPrice).toBe(4400)
    })

    it('a signed dry run reports and applies nothing; an XLSX body works too', async () => {
      const p = products[5]!
      const dry = await signedPost(app.baseURL, body(p.sku, '5000'), { query: '?dry-run=1' }).send()
      expect(dry.status).toBe(200)
      const report = (await dry.json()) as Report
      expect(report).toMatchObject({ dryRun: true, ok: true, total: 1, updated: 1, rows: [] })
      expect((await read(p.id)).listPrice).toBe(4400)

      const workbook = new Workbook()
      const ws = workbook.addWorksheet('Fiyatlar')
      ws.addRow([...HEADERS, silver.name])
      ws.addRow([p.sku, 5100.25, 'EUR', 'Siparişle', 21, 4999])
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())
      const res = await signedPost(app.baseURL, xlsx, { type: XLSX_TYPE }).send()
      expect(res.status).toBe(200)
      expect(((await res.json()) as Report).updated).toBe(1)
      const expected = {
        listPrice: 5100.25,
        currency: 'EUR',
        stock: 'siparis',
        leadTimeDays: 21,
        groupPrices: [{ group: silver.id, netPrice: 4999 }],
      }
      expect(feedFields(await read(p.id))).toEqual(expected)
      expect(feedFields(await latestVersion(p.id))).toEqual(expected)
    })

    it('answers a file of another shape 422 and another content type 415', async () => {
      const bad = await signedPost(
        app.baseURL,
        csv([
          ['Kod', 'Fiyat'],
          ['x', '1'],
        ]),
      ).send()
      expect(bad.status).toBe(422)
      expect(((await bad.json()) as { error: string }).error).toContain('eksik başlık: Ürün kodu')
      const json = await signedPost(app.baseURL, '{}', { type: 'application/json' }).send()
      expect(json.status).toBe(415)
    })

    it('does not exist on a server without PRICE_FEED_SECRET (the suite server)', async () => {
      const p = products[5]!
      const res = await signedPost(baseURL(), body(p.sku, '1')).send()
      expect(res.status).toBe(404)
    })
  })

  it('a visitor never sees the prices: REST, the public API and the product page', async () => {
    const p = products[5]!
    // 5100.25 was set above; its Turkish and plain forms must appear nowhere.
    const needles = ['5100.25', '5.100,25', '5100,25', '4999']
    const anonymous = await fetch(`${app.baseURL}/cms-api/products/${p.id}?depth=0`)
    const restDoc = (await anonymous.json()) as Record<string, unknown>
    for (const key of ['listPrice', 'currency', 'stock', 'leadTimeDays'])
      expect(restDoc, key).not.toHaveProperty(key)
    // Payload answers an array field the reader may not see as an empty list, without its rows.
    expect(restDoc.groupPrices ?? []).toEqual([])
    const pages = [
      `/cms-api/products?where[sku][equals]=${encodeURIComponent(p.sku)}&depth=1`,
      `/api/product/${p.slug}`,
      `/urunler/urun/${p.slug}`,
    ]
    for (const page of pages) {
      const res = await fetch(`${app.baseURL}${page}`)
      expect(res.status, page).toBe(200)
      const text = await res.text()
      for (const needle of needles) expect(text, `${page} ${needle}`).not.toContain(needle)
    }
  })
})
