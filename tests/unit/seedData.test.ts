import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { normalizeAttributeValue } from '@/catalog/attributeValues'
import { seedAttributes } from '@/seed/data/attributes'

import { normalizeCode } from '@/lib/turkish'
import {
  ACCESS_CONTROL_SLUG,
  DEMO_PRODUCT_COUNT,
  aboutPage,
  brands,
  categories,
  corporatePages,
  countWords,
  generateProducts,
  humanResources,
  knowledgeItems,
  parentOf,
  popularSkus,
  siteSettings,
  slides,
  type RichBlock,
} from '@/seed/data'
import {
  brandLogo,
  categoryImage,
  datasheetPdf,
  knowledgeImage,
  productImage,
  slideImage,
} from '@/seed/images'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const SKU = /^[A-Z0-9][A-Z0-9\-/.]+$/

const blockWords = (blocks: RichBlock[]) =>
  blocks.reduce(
    (sum, b) =>
      sum +
      (b.type === 'list' ? b.items.reduce((n, i) => n + countWords(i), 0) : countWords(b.text)),
    0,
  )

describe('categories', () => {
  it('has the eight areas, each with 2-6 sub-categories', () => {
    expect(categories).toHaveLength(8)
    for (const category of categories) {
      expect(category.children.length).toBeGreaterThanOrEqual(2)
      expect(category.children.length).toBeLessThanOrEqual(6)
      expect(category.description.length).toBeGreaterThan(20)
    }
  })

  it('uses the spec access-control slug', () => {
    expect(ACCESS_CONTROL_SLUG).toBe('gecis-kontrol-sistemleri')
    expect(categories.map((c) => c.slug)).toContain('gecis-kontrol-sistemleri')
  })

  it('has unique, slug-shaped slugs across the tree', () => {
    const slugs = categories.flatMap((c) => [c.slug, ...c.children.map((s) => s.slug)])
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(SLUG)
  })
})

describe('brands', () => {
  it('has at least 30 brands with unique names and slugs', () => {
    expect(brands.length).toBeGreaterThanOrEqual(30)
    expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length)
    expect(new Set(brands.map((b) => b.name)).size).toBe(brands.length)
    for (const brand of brands) expect(brand.slug).toMatch(SLUG)
  })

  it('covers every top category with real top-category slugs', () => {
    const tops = new Set(categories.map((c) => c.slug))
    for (const brand of brands) {
      expect(brand.focus.length).toBeGreaterThan(0)
      for (const slug of brand.focus) expect(tops.has(slug)).toBe(true)
    }
    for (const top of tops) {
      expect(brands.filter((b) => b.focus.includes(top)).length).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('generateProducts', () => {
  const products = generateProducts(DEMO_PRODUCT_COUNT)
  const bySku = new Map(products.map((p) => [p.sku, p]))

  it('is deterministic', () => {
    expect(generateProducts(DEMO_PRODUCT_COUNT)).toEqual(products)
    expect(generateProducts(50, 7)).toEqual(generateProducts(50, 7))
    expect(generateProducts(50, 7)).not.toEqual(generateProducts(50, 8))
  })

  it('yields unique skus, names and slugs', () => {
    expect(products).toHaveLength(DEMO_PRODUCT_COUNT)
    expect(bySku.size).toBe(products.length)
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length)
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length)
    for (const p of products) expect(p.slug).toMatch(SLUG)
  })

  it('uses industry-style codes that stay distinct in the code search', () => {
    for (const p of products) {
      expect(p.sku).toMatch(SKU)
      expect(p.sku).toMatch(/\d/)
    }
    expect(new Set(products.map((p) => normalizeCode(p.sku))).size).toBe(products.length)
  })

  it('places products in sub-categories of brands that cover them', () => {
    const subs = new Set(categories.flatMap((c) => c.children.map((s) => s.slug)))
    for (const p of products) {
      expect(subs.has(p.categorySlug)).toBe(true)
      const brand = brands.find((b) => b.slug === p.brandSlug)
      expect(brand).toBeDefined()
      expect(brand?.focus).toContain(parentOf(p.categorySlug)?.slug)
    }
    for (const sub of subs) expect(products.some((p) => p.categorySlug === sub)).toBe(true)
  })

  it('relates 2-4 other existing products', () => {
    for (const p of products) {
      expect(p.relatedSkus.length).toBeGreaterThanOrEqual(2)
      expect(p.relatedSkus.length).toBeLessThanOrEqual(4)
      expect(p.relatedSkus).not.toContain(p.sku)
      expect(new Set(p.relatedSkus).size).toBe(p.relatedSkus.length)
      for (const sku of p.relatedSkus) expect(bySku.has(sku)).toBe(true)
    }
  })

  it('has content of the expected shape', () => {
    for (const p of products) {
      expect(p.brief.length).toBeGreaterThan(30)
      expect(p.description.length).toBeGreaterThanOrEqual(2)
      expect(p.description.length).toBeLessThanOrEqual(4)
      expect(p.specs.length).toBeGreaterThanOrEqual(5)
      // A one-page datasheet holds them all (the PDF test below).
      expect(p.specs.length).toBeLessThanOrEqual(12)
      for (const spec of p.specs) {
        expect(spec.label).not.toBe('')
        expect(spec.value).not.toBe('')
      }
    }
    const sheets = products.filter((p) => p.hasDatasheet).length / products.length
    expect(sheets).toBeGreaterThan(0.08)
    expect(sheets).toBeLessThan(0.25)
  })

  it('scales to 20,000 products with unique skus', { timeout: 60_000 }, () => {
    const many = generateProducts(20_000)
    expect(new Set(many.map((p) => p.sku)).size).toBe(20_000)
    expect(new Set(many.map((p) => normalizeCode(p.sku))).size).toBe(20_000)
    expect(new Set(many.map((p) => p.name)).size).toBe(20_000)
    expect(new Set(many.map((p) => p.slug)).size).toBe(20_000)
  })
})

describe('pages and texts', () => {
  it('has the six corporate pages with the exact spec slugs', () => {
    expect(corporatePages.map((p) => p.slug)).toEqual([
      'bilgi-guvenliği',
      'kvkk',
      'etik-kod',
      'durustluk-hatti',
      'cerez-politikasi',
      'kisisel-verilerin-korunmasi-ve-islenmesi-politikasi',
    ])
  })

  it('gives every corporate page at least 300 words', () => {
    for (const page of corporatePages) {
      expect(page.title).not.toBe('')
      expect(blockWords(page.body)).toBeGreaterThanOrEqual(300)
    }
  })

  it('states the company facts on the about page', () => {
    expect(aboutPage.slug).toBe('hakkimizda')
    const text = aboutPage.body
      .map((b) => (b.type === 'list' ? b.items.join(' ') : b.text))
      .join(' ')
    for (const fact of ['2005', '1934', 'İsveç', '52 ülke', '350 bin', '4000 m²', 'Ankara']) {
      expect(text).toContain(fact)
    }
  })

  it('has the three human-resources values', () => {
    expect(humanResources.values.map((v) => v.title)).toEqual(['Dürüst', 'Dikkatli', 'Yardımsever'])
    expect(humanResources.benefits.length).toBeGreaterThanOrEqual(6)
  })
})

describe('home and site settings', () => {
  it('picks popular products that exist', () => {
    const skus = new Set(generateProducts(DEMO_PRODUCT_COUNT).map((p) => p.sku))
    expect(popularSkus.length).toBeGreaterThanOrEqual(8)
    expect(new Set(popularSkus).size).toBe(popularSkus.length)
    for (const sku of popularSkus) expect(skus.has(sku)).toBe(true)
  })

  it('has four slides to real routes and at least ten knowledge items', () => {
    expect(slides).toHaveLength(4)
    for (const slide of slides)
      expect(slide.link).toMatch(/^\/(urunler|markalarimiz|bayilik-basvurusu)/)
    expect(knowledgeItems.length).toBeGreaterThanOrEqual(10)
  })

  it('only uses fictional contact details', () => {
    const emails = [
      siteSettings.email,
      siteSettings.sales.email,
      siteSettings.support.email,
      ...siteSettings.leadRecipients,
    ]
    for (const email of emails) expect(email).toMatch(/@(vitrin\.example|example\.com)$/)
    for (const phone of [...siteSettings.phones.map((p) => p.number), siteSettings.sales.phone]) {
      expect(phone).toMatch(/^\+90 \(\d{3}\) 555 \d{2} \d{2}$/)
    }
    expect(siteSettings.leadRecipients.length).toBeGreaterThan(0)
    for (const email of siteSettings.leadRecipients)
      expect(email).toMatch(/@(vitrin\.example|example\.com)$/)
  })
})

describe('images', () => {
  const [product] = generateProducts(1)

  it('draws an 800 × 800 WebP product shot', async () => {
    if (!product) throw new Error('no product')
    const meta = await sharp(await productImage(product.visual, product.sku)).metadata()
    expect(meta.format).toBe('webp')
    expect([meta.width, meta.height]).toEqual([800, 800])
  })

  it('draws logos, slides and cards at their sizes', async () => {
    const size = async (buf: Promise<Buffer>) => {
      const m = await sharp(await buf).metadata()
      return [m.format, m.width, m.height]
    }
    const brand = brands[0]
    const category = categories[0]
    const item = knowledgeItems[0]
    const slide = slides[0]
    if (!brand || !category || !item || !slide) throw new Error('missing fixtures')
    expect(await size(brandLogo(brand))).toEqual(['png', 400, 160])
    expect(await size(slideImage(slide, 'desktop'))).toEqual(['webp', 1920, 640])
    expect(await size(slideImage(slide, 'mobile'))).toEqual(['webp', 750, 900])
    expect(await size(knowledgeImage(item))).toEqual(['webp', 600, 400])
    expect(await size(categoryImage(category, 'reader', 190))).toEqual(['webp', 600, 400])
  })

  it('writes a valid one-page PDF 1.4 datasheet', () => {
    if (!product) throw new Error('no product')
    const pdf = datasheetPdf(product, 'Norvik').toString('latin1')
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    expect(pdf.endsWith('%%EOF')).toBe(true)
    expect(pdf).toContain('/BaseEncoding /WinAnsiEncoding')
    // Every xref entry must point at the start of its object.
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1])
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref')
    const entries = pdf.slice(startxref).split('\n').slice(3)
    const offsets = entries.filter((l) => / n $/.test(l)).map((l) => Number(l.slice(0, 10)))
    expect(offsets.length).toBeGreaterThan(5)
    offsets.forEach((offset, i) =>
      expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
    )
    // Letters above ASCII are written as octal escapes (datasheetPdf.test.ts checks the codes).
    expect(pdf).not.toMatch(/[ğışİĞŞ]/)
  })
})

describe('demo filter attributes (issue 31)', () => {
  const products = generateProducts(DEMO_PRODUCT_COUNT)

  it('each has at least two values among its categories’ products, each fitting its kind', () => {
    for (const a of seedAttributes) {
      const values = products
        .filter((p) => a.categories.includes(parentOf(p.categorySlug)?.slug ?? ''))
        .map(a.read)
        .filter((v) => v !== null)
      const distinct = [...new Set(values)]
      expect(distinct.length, a.slug).toBeGreaterThanOrEqual(2)
      const options = a.kind === 'choice' ? (a.options ?? distinct) : []
      for (const v of distinct)
        expect(normalizeAttributeValue({ kind: a.kind, options }, v), `${a.slug} ${v}`).toBe(v)
    }
  })

  it('gives every IP camera its type, and the catalogue has bullets, domes, turrets and PTZs', () => {
    const type = seedAttributes.find((a) => a.slug === 'kamera-tipi')!
    const cameras = products.filter((p) => p.categorySlug === 'ip-kameralar')
    for (const p of cameras) expect(type.options, p.name).toContain(type.read(p))
    const found = new Set(products.map(type.read).filter(Boolean))
    for (const t of ['Bullet', 'Dome', 'Turret', 'PTZ']) expect(found, t).toContain(t)
    expect(seedAttributes[0]!.slug).toBe('kamera-tipi')
  })

  it('gives every IP camera a resolution and a PoE answer', () => {
    const cameras = products.filter((p) => p.categorySlug === 'ip-kameralar')
    expect(cameras.length).toBeGreaterThan(10)
    const resolution = seedAttributes.find((a) => a.slug === 'cozunurluk')!
    const poe = seedAttributes.find((a) => a.slug === 'poe')!
    for (const p of cameras) {
      expect(resolution.read(p), p.name).toMatch(/^\d+ MP$/)
      expect(['Evet', 'Hayır']).toContain(poe.read(p))
    }
  })

  it('holds the project planner’s range, each product with every figure its kind needs', () => {
    const read = (slug: string) => {
      const a = seedAttributes.find((x) => x.slug === slug)!
      return (p: (typeof products)[number]) => {
        const top = parentOf(p.categorySlug)?.slug ?? ''
        const value = a.categories.includes(top) ? a.read(p) : null
        return value === null ? null : Number(value)
      }
    }
    const [channels, mbps, bays, perBay, capacity, ports, budget, watts] = [
      'ip-kanal-sayisi',
      'gelen-bant-genisligi',
      'disk-yuvasi',
      'disk-basina-kapasite',
      'disk-kapasitesi',
      'poe-port-sayisi',
      'poe-butcesi',
      'guc-tuketimi',
    ].map(read) as ((p: (typeof products)[number]) => number | null)[]
    const recorders = products.filter((p) => bays!(p) !== null)
    for (const r of recorders)
      for (const f of [channels, mbps, perBay]) expect(f!(r), r.name).toBeGreaterThan(0)
    expect(new Set(recorders.map((r) => Number(/^(\d+) Kanal/.exec(r.name)?.[1])))).toEqual(
      new Set([4, 8, 16, 32, 64]),
    )
    const bayCounts = recorders.map((r) => bays!(r)!)
    expect([Math.min(...bayCounts), Math.max(...bayCounts)]).toEqual([1, 8])
    const disks = products.filter((p) => capacity!(p) !== null).map((p) => capacity!(p))
    expect(disks).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20])
    const switches = products.filter((p) => budget!(p) !== null && bays!(p) === null)
    for (const s of switches) expect(ports!(s), s.name).toBeGreaterThan(0)
    for (const n of [4, 8, 16, 24])
      expect(
        switches.some((s) => ports!(s) === n),
        `${n} port`,
      ).toBe(true)
    expect(new Set(switches.map((s) => budget!(s))).size).toBeGreaterThan(4)
    for (const c of products.filter((p) => p.categorySlug === 'ip-kameralar'))
      expect(watts!(c), c.name).toBeGreaterThan(0)
  })
})
