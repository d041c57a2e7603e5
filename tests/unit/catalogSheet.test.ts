/** The product sheet's columns and row planning, against an in-memory context (no database). */
import { describe, expect, it } from 'vitest'

import { cellToLexical, parseStatus, richTextCell } from '@/backoffice/catalog/columns'
import {
  addNamed,
  emptyContext,
  planProduct,
  type ProductImportContext,
  type ProductSnapshot,
} from '@/backoffice/catalog/importer'
import type { SheetRow } from '@/backoffice/sheets'

type Node = { type: string; tag?: string; text?: string; format?: number; children?: Node[] }
const children = (cell: string) => (cellToLexical(cell)?.root.children ?? []) as unknown as Node[]

describe('rich text cells', () => {
  it('turns plain text into paragraphs split on blank lines, single breaks kept', () => {
    const nodes = children('Birinci satır\nikinci satır\n\nİkinci paragraf')
    expect(nodes.map((n) => n.type)).toEqual(['paragraph', 'paragraph'])
    expect(nodes[0]!.children!.map((c) => c.type)).toEqual(['text', 'linebreak', 'text'])
    expect(nodes[1]!.children![0]!.text).toBe('İkinci paragraf')
  })

  it('reads simple HTML: headings, lists, bold and italic', () => {
    const nodes = children(
      '<h2>Özellikler</h2><p>Gece <strong>görüşü</strong> ve <em>IP67</em></p><ul><li>Bir</li><li>İki</li></ul><h4>Not</h4>',
    )
    expect(nodes.map((n) => n.type)).toEqual(['heading', 'paragraph', 'list', 'heading'])
    expect(nodes[0]!.tag).toBe('h2')
    expect(nodes[3]!.tag).toBe('h4')
    const runs = nodes[1]!.children!
    expect(runs.find((r) => r.text === 'görüşü')?.format).toBe(1)
    expect(runs.find((r) => r.text === 'IP67')?.format).toBe(2)
    expect(nodes[2]!.children!.map((li) => li.children![0]!.text)).toEqual(['Bir', 'İki'])
  })

  it('drops script content and keeps an empty cell empty', () => {
    expect(cellToLexical('   ')).toBeNull()
    expect(richTextCell(cellToLexical('<p>a</p><script>alert(1)</script>'))).not.toContain('alert')
  })

  it('round-trips the HTML it exports', () => {
    const html = richTextCell(cellToLexical('<p>Bir <strong>iki</strong></p><ol><li>üç</li></ol>'))
    expect(richTextCell(cellToLexical(html))).toBe(html)
  })
})

describe('status', () => {
  it('accepts Yayında / Taslak and published / draft in any case', () => {
    expect(parseStatus('Yayında')).toBe('published')
    expect(parseStatus('YAYINDA')).toBe('published')
    expect(parseStatus('published')).toBe('published')
    expect(parseStatus(' taslak ')).toBe('draft')
    expect(parseStatus('DRAFT')).toBe('draft')
    expect(parseStatus('belki')).toBeNull()
  })
})

function context(options: Partial<ProductImportContext['options']> = {}): ProductImportContext {
  const ctx = emptyContext({ dryRun: true, ...options })
  addNamed(ctx.categories, { id: 1, name: 'IP Kameralar', slug: 'ip-kameralar' })
  addNamed(ctx.categories, { id: 2, name: 'Dome Kameralar', slug: 'dome-kameralar' })
  addNamed(ctx.categories, { id: 5, name: 'Kartlı Geçiş', slug: 'kartli-gecis' })
  ctx.categoryParents.set('2', 1)
  addNamed(ctx.brands, { id: 7, name: 'Norvik', slug: 'norvik' })
  addNamed(ctx.attributes, {
    id: 3,
    name: 'Çözünürlük',
    slug: 'cozunurluk',
    kind: 'choice',
    options: ['2 MP', '4 MP'],
    categories: [1],
  })
  addNamed(ctx.attributes, {
    id: 4,
    name: 'Kart tipi',
    slug: 'kart-tipi',
    kind: 'choice',
    options: ['EM', 'Mifare'],
    categories: [5],
  })
  ctx.media.set('kamera.jpg', 11)
  const existing: ProductSnapshot = {
    id: 100,
    sku: 'NK-100',
    name: 'Norvik Kamera',
    slug: 'norvik-kamera',
    status: 'published',
    categoryId: 1,
    brandId: 7,
    extra: {},
    brief: '',
    description: '',
    cover: 11,
    gallery: [],
    datasheet: null,
    related: [],
    specifications: [{ label: 'Lens', value: '2,8 mm' }],
    attributes: [{ attribute: 3, value: '2 MP' }],
  }
  ctx.products.set(existing.sku, existing)
  ctx.slugOwners.set(existing.slug, existing.sku)
  return ctx
}

let rowNumber = 1
const row = (cells: Record<string, string>): SheetRow => ({ rowNumber: ++rowNumber, cells })

describe('planning a row', () => {
  it("refuses a filter attribute of another category, takes the parent category's", async () => {
    const ctx = context()
    const other = await planProduct(row({ 'Ürün kodu': 'NK-100', 'Filtre: Kart tipi': 'EM' }), ctx)
    expect(other).toMatchObject({
      action: 'refuse',
      reason: 'Filtre: Kart tipi bu ürünün kategorisinde kullanılmaz.',
    })
    // Moving the product to a category without its attributes is refused too.
    const moved = await planProduct(row({ 'Ürün kodu': 'NK-100', Kategori: 'Kartlı Geçiş' }), ctx)
    expect(moved.reason).toBe('Filtre: Çözünürlük bu ürünün kategorisinde kullanılmaz.')
    const dome = await planProduct(
      row({
        'Ürün kodu': 'NK-200',
        Ad: 'Norvik Dome',
        Kategori: 'Dome Kameralar',
        Marka: 'Norvik',
        'Filtre: Çözünürlük': '4 MP',
      }),
      ctx,
    )
    expect(dome.action).toBe('create')
  })

  it('refuses an unknown brand, a bad status, a missing image and an unknown related code', async () => {
    const ctx = context()
    const plan = await planProduct(
      row({
        'Ürün kodu': 'NK-100',
        Marka: 'Foo',
        Durum: 'belki',
        'Kapak görseli': 'yok.jpg',
        'Benzer ürünler': 'XX-1',
      }),
      ctx,
    )
    expect(plan.action).toBe('refuse')
    expect(plan.reason).toContain('Bilinmeyen marka: Foo.')
    expect(plan.reason).toContain('Durum "belki" geçersiz: Yayında ya da Taslak olmalı.')
    expect(plan.reason).toContain(
      'Görsel bulunamadı: yok.jpg (ZIP içinde ya da medya kütüphanesinde yok).',
    )
    expect(plan.reason).toContain('Bilinmeyen benzer ürün kodu: XX-1.')
  })

  it('refuses a new product without name, category and brand', async () => {
    const plan = await planProduct(row({ 'Ürün kodu': 'YENI-1', Ad: 'Yeni' }), context())
    expect(plan).toMatchObject({
      action: 'refuse',
      reason: 'Yeni ürün için Ad, Kategori ve Marka gerekli.',
    })
  })

  it('plans a create, with the brand found by name and a related code later in the sheet', async () => {
    const ctx = context({ fileKeys: new Set(['YENI-2', 'SONRA-1']) } as never)
    const plan = await planProduct(
      row({
        'Ürün kodu': 'YENI-2',
        Ad: 'Yeni Kamera',
        Kategori: 'IP KAMERALAR',
        Marka: 'norvik',
        Durum: 'Yayında',
        'Benzer ürünler': 'NK-100, SONRA-1',
        'Filtre: Çözünürlük': '4 mp',
      }),
      ctx,
    )
    expect(plan.action).toBe('create')
    expect(plan.data?.category).toEqual({ id: 1 })
    expect(plan.data?.brand).toEqual({ id: 7 })
    expect(plan.data?.fields.attributes).toEqual([{ attribute: 3, value: '4 MP' }])
  })

  it('creates an unknown brand only when told to', async () => {
    const cells = { 'Ürün kodu': 'YENI-3', Ad: 'Başka', Kategori: 'ip-kameralar', Marka: 'Foo' }
    expect((await planProduct(row(cells), context())).action).toBe('refuse')
    const plan = await planProduct(row(cells), context({ createMissing: true }))
    expect(plan.action).toBe('create')
    expect(plan.data?.brand).toEqual({ create: 'Foo' })
  })

  it('plans an update with the labels of what changes, and unchanged when nothing does', async () => {
    const update = await planProduct(
      row({
        'Ürün kodu': 'NK-100',
        Ad: 'Norvik Kamera Pro',
        Marka: 'Norvik',
        'Özellik: Lens': '4 mm',
        'Özellik: Güç': '12 V',
      }),
      context(),
    )
    expect(update.action).toBe('update')
    expect(update.changes).toEqual(['Ad', 'Özellik: Lens', 'Özellik: Güç'])
    expect(update.data?.fields.specifications).toEqual([
      { label: 'Lens', value: '4 mm' },
      { label: 'Güç', value: '12 V' },
    ])
    const same = await planProduct(
      row({
        'Ürün kodu': 'NK-100',
        Ad: 'Norvik Kamera',
        Durum: 'yayında',
        'Kapak görseli': 'KAMERA.JPG',
        'Özellik: Lens': '2,8 mm',
        'Filtre: cozunurluk': '2 MP',
      }),
      context(),
    )
    expect(same).toMatchObject({ action: 'unchanged' })
  })

  it('refuses an attribute value that does not fit, and a slug another product holds', async () => {
    const ctx = context()
    const plan = await planProduct(
      row({
        'Ürün kodu': 'YENI-4',
        Ad: 'Norvik Kamera',
        Kategori: 'ip-kameralar',
        Marka: 'norvik',
        'Filtre: Çözünürlük': '8 MP',
      }),
      ctx,
    )
    expect(plan.action).toBe('refuse')
    expect(plan.reason).toContain('Kısa ad "norvik-kamera" başka bir üründe kullanılıyor (NK-100).')
    expect(plan.reason).toContain('Bu özellik için geçerli değerler: 2 MP, 4 MP.')
  })
})

describe('signed cache expiry (the CLI tells the running server)', () => {
  it('accepts a fresh signed body of known tags only, and only once', async () => {
    process.env.PAYLOAD_SECRET ??= 'unit-test-secret'
    const { memoryNonceStore, signExpire, verifyExpire } = await import('@/lib/cache/remoteExpire')
    const nonces = memoryNonceStore()
    const { body, signature } = signExpire(['catalog', 'products'])
    const forged = signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))
    expect(await verifyExpire(body, forged, Date.now(), nonces)).toMatchObject({ ok: false })
    expect(await verifyExpire(body, null, Date.now(), nonces)).toMatchObject({ ok: false })
    expect(await verifyExpire(body, signature, Date.now() + 61_000, nonces)).toMatchObject({
      ok: false,
    })
    expect(await verifyExpire(body, signature, Date.now(), nonces)).toEqual({
      ok: true,
      tags: ['catalog', 'products'],
    })
    expect(await verifyExpire(body, signature, Date.now(), nonces)).toEqual({
      ok: false,
      reason: 'replayed',
    })
    const other = signExpire(['users' as never])
    expect(await verifyExpire(other.body, other.signature, Date.now(), nonces)).toMatchObject({
      ok: false,
    })
  })
})
