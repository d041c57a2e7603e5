import type { Payload, PayloadRequest } from 'payload'

import type { Category } from '@/payload-types'

import {
  aboutPage,
  brands,
  categories,
  categoryVisual,
  corporatePages,
  DEMO_PRODUCT_COUNT,
  generateProducts,
  humanResources,
  knowledgeItems,
  parentOf,
  popularSkus,
  siteSettings,
  slides,
} from './data'
import { demoPrice } from './data/prices'
import { seedAttributes } from './data/attributes'
import type { SeedPage, SeedProduct } from './data/types'
import {
  brandLogo,
  categoryImage,
  datasheetPdf,
  knowledgeImage,
  productImage,
  slideImage,
} from './images'
import { blocksToLexical, textToLexical } from '@/lib/lexical'

/** The demo staff account, created only outside production when ADMIN_EMAIL/ADMIN_PASSWORD are unset. */
export const DEMO_ADMIN = { email: 'admin@vitrin.example', password: 'vitrin-demo-2026' } as const

export interface SeedOptions {
  productCount?: number
  /** Only seed a database that has no products yet (what `npm run start` does). */
  ifEmpty?: boolean
  log?: (message: string) => void
}

// A new object for every write: hooks keep per-write state in it (the S3 storage plugin keeps
// the upload's file there), so a shared one would make later uploads reuse the first file.
const seedContext = () => ({ disableRevalidate: true, seeding: true })

type Id = number | string

async function findIdBy(
  payload: Payload,
  collection:
    'attributes' | 'categories' | 'brands' | 'products' | 'pages' | 'slides' | 'knowledge-items',
  field: string,
  value: string,
): Promise<Id | null> {
  const { docs } = await payload.find({
    collection,
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: {},
    draft: true,
  })
  return docs[0]?.id ?? null
}

async function uploadImage(
  payload: Payload,
  data: Buffer,
  name: string,
  alt: string,
  req?: Partial<PayloadRequest>,
): Promise<Id> {
  const ext = data.subarray(0, 4).toString('hex') === '89504e47' ? 'png' : 'webp'
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, name: `${name}.${ext}`, mimetype: `image/${ext}`, size: data.length },
    overrideAccess: true,
    context: seedContext(),
    req,
  })
  return doc.id
}

async function seedUsers(payload: Payload, log: (m: string) => void): Promise<void> {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  let account: { email: string; password: string }
  if (email && password) {
    account = { email, password }
  } else if (process.env.NODE_ENV === 'production') {
    log('Üretim ortamında demo hesabı oluşturulmaz: ADMIN_EMAIL ve ADMIN_PASSWORD ayarlayın.')
    return
  } else {
    account = DEMO_ADMIN
  }
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: account.email } },
    limit: 1,
    overrideAccess: true,
  })
  if (existing.docs.length) return
  await payload.create({
    collection: 'users',
    data: { ...account, name: 'Site Yöneticisi', role: 'admin' },
    overrideAccess: true,
    context: seedContext(),
  })
  log(`Yönetici hesabı oluşturuldu: ${account.email}`)
}

async function seedCategories(payload: Payload): Promise<Map<string, Id>> {
  const ids = new Map<string, Id>()
  const upsert = async (
    name: string,
    slug: string,
    order: number,
    parent: Id | null,
    description?: string,
  ) => {
    let id = await findIdBy(payload, 'categories', 'slug', slug)
    if (id === null) {
      const visual = categoryVisual(slug)
      const image = await uploadImage(
        payload,
        await categoryImage({ name, slug, order }, visual.kind, visual.hue),
        `kategori-${slug}`,
        name,
      )
      const doc = await payload.create({
        collection: 'categories',
        data: {
          name,
          slug,
          order,
          parent: parent as Category['parent'],
          description,
          image: image as number,
        },
        overrideAccess: true,
        context: seedContext(),
      })
      id = doc.id
    }
    ids.set(slug, id)
    return id
  }
  for (const top of categories) {
    const topId = await upsert(top.name, top.slug, top.order, null, top.description)
    for (const child of top.children) await upsert(child.name, child.slug, child.order, topId)
  }
  return ids
}

async function seedBrands(payload: Payload): Promise<Map<string, Id>> {
  const ids = new Map<string, Id>()
  for (const brand of brands) {
    let id = await findIdBy(payload, 'brands', 'slug', brand.slug)
    if (id === null) {
      const logo = await uploadImage(
        payload,
        await brandLogo(brand),
        `marka-${brand.slug}`,
        `${brand.name} logosu`,
      )
      const doc = await payload.create({
        collection: 'brands',
        data: { name: brand.name, slug: brand.slug, order: brand.order, logo: logo as number },
        overrideAccess: true,
        context: seedContext(),
      })
      id = doc.id
    }
    ids.set(brand.slug, id)
  }
  return ids
}

/** The demo filter attributes, their options collected from the generated products' values. */
async function seedAttributeDefs(
  payload: Payload,
  products: SeedProduct[],
  categoryIds: Map<string, Id>,
): Promise<Map<string, Id>> {
  const ids = new Map<string, Id>()
  for (const [order, a] of seedAttributes.entries()) {
    let id = await findIdBy(payload, 'attributes', 'slug', a.slug)
    if (id === null) {
      const values = products
        .filter((p) => a.categories.includes(parentOf(p.categorySlug)?.slug ?? ''))
        .map(a.read)
        .filter((v) => v !== null)
      const options =
        a.options ??
        [...new Set(values)].sort((x, y) => x.localeCompare(y, 'tr', { numeric: true }))
      const doc = await payload.create({
        collection: 'attributes',
        data: {
          name: a.name,
          slug: a.slug,
          unit: a.unit,
          kind: a.kind,
          options: a.kind === 'choice' ? options : undefined,
          facet: a.facet ?? true,
          categories: a.categories.map((slug) => categoryIds.get(slug) as number),
          order,
        },
        overrideAccess: true,
        context: seedContext(),
      })
      id = doc.id
    }
    ids.set(a.slug, id)
  }
  return ids
}

function attributeRows(p: SeedProduct, attributeIds: Map<string, Id>) {
  const top = parentOf(p.categorySlug)?.slug ?? ''
  return seedAttributes.flatMap((a) => {
    const value = a.categories.includes(top) ? a.read(p) : null
    return value === null ? [] : [{ attribute: attributeIds.get(a.slug) as number, value }]
  })
}

async function createProduct(
  payload: Payload,
  p: SeedProduct,
  image: Buffer,
  categoryIds: Map<string, Id>,
  brandIds: Map<string, Id>,
  attributeIds: Map<string, Id>,
): Promise<Id> {
  const brand = brands.find((b) => b.slug === p.brandSlug)!
  const cover = await uploadImage(payload, image, `urun-${p.slug}`, `${brand.name} ${p.name}`)
  let datasheet: Id | undefined
  if (p.hasDatasheet) {
    const pdf = datasheetPdf(p, brand.name)
    const doc = await payload.create({
      collection: 'documents',
      data: { title: `${p.sku} veri sayfası` },
      file: {
        data: pdf,
        name: `${p.slug}-veri-sayfasi.pdf`,
        mimetype: 'application/pdf',
        size: pdf.length,
      },
      overrideAccess: true,
      context: seedContext(),
    })
    datasheet = doc.id
  }
  const doc = await payload.create({
    collection: 'products',
    data: {
      name: p.name,
      slug: p.slug,
      sku: p.sku,
      brief: textToLexical(p.brief),
      description: blocksToLexical(p.description),
      cover: cover as number,
      category: categoryIds.get(p.categorySlug) as number,
      brand: brandIds.get(p.brandSlug) as number,
      specifications: p.specs,
      attributes: attributeRows(p, attributeIds),
      datasheet: datasheet as number | undefined,
      ...demoPrice(p.sku),
      _status: 'published',
    },
    overrideAccess: true,
    context: seedContext(),
  })
  return doc.id
}

async function seedProducts(
  payload: Payload,
  count: number,
  categoryIds: Map<string, Id>,
  brandIds: Map<string, Id>,
  log: (m: string) => void,
): Promise<Map<string, Id>> {
  const products = generateProducts(count)
  const attributeIds = await seedAttributeDefs(payload, products, categoryIds)
  const ids = new Map<string, Id>()
  const created: SeedProduct[] = []
  const existing = await payload.find({
    collection: 'products',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    draft: true,
    select: { sku: true },
  })
  for (const doc of existing.docs) ids.set(doc.sku, doc.id)
  const missing = products.filter((p) => !ids.has(p.sku))
  // Drawing a product image is pure CPU work: draw a few ahead while the database writes.
  const LOOKAHEAD = 3
  const images = new Map<number, Promise<Buffer>>()
  const imageAt = (i: number) => {
    const p = missing[i]
    if (p && !images.has(i)) images.set(i, productImage(p.visual, p.sku))
    return images.get(i)
  }
  for (const [i, p] of missing.entries()) {
    for (let k = 1; k <= LOOKAHEAD; k++) void imageAt(i + k)?.catch(() => undefined)
    const image = await imageAt(i)!
    images.delete(i)
    ids.set(p.sku, await createProduct(payload, p, image, categoryIds, brandIds, attributeIds))
    created.push(p)
    if (created.length % 50 === 0) log(`  ${created.length} ürün oluşturuldu…`)
  }
  // Related products point at each other: set them once every product exists.
  for (const p of created) {
    await payload.update({
      collection: 'products',
      id: ids.get(p.sku)!,
      data: {
        relatedProducts: p.relatedSkus.map((sku) => ids.get(sku)).filter(Boolean) as number[],
        _status: 'published',
      },
      overrideAccess: true,
      context: seedContext(),
    })
  }
  log(`Ürünler: ${created.length} yeni, toplam ${ids.size}`)
  return ids
}

async function seedPage(payload: Payload, page: SeedPage): Promise<void> {
  if ((await findIdBy(payload, 'pages', 'slug', page.slug)) !== null) return
  await payload.create({
    collection: 'pages',
    data: {
      title: page.title,
      slug: page.slug,
      body: blocksToLexical(page.body),
      _status: 'published',
    },
    overrideAccess: true,
    context: seedContext(),
  })
}

async function seedHome(payload: Payload, productIds: Map<string, Id>): Promise<void> {
  for (const [i, slide] of slides.entries()) {
    const existing = await findIdBy(payload, 'slides', 'title', slide.title)
    if (existing !== null) continue
    const image = await uploadImage(
      payload,
      await slideImage(slide, 'desktop'),
      `slayt-${i + 1}`,
      slide.title,
    )
    const mobileImage = await uploadImage(
      payload,
      await slideImage(slide, 'mobile'),
      `slayt-${i + 1}-mobil`,
      slide.title,
    )
    await payload.create({
      collection: 'slides',
      data: {
        title: slide.title,
        subtitle: slide.subtitle,
        link: slide.link,
        order: slide.order,
        image: image as number,
        mobileImage: mobileImage as number,
      },
      overrideAccess: true,
      context: seedContext(),
    })
  }
  for (const [i, item] of knowledgeItems.entries()) {
    if ((await findIdBy(payload, 'knowledge-items', 'title', item.title)) !== null) continue
    const image = await uploadImage(
      payload,
      await knowledgeImage(item),
      `bilgi-${i + 1}`,
      item.title,
    )
    await payload.create({
      collection: 'knowledge-items',
      data: { title: item.title, content: item.content, order: i, image: image as number },
      overrideAccess: true,
      context: seedContext(),
    })
  }
  await payload.updateGlobal({
    slug: 'popular-products',
    data: { products: popularSkus.map((sku) => productIds.get(sku)).filter(Boolean) as number[] },
    overrideAccess: true,
    context: seedContext(),
  })
}

async function seedGlobals(payload: Payload): Promise<void> {
  const s = siteSettings
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      siteName: s.siteName,
      legalName: s.legalName,
      address: s.address,
      phones: s.phones,
      email: s.email,
      social: s.social,
      map: s.map,
      sales: s.sales,
      support: s.support,
      leadRecipients: s.leadRecipients.map((email) => ({ email })),
    },
    overrideAccess: true,
    context: seedContext(),
  })
  const hr = humanResources
  await payload.updateGlobal({
    slug: 'human-resources',
    data: {
      intro: hr.intro,
      values: hr.values,
      recruitment: hr.recruitment,
      benefits: hr.benefits.map((text) => ({ text })),
      development: hr.development,
    },
    overrideAccess: true,
    context: seedContext(),
  })
}

/** Fills the database with the demo catalogue. Idempotent: what exists (by slug or code) is kept. */
export async function seed(
  payload: Payload,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const log = options.log ?? ((m: string) => payload.logger.info(m))
  if (options.ifEmpty) {
    const { totalDocs } = await payload.count({ collection: 'products', overrideAccess: true })
    if (totalDocs > 0) {
      await seedUsers(payload, log)
      return { seeded: false }
    }
  }
  const started = Date.now()
  log('Demo kataloğu yükleniyor…')
  await seedUsers(payload, log)
  await seedGlobals(payload)
  const categoryIds = await seedCategories(payload)
  log(`Kategoriler: ${categoryIds.size}`)
  const brandIds = await seedBrands(payload)
  log(`Markalar: ${brandIds.size}`)
  const productIds = await seedProducts(
    payload,
    options.productCount ?? DEMO_PRODUCT_COUNT,
    categoryIds,
    brandIds,
    log,
  )
  for (const page of [...corporatePages, aboutPage]) await seedPage(payload, page)
  await seedHome(payload, productIds)
  log(`Demo kataloğu hazır (${((Date.now() - started) / 1000).toFixed(1)} s).`)
  return { seeded: true }
}
