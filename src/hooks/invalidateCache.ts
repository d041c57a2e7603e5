import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { ALL, invalidate, tagsForChange } from '@/lib/cache'

/**
 * Catalogue hooks: a change drops exactly the cached reads that show it, in this process at once
 * and in every other one through the invalidation log (src/lib/cache). A product edit drops its
 * page and API answer, the pages that show it as related, every listing (`products`), and its
 * search entry; the sitemap is built from those same reads.
 */
export function invalidateOnChange(collection: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, req }) => {
        await invalidate(req.payload, tagsForChange(collection, doc.id), req)
        return doc
      },
    ],
    afterDelete: [
      async ({ id, req }) => {
        await invalidate(req.payload, tagsForChange(collection, id), req)
      },
    ],
  }
}

/**
 * Files (images, datasheets): a new one is shown nowhere yet; an edited or deleted one may be
 * shown anywhere, so everything goes.
 */
export function invalidateOnFileChange(): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, req, operation }) => {
        if (operation === 'update') await invalidate(req.payload, [ALL], req)
        return doc
      },
    ],
    afterDelete: [
      async ({ req }) => {
        await invalidate(req.payload, [ALL], req)
      },
    ],
  }
}

export function invalidateGlobal(slug: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await invalidate(req.payload, [`globals:${slug}`], req)
    return doc
  }
}
