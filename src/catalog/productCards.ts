import 'server-only'

import type { Where } from 'payload'

import type { Brand, Product } from '@/payload-types'
import { cachedRead } from '@/lib/cache'
import { getPayloadClient } from '@/lib/payload'

import { MEDIA_POPULATE, mediaUrl } from './media'
import { rel } from './productRecord'
import type { ProductCardDTO } from './types'

const CARD_SELECT = { name: true, slug: true, sku: true, brand: true, cover: true } as const
const CARD_POPULATE = { brands: { name: true }, media: MEDIA_POPULATE } as const

export function toProductCard(
  doc: Pick<Product, 'name' | 'slug' | 'sku' | 'brand' | 'cover'>,
): ProductCardDTO {
  return {
    slug: doc.slug,
    name: doc.name,
    sku: doc.sku,
    brand_name: rel<Brand>(doc.brand)?.name ?? null,
    cover_photo: mediaUrl(doc.cover, 'card'),
  }
}

/** Published products matching `where`, as listing cards, ordered by name. */
export const listProductCards = cachedRead(
  'productCards',
  ['products', 'brands'],
  async (where: Where): Promise<ProductCardDTO[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where,
      depth: 1,
      pagination: false,
      sort: 'name',
      overrideAccess: false,
      select: CARD_SELECT,
      populate: CARD_POPULATE,
    })
    return docs.map((d) => toProductCard(d as Product))
  },
)
