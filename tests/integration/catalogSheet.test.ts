/**
 * The catalogue by spreadsheet: export through the product list's endpoint, import through the
 * admin's `catalog-imports` collection (dry run, then "Şimdi uygula" via the jobs queue), and the
 * `catalog:import` CLI against a server of its own, whose pages show the CLI's change within 2 s.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { parse } from 'csv-parse/sync'
import { Workbook } from '@cj-tech-master/excelts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yazl from 'yazl'

import { baseURL, login, sitemapText } from '../helpers/http'
import {
  type AppProcess,
  createTestData,
  startApp,
  type TestData,
  timeUntil,
  waitUntil,
} from '../helpers/processes'

interface ProductJson {
  id: number
  name: string
  slug: string
  sku: string
  category: { slug: string } | null
  brand: { slug: string } | null
}

interface RowResult {
  rowNumber: number
  key: string
  action: string
  reason?: string
  applied: boolean
  error?: string
}

interface ImportDoc {
  id: number
  status: string
  dryRun: boolean
  error?: string | null
  summary?: {
    dryRun: boolean
    created: number
    updated: number
    refused: number
    ignoredHeaders?: string[]
  } | null
  results?: RowResult[] | null
}

const stamp = Date.now()

async function product(base: string, index: number): Promise<ProductJson> {
  const popular = (await (await fetch(`${base}/api/popular`)).json()) as { slug: string }[]
  const slug = popular[index]?.slug
  expect(slug, 'a popular product').toBeTruthy()
  return (await (await fetch(`${base}/api/product/${slug}`)).json()) as ProductJson
}

const csv = (rows: string[][]) =>
  rows
    .map((r) => r.map((v) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(';'))
    .join('\r\n') + '\r\n'

async function upload(auth: string, name: string, body: string | Buffer, data: object) {
  const form = new FormData()
  form.append(
    'file',
    new Blob([typeof body === 'string' ? body : new Uint8Array(body)], {
      type: name.endsWith('.csv')
        ? 'text/csv'
        : name.endsWith('.zip')
          ? 'application/zip'
          : 'application/octet-stream',
    }),
    name,
  )
  form.append('_payload', JSON.stringify(data))
  return fetch(`${baseURL()}/cms-api/catalog-imports`, {
    method: 'POST',
    headers: { Authorization: auth },
    body: form,
  })
}

async function importDoc(auth: string, id: number): Promise<ImportDoc> {
  const res = await fetch(`${baseURL()}/cms-api/catalog-imports/${id}?depth=0`, {
    headers: { Authorization: auth },
  })
  return (await res.json()) as ImportDoc
}

const finished = (auth: string, id: number, dryRun: boolean) =>
  waitUntil(
    `import ${id} (${dryRun ? 'dry run' : 'real'})`,
    async () => {
      const doc = await importDoc(auth, id)
      if (doc.status === 'hata') return doc
      return doc.status === 'tamamlandi' && doc.summary?.dryRun === dryRun ? doc : undefined
    },
    30_000,
    250,
  )

describe('catalogue spreadsheet export (suite server)', () => {
  let auth: string
  let known: ProductJson

  beforeAll(async () => {
    auth = await login()
    known = await product(baseURL(), 0)
  })

  it('refuses anonymous callers and sales staff', async () => {
    expect((await fetch(`${baseURL()}/cms-api/products/export?format=csv`)).status).toBe(403)
    const email = `satis-${stamp}@vitrin.example`
    const password = 'satis-parola-12345'
    const created = await fetch(`${baseURL()}/cms-api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ email, password, role: 'sales', name: 'Satış Deneme' }),
    })
    expect(created.status).toBe(201)
    const sales = await login(email, password)
    const res = await fetch(`${baseURL()}/cms-api/products/export?format=csv`, {
      headers: { Authorization: sales },
    })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { error: string }).error).toContain('yetkiniz yok')
  })

  it('exports a filtered selection as CSV with Turkish headers and the product row', async () => {
    const query = `where[sku][equals]=${encodeURIComponent(known.sku)}&format=csv`
    const res = await fetch(`${baseURL()}/cms-api/products/export?${query}`, {
      headers: { Authorization: auth },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const rows = parse(await res.text(), { bom: true, columns: true, delimiter: ';' }) as Record<
      string,
      string
    >[]
    expect(rows).toHaveLength(1)
    const row = rows[0]!
    for (const header of ['Ürün kodu', 'Ad', 'Kısa ad (URL)', 'Kategori', 'Marka', 'Durum'])
      expect(Object.keys(row)).toContain(header)
    expect(row['Ürün kodu']).toBe(known.sku)
    expect(row.Ad).toBe(known.name)
    expect(row['Kısa ad (URL)']).toBe(known.slug)
    expect(row.Marka).toBe(known.brand?.slug)
    expect(row.Kategori).toBe(known.category?.slug)
    expect(row.Durum).toBe('Yayında')
    expect(Object.keys(row).some((h) => h.startsWith('Özellik: '))).toBe(true)
  })

  it('exports the whole catalogue as XLSX', async () => {
    const res = await fetch(`${baseURL()}/cms-api/products/export?format=xlsx`, {
      headers: { Authorization: auth },
    })
    expect(res.status).toBe(200)
    const workbook = new Workbook()
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never)
    const sheet = workbook.worksheets[0]!
    const headers = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(headers.slice(0, 6)).toEqual([
      'Ürün kodu',
      'Ad',
      'Kısa ad (URL)',
      'Kategori',
      'Marka',
      'Durum',
    ])
    expect(sheet.rowCount).toBeGreaterThanOrEqual(400)
    const skuColumn = sheet.getColumn(1).values.map(String)
    expect(skuColumn).toContain(known.sku)
  })
})

describe('catalogue spreadsheet import through the admin (suite server)', () => {
  let auth: string
  let known: ProductJson
  const newSku = `IT-${stamp}-YENI`
  const newSlug = `ice-aktarma-deneme-${stamp}`
  const newName = `İçe Aktarma Deneme Kamerası ${stamp}`
  const renamed = () => `${known.name} Güncel ${stamp}`
  let id: number

  beforeAll(async () => {
    auth = await login()
    known = await product(baseURL(), 1)
  })

  it('dry run: reports each row and writes nothing', async () => {
    const cat = known.category!.slug
    const brand = known.brand!.slug
    const body = csv([
      ['Ürün kodu', 'Ad', 'Kısa ad (URL)', 'Kategori', 'Marka', 'Durum'],
      [newSku, newName, newSlug, cat, brand, 'Yayında'],
      [known.sku, renamed(), known.slug, cat, brand, 'Yayında'],
      [`IT-${stamp}-MARKA`, 'Bilinmeyen Markalı Ürün', '', cat, 'Yokmarka', 'Yayında'],
      [`IT-${stamp}-DURUM`, 'Durumu Bozuk Ürün', '', cat, brand, 'belki'],
      [`IT-${stamp}-CIFT`, 'Çift Ürün', '', cat, brand, 'Taslak'],
      [`IT-${stamp}-CIFT`, 'Çift Ürün', '', cat, brand, 'Taslak'],
    ])
    const res = await upload(auth, `urunler-${stamp}.csv`, body, { kind: 'products', dryRun: true })
    expect(res.status).toBe(201)
    id = ((await res.json()) as { doc: { id: number } }).doc.id
    const doc = await finished(auth, id, true)
    expect(doc.status, doc.error ?? '').toBe('tamamlandi')
    const byKey = (key: string) => doc.results!.filter((r) => r.key === key)
    expect(byKey(newSku)[0]?.action).toBe('create')
    expect(byKey(known.sku)[0]?.action).toBe('update')
    expect(byKey(`IT-${stamp}-MARKA`)[0]?.reason).toBe('Bilinmeyen marka: Yokmarka.')
    expect(byKey(`IT-${stamp}-DURUM`)[0]?.reason).toBe(
      'Durum "belki" geçersiz: Yayında ya da Taslak olmalı.',
    )
    const duplicates = byKey(`IT-${stamp}-CIFT`)
    expect(duplicates).toHaveLength(2)
    for (const d of duplicates) expect(d.reason).toContain('birden çok')
    expect(doc.results!.every((r) => !r.applied)).toBe(true)
    expect((await fetch(`${baseURL()}/api/product/${newSlug}`)).status).toBe(404)
    expect(
      ((await (await fetch(`${baseURL()}/api/product/${known.slug}`)).json()) as ProductJson).name,
    ).toBe(known.name)
  })

  it('"Şimdi uygula": the queued real run writes the good rows, skips the refused ones', async () => {
    const res = await fetch(`${baseURL()}/cms-api/catalog-imports/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ dryRun: false }),
    })
    expect(res.status).toBe(200)
    const doc = await finished(auth, id, false)
    expect(doc.status, doc.error ?? '').toBe('tamamlandi')
    expect(doc.summary).toMatchObject({ created: 1, updated: 1, refused: 4 })

    const created = await waitUntil(
      'the new product on the API',
      async () => {
        const r = await fetch(`${baseURL()}/api/product/${newSlug}`)
        return r.status === 200 ? ((await r.json()) as ProductJson) : undefined
      },
      5000,
      100,
    )
    expect(created.sku).toBe(newSku)
    const search = (await (
      await fetch(`${baseURL()}/api/product_search/${encodeURIComponent(newName)}?limit=20`)
    ).json()) as { slug: string }[]
    expect(search.some((p) => p.slug === newSlug)).toBe(true)
    const page = await (await fetch(`${baseURL()}/urunler/urun/${known.slug}`)).text()
    expect(page).toContain(renamed())
    for (const code of ['MARKA', 'DURUM', 'CIFT']) {
      const count = await fetch(
        `${baseURL()}/cms-api/products?limit=1&depth=0&where[sku][equals]=IT-${stamp}-${code}`,
        { headers: { Authorization: auth } },
      )
      expect(((await count.json()) as { totalDocs: number }).totalDocs).toBe(0)
    }
  })

  it('takes a ZIP with the sheet, its cover image and datasheet; the product reaches the sitemap', async () => {
    const cat = known.category!.slug
    const brand = known.brand!.slug
    const sku = `IT-${stamp}-ZIP`
    const slug = `zip-ile-gelen-urun-${stamp}`
    const cover = `kapak-${stamp}.png`
    const sheetFile = `veri-sayfasi-${stamp}.pdf`
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#1f4e79' },
    })
      .png()
      .toBuffer()
    // A real datasheet of the demo catalogue (the documents collection checks PDFs).
    const documents = (await (
      await fetch(`${baseURL()}/cms-api/documents?limit=1&depth=0`, {
        headers: { Authorization: auth },
      })
    ).json()) as { docs: { url: string }[] }
    const pdf = Buffer.from(
      await (await fetch(new URL(documents.docs[0]!.url, baseURL()))).arrayBuffer(),
    )
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const sheet = csv([
      [
        'Ürün kodu',
        'Ad',
        'Kısa ad (URL)',
        'Kategori',
        'Marka',
        'Durum',
        'Kapak görseli',
        'Veri sayfası',
      ],
      [sku, 'ZIP ile Gelen Ürün', slug, cat, brand, 'Yayında', cover, sheetFile],
    ])
    const zip = new yazl.ZipFile()
    zip.addBuffer(Buffer.from(sheet), 'urunler.csv')
    zip.addBuffer(png, `gorseller/${cover}`)
    zip.addBuffer(pdf, sheetFile)
    zip.end()
    const chunks: Buffer[] = []
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
    const res = await upload(auth, `paket-${stamp}.zip`, Buffer.concat(chunks), {
      kind: 'products',
      dryRun: false,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const doc = await finished(auth, ((await res.json()) as { doc: { id: number } }).doc.id, false)
    expect(doc.status, doc.error ?? '').toBe('tamamlandi')
    expect(doc.summary, JSON.stringify(doc.results)).toMatchObject({ created: 1, refused: 0 })
    const found = (await (
      await fetch(
        `${baseURL()}/cms-api/products?depth=1&where[sku][equals]=${encodeURIComponent(sku)}`,
        { headers: { Authorization: auth } },
      )
    ).json()) as { docs: { cover?: { filename?: string }; datasheet?: { filename?: string } }[] }
    expect(found.docs[0]?.cover?.filename).toMatch(/^kapak-.*\.(png|webp|jpe?g)$/)
    expect(found.docs[0]?.datasheet?.filename).toMatch(/^veri-sayfasi-.*\.pdf$/)
    const sitemap = await sitemapText()
    expect(sitemap).toContain(`/urunler/urun/${slug}`)
  })

  it('offers the report with a Sonuç column', async () => {
    const res = await fetch(`${baseURL()}/cms-api/catalog-imports/${id}/report?format=csv`, {
      headers: { Authorization: auth },
    })
    expect(res.status).toBe(200)
    const rows = parse(await res.text(), {
      bom: true,
      delimiter: ';',
      relax_column_count: true,
    }) as string[][]
    expect(rows[0]).toContain('Sonuç')
    expect(rows.flat()).toContain('Reddedildi')
    expect(
      (await fetch(`${baseURL()}/cms-api/catalog-imports/${id}/report?format=csv`)).status,
    ).toBe(403)
  })

  it('refuses a picture named .csv, and ends a sheet of another shape with a Turkish error', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
      'hex',
    )
    const picture = await upload(auth, `resim-${stamp}.csv`, png, { kind: 'products' })
    expect(picture.status).toBe(400)
    expect(await picture.text()).toContain('bir Excel (XLSX), CSV ya da ZIP dosyası değil')

    const other = await upload(auth, `baska-${stamp}.csv`, 'Kod;İsim\r\nA;B\r\n', {
      kind: 'products',
    })
    expect(other.status).toBe(201)
    const doc = await finished(auth, ((await other.json()) as { doc: { id: number } }).doc.id, true)
    expect(doc.status).toBe('hata')
    expect(doc.error).toContain('Ürün kodu')
  })
})

interface CliResult {
  code: number | null
  stdout: string
}

function cli(args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'catalog:import', '--', ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => fs.appendFileSync(logFile, chunk))
    child.on('exit', (code) => resolve({ code, stdout }))
  })
}

describe('prices and stock in the catalogue sheet (suite server)', () => {
  let auth: string
  let known: ProductJson
  let other: ProductJson
  let group: { id: number; name: string }

  const rest = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseURL()}/cms-api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true)
    return (await res.json()) as T
  }
  const prices = (id: number) =>
    rest<{
      listPrice: number | null
      currency: string | null
      stock: string | null
      leadTimeDays: number | null
      groupPrices: { group: number; netPrice: number }[]
    }>('GET', `/products/${id}?depth=0`)

  beforeAll(async () => {
    auth = await login()
    known = await product(baseURL(), 2)
    other = await product(baseURL(), 3)
    group = (
      await rest<{ doc: { id: number; name: string } }>('POST', '/price-groups', {
        name: `Sayfa Grubu ${stamp}`,
        discountPercent: 10,
      })
    ).doc
    await rest('PATCH', `/products/${known.id}`, {
      listPrice: 250,
      currency: 'USD',
      stock: 'stokta',
      leadTimeDays: 3,
      groupPrices: [{ group: group.id, netPrice: 199.9 }],
    })
  })

  it('exports list price, currency, stock, lead time and a column per price group', async () => {
    const query = `where[sku][equals]=${encodeURIComponent(known.sku)}&format=csv`
    const res = await fetch(`${baseURL()}/cms-api/products/export?${query}`, {
      headers: { Authorization: auth },
    })
    expect(res.status).toBe(200)
    const [row] = parse(await res.text(), { bom: true, columns: true, delimiter: ';' }) as Record<
      string,
      string
    >[]
    expect(row).toMatchObject({
      'Liste fiyatı': '250',
      'Para birimi': 'USD',
      Stok: 'Stokta',
      'Tedarik süresi': '3',
      [`Fiyat grubu: ${group.name}`]: '199.9',
    })
  })

  it('imports them, with the price sheet’s Turkish refusals, through the dry run and the real run', async () => {
    const cat = known.category!.slug
    const brand = known.brand!.slug
    const groupColumn = `Fiyat grubu: ${group.name}`
    const body = csv([
      [
        'Ürün kodu',
        'Kategori',
        'Marka',
        'Liste fiyatı',
        'Para birimi',
        'Stok',
        'Tedarik süresi',
        groupColumn,
      ],
      [known.sku, cat, brand, '1.234,50', 'eur', 'Sınırlı stok', '12', ''],
      [other.sku, cat, brand, '-5', 'TL', 'belki', '', '99,999'],
    ])
    const res = await upload(auth, `fiyatlar-${stamp}.csv`, body, {
      kind: 'products',
      dryRun: true,
    })
    expect(res.status).toBe(201)
    const id = ((await res.json()) as { doc: { id: number } }).doc.id
    const dry = await finished(auth, id, true)
    expect(dry.status, dry.error ?? '').toBe('tamamlandi')
    const byKey = (doc: ImportDoc, key: string) => doc.results!.find((r) => r.key === key)!
    expect(byKey(dry, known.sku).action).toBe('update')
    const refusal = byKey(dry, other.sku).reason ?? ''
    expect(refusal).toContain('Liste fiyatı negatif olamaz: "-5".')
    expect(refusal).toContain('Stok "belki" geçersiz')
    expect(refusal).toContain(`${group.name} net fiyatı en fazla iki ondalık basamak içerebilir`)
    expect((await prices(known.id)).listPrice).toBe(250)

    await rest('PATCH', `/catalog-imports/${id}`, { dryRun: false })
    const done = await finished(auth, id, false)
    expect(done.summary).toMatchObject({ updated: 1, refused: 1 })
    const after = await prices(known.id)
    expect(after).toMatchObject({
      listPrice: 1234.5,
      currency: 'EUR',
      stock: 'sinirli',
      leadTimeDays: 12,
    })
    // An empty group cell removes that group's special price, as in the price sheet.
    expect(after.groupPrices).toEqual([])
    expect((await prices(other.id)).listPrice).not.toBe(5)
  })

  it('reads a supplier’s sheet: a missing code column is mapped by staff, saved, and offered next time', async () => {
    const supplier = csv([
      ['Stok No', 'AÇIKLAMA', 'Fiyat', 'Renk'],
      [other.sku, `${other.name} Tedarikçi ${stamp}`, '1.500,00', 'siyah'],
    ])
    const res = await upload(auth, `tedarikci-${stamp}.csv`, supplier, { dryRun: true })
    const { id } = ((await res.json()) as { doc: { id: number } }).doc
    const refused = await finished(auth, id, true)
    expect(refused.status).toBe('hata')
    expect(refused.error).toBe(
      'Dosya beklenen biçimde değil; eksik başlık: Ürün kodu. Dosyadaki sütunlar: “Stok No”, “AÇIKLAMA”, “Fiyat”, “Renk”. Hangisinin “Ürün kodu” olduğunu sütun eşleştirmesiyle belirtin.',
    )

    // Staff map the columns in their own spelling and save the mapping under the supplier's name.
    const name = `Tedarikçi ${stamp}`
    const saved = await rest<{ doc: { mapping: number; saveMappingAs: string | null } }>(
      'PATCH',
      `/catalog-imports/${id}?depth=0`,
      {
        columnMap: [
          { from: 'stok no', to: 'urun kodu' },
          { from: 'Açıklama', to: 'Ad' },
          { from: 'Fiyat', to: 'liste fiyatı' },
        ],
        saveMappingAs: name,
      },
    )
    expect(saved.doc.mapping).toBeTruthy()
    expect(saved.doc.saveMappingAs ?? null).toBeNull()
    await rest('POST', `/catalog-imports/${id}/retry`)
    const dry = await finished(auth, id, true)
    expect(dry.status, dry.error ?? '').toBe('tamamlandi')
    expect(dry.summary).toMatchObject({ updated: 1, refused: 0, ignoredHeaders: ['Renk'] })
    expect(dry.results![0]).toMatchObject({ key: other.sku, action: 'update' })

    const mapping = await rest<{
      docs: { id: number; kind: string; pairs: { from: string; to: string }[] }[]
    }>('GET', `/sheet-mappings?where[name][equals]=${encodeURIComponent(name)}&depth=0`)
    expect(mapping.docs[0]).toMatchObject({ id: saved.doc.mapping, kind: 'products' })
    expect(mapping.docs[0]!.pairs.map((p) => [p.from, p.to])).toEqual([
      ['stok no', 'urun kodu'],
      ['Açıklama', 'Ad'],
      ['Fiyat', 'liste fiyatı'],
    ])

    // A column of ours that does not exist is refused when typed, in Turkish.
    const wrong = await fetch(`${baseURL()}/cms-api/sheet-mappings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({
        name: `Yanlış ${stamp}`,
        kind: 'products',
        pairs: [{ from: 'Renk', to: 'Rengi' }],
      }),
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('“Rengi” bu tablo türünün sütunlarından biri değil')

    // The supplier's next sheet: the saved mapping alone, and the real run writes through it.
    const next = await upload(auth, `tedarikci-2-${stamp}.csv`, supplier, {
      dryRun: true,
      mapping: saved.doc.mapping,
    })
    const nextId = ((await next.json()) as { doc: { id: number } }).doc.id
    expect((await finished(auth, nextId, true)).status).toBe('tamamlandi')
    await rest('PATCH', `/catalog-imports/${nextId}`, { dryRun: false })
    const done = await finished(auth, nextId, false)
    expect(done.summary).toMatchObject({ updated: 1 })
    expect((await prices(other.id)).listPrice).toBe(1500)
    const named = await rest<{ name: string }>('GET', `/products/${other.id}?depth=0`)
    expect(named.name).toBe(`${other.name} Tedarikçi ${stamp}`)
  })

  it('refuses a row naming a price group that does not exist', async () => {
    const body = csv([
      ['Ürün kodu', 'Fiyat grubu: Hayalet Grup'],
      [known.sku, '10'],
    ])
    const res = await upload(auth, `hayalet-${stamp}.csv`, body, { kind: 'products', dryRun: true })
    const id = ((await res.json()) as { doc: { id: number } }).doc.id
    const dry = await finished(auth, id, true)
    expect(dry.results![0]!.reason).toBe('Bilinmeyen fiyat grubu: Hayalet Grup.')
  })
})

describe('catalog:import CLI (own server)', () => {
  let data: TestData
  let app: AppProcess
  let dir: string

  beforeAll(async () => {
    data = await createTestData()
    app = await startApp(data.env, { logFile: path.join(data.dir, 'app.log') })
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-cli-'))
  })

  afterAll(async () => {
    await app?.stop()
    await data?.drop()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('exits 2 when a row is refused, 0 otherwise, and the server shows the change within 2 s', async () => {
    const p = await product(app.baseURL, 0)
    const env = { ...data.env, SITE_URL: app.baseURL }
    const log = path.join(data.dir, 'cli.log')
    const bad = path.join(dir, 'bad.csv')
    fs.writeFileSync(
      bad,
      csv([
        ['Ürün kodu', 'Marka'],
        [p.sku, 'Yokmarka'],
      ]),
    )
    const refused = await cli([bad, '--dry-run'], env, log)
    expect(refused.code, refused.stdout).toBe(2)
    expect(refused.stdout).toMatch(/satır 2 {2}REDDEDİLDİ {2}\S+ {2}Bilinmeyen marka: Yokmarka\./)
    expect(refused.stdout).toMatch(/^catalog-import \{.*"refused":1/m)

    // A supplier's sheet: its headers in its own spelling, its name column mapped with --map
    // and saved under a name, which the real run then uses with --mapping.
    const name = `Komut Satırı Adı ${stamp}`
    const good = path.join(dir, 'good.csv')
    fs.writeFileSync(
      good,
      csv([
        ['URUN KODU', 'Açıklama', 'Fiyat'],
        [p.sku, name, '12'],
      ]),
    )
    const supplier = `CLI Tedarikçi ${stamp}`
    const dry = await cli(
      [good, '--dry-run', '--map', 'açiklama=Ad', '--save-mapping', supplier],
      env,
      log,
    )
    expect(dry.code, dry.stdout).toBe(0)
    expect(dry.stdout).toMatch(/^satır 2 {2}DEĞİŞECEK {2}\S+ {2}Ad$/m)
    expect(dry.stdout).toContain('Okunmayan sütunlar: Fiyat')
    expect(
      ((await (await fetch(`${app.baseURL}/api/product/${p.slug}`)).json()) as ProductJson).name,
    ).toBe(p.name)

    const real = await cli([good, '--mapping', supplier], env, log)
    expect(real.code, real.stdout).toBe(0)
    const tookMs = await timeUntil(
      'the CLI change on the server',
      async () =>
        ((await (await fetch(`${app.baseURL}/api/product/${p.slug}`)).json()) as ProductJson)
          .name === name,
      5000,
    )
    expect(tookMs).toBeLessThanOrEqual(2000)
    // Three CLI runs, each starting Payload from its TypeScript config: ~15 s each on a busy host.
  }, 180_000)
})
