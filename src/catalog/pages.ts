import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

import { cachedRead } from '@/lib/cache'
import { MEDIA_POPULATE, mediaUrl } from './media'
import { richTextToHtml } from './richText'
import type { PageDTO } from './types'

/** One page by slug: published to anyone, or (preview) its latest draft as a staff member sees it. */
async function readPage(
  payload: Payload,
  slug: string,
  preview?: { user: User },
): Promise<PageDTO | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    populate: { media: MEDIA_POPULATE },
    ...(preview ? { draft: true, user: preview.user } : {}),
  })
  const page = docs[0]
  if (!page) return null
  return {
    title: page.title,
    slug: page.slug,
    cover_photo: mediaUrl(page.cover),
    body: richTextToHtml(page.body),
  }
}

export const getPageBySlug = cachedRead(
  'page',
  ['pages'],
  async (slug: string): Promise<PageDTO | null> => readPage(await getPayloadClient(), slug),
)

/** A page's latest draft for a staff member's preview: never cached, never shown to anyone else. */
export async function getPageDraft(slug: string, user: User): Promise<PageDTO | null> {
  return readPage(await getPayloadClient(), slug, { user })
}
