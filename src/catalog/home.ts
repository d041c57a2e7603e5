import 'server-only'

import type { Product } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'

import { cachedRead } from '@/lib/cache'
import { MEDIA_POPULATE, mediaUrl } from './media'
import type { KnowledgeItemDTO, PopularProductDTO, SlideDTO } from './types'

export const listPopularProducts = cachedRead(
  'popular',
  ['globals:popular-products', 'products'],
  async (): Promise<PopularProductDTO[]> => {
    const payload = await getPayloadClient()
    const popular = await payload.findGlobal({
      slug: 'popular-products',
      depth: 2,
      overrideAccess: false,
      populate: {
        products: { name: true, slug: true, cover: true, _status: true },
        media: MEDIA_POPULATE,
      },
    })
    return (popular.products ?? [])
      .filter((p): p is Product => typeof p === 'object' && p !== null && p._status === 'published')
      .map((p) => ({ name: p.name, slug: p.slug, cover_photo: mediaUrl(p.cover, 'card') }))
  },
)

export const listKnowledgeItems = cachedRead(
  'knowledge',
  ['knowledge-items'],
  async (): Promise<KnowledgeItemDTO[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'knowledge-items',
      depth: 1,
      pagination: false,
      sort: 'order',
      overrideAccess: false,
      populate: { media: MEDIA_POPULATE },
    })
    return docs.map((k) => ({
      title: k.title,
      image: mediaUrl(k.image, 'card'),
      content: k.content,
    }))
  },
)

export const listSlides = cachedRead('slides', ['slides'], async (): Promise<SlideDTO[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'slides',
    depth: 1,
    pagination: false,
    sort: 'order',
    overrideAccess: false,
    populate: { media: MEDIA_POPULATE },
  })
  return docs.map((s) => ({
    title: s.title,
    subtitle: s.subtitle ?? null,
    link: s.link,
    image: mediaUrl(s.image),
    mobile_image: mediaUrl(s.mobileImage ?? s.image),
  }))
})
