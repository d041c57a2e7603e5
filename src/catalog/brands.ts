import 'server-only'

import { getPayloadClient } from '@/lib/payload'

import { cachedRead } from '@/lib/cache'
import { MEDIA_POPULATE, mediaUrl } from './media'
import { listProductCards } from './productCards'
import type { BrandDTO, BrandSummaryDTO } from './types'

export interface BrandRow extends BrandSummaryDTO {
  id: number | string
}

/** Every brand with its id (for facets and filters), ordered, once per request. */
export const listBrandRows = cachedRead('brandRows', ['brands'], async (): Promise<BrandRow[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'brands',
    depth: 1,
    pagination: false,
    sort: ['order', 'name'],
    overrideAccess: false,
    select: { name: true, slug: true, logo: true },
    populate: { media: MEDIA_POPULATE },
  })
  return docs.map((b) => ({ id: b.id, name: b.name, slug: b.slug, image: mediaUrl(b.logo) }))
})

export async function listBrands(): Promise<BrandSummaryDTO[]> {
  return (await listBrandRows()).map(({ name, slug, image }) => ({ name, slug, image }))
}

export async function getBrandRow(slug: string): Promise<BrandRow | null> {
  return (await listBrandRows()).find((b) => b.slug === slug) ?? null
}

export async function getBrandBySlug(slug: string): Promise<BrandDTO | null> {
  const brand = await getBrandRow(slug)
  if (!brand) return null
  return {
    name: brand.name,
    slug: brand.slug,
    image: brand.image,
    products: await listProductCards({ brand: { equals: brand.id } }),
  }
}
