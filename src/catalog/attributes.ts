import 'server-only'

import { cachedRead } from '@/lib/cache'
import { getPayloadClient } from '@/lib/payload'

import type { AttributeDef } from './attributeValues'

/** Every filter attribute, in order, once per request (joined into products and listings). */
export const listAttributeDefs = cachedRead(
  'attributeDefs',
  ['attributes'],
  async (): Promise<AttributeDef[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'attributes',
      depth: 0,
      pagination: false,
      sort: ['order', 'name'],
      overrideAccess: false,
      select: {
        name: true,
        slug: true,
        unit: true,
        kind: true,
        options: true,
        facet: true,
        order: true,
      },
    })
    return docs.map((d) => ({
      id: d.id,
      slug: d.slug,
      name: d.name,
      unit: d.unit ?? null,
      kind: d.kind,
      options: d.options ?? [],
      facet: d.facet !== false,
      order: d.order ?? 0,
    }))
  },
)
