import 'server-only'

import type { Category } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'

import { cachedRead } from '@/lib/cache'
import { MEDIA_POPULATE, mediaUrl } from './media'
import { listProductCards } from './productCards'
import type { CategoryDTO, CategoryNodeDTO } from './types'

export type FlatCategory = Pick<
  Category,
  'id' | 'name' | 'slug' | 'order' | 'description' | 'image'
> & {
  parent?: number | string | null
}

/** Every category, flat, ordered (a small table: read whole and walked in memory). */
export const listAllCategories = cachedRead(
  'allCategories',
  ['categories'],
  async (): Promise<FlatCategory[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      depth: 1,
      pagination: false,
      sort: ['order', 'name'],
      overrideAccess: false,
      select: { name: true, slug: true, order: true, parent: true, description: true, image: true },
      populate: { media: MEDIA_POPULATE, categories: {} },
    })
    return docs.map((d) => ({
      ...d,
      parent: d.parent && typeof d.parent === 'object' ? d.parent.id : (d.parent ?? null),
    })) as FlatCategory[]
  },
)

export function childrenOf(all: FlatCategory[], id: FlatCategory['id'] | null): FlatCategory[] {
  return all.filter((c) => (c.parent ?? null) === id)
}

function toNode(all: FlatCategory[], c: FlatCategory, parentSlug: string | null): CategoryNodeDTO {
  return {
    name: c.name,
    slug: c.slug,
    image: mediaUrl(c.image, 'card'),
    parent: parentSlug,
    children: childrenOf(all, c.id).map((child) => toNode(all, child, c.slug)),
  }
}

/** The category tree: top categories, each with its children to any depth. */
export async function listCategories(): Promise<CategoryNodeDTO[]> {
  const all = await listAllCategories()
  return childrenOf(all, null).map((c) => toNode(all, c, null))
}

/** `/urunler/{top}` or `/urunler/{top}/{child}`: the category the path names, or null. */
export async function resolveCategoryPath(slugs: string[]) {
  const all = await listAllCategories()
  const top = all.find((c) => c.slug === slugs[0] && !c.parent)
  if (!top) return null
  if (slugs.length === 1) return { all, top, current: top }
  const child = all.find((c) => c.slug === slugs[1] && c.parent === top.id)
  return child ? { all, top, current: child } : null
}

/** A category and the published products of it and of all its sub-categories. */
export async function getCategoryBySlug(slug: string): Promise<CategoryDTO | null> {
  const all = await listAllCategories()
  const category = all.find((c) => c.slug === slug)
  if (!category) return null
  const ids = descendantIds(all, category.id)
  const parent = all.find((c) => c.id === category.parent)
  return {
    name: category.name,
    slug: category.slug,
    description: category.description ?? null,
    image: mediaUrl(category.image, 'card'),
    parent: parent ? { name: parent.name, slug: parent.slug } : null,
    children: childrenOf(all, category.id).map((c) => ({ name: c.name, slug: c.slug })),
    products: await listProductCards({ category: { in: ids } }),
  }
}

/** A category's id and the ids of all categories below it, to any depth. */
export function descendantIds(all: FlatCategory[], id: FlatCategory['id']): FlatCategory['id'][] {
  const ids = [id]
  for (let i = 0; i < ids.length; i++) {
    for (const child of childrenOf(all, ids[i]!)) ids.push(child.id)
  }
  return ids
}
