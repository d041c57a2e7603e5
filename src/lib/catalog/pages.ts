import 'server-only'

import { getPayloadClient } from '@/lib/payload'

import { cachedRead } from '@/lib/cache'
import { MEDIA_POPULATE, mediaUrl } from './media'
import { richTextToHtml } from './richText'
import type { PageDTO } from './types'

export const getPageBySlug = cachedRead(
  'page',
  ['pages'],
  async (slug: string): Promise<PageDTO | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      depth: 1,
      limit: 1,
      pagination: false,
      overrideAccess: false,
      populate: { media: MEDIA_POPULATE },
    })
    const page = docs[0]
    if (!page) return null
    return {
      title: page.title,
      slug: page.slug,
      cover_photo: mediaUrl(page.cover),
      body: richTextToHtml(page.body),
    }
  },
)
