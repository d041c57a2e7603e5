import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import { CATALOG_TAG, invalidate } from '@/lib/cache'

/**
 * Catalogue hooks: a change expires the cached reads that show its collection or global
 * (src/lib/cache). `context.disableRevalidate` skips it (the seed, before the server starts).
 */
const skip = (context: RequestContext) => Boolean(context.disableRevalidate)

export function invalidateOnChange(collection: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, context }) => {
        if (!skip(context)) await invalidate([collection])
        return doc
      },
    ],
    afterDelete: [
      async ({ context }) => {
        if (!skip(context)) await invalidate([collection])
      },
    ],
  }
}

/**
 * Files (images, datasheets): a new one is shown nowhere yet; an edited or deleted one may be
 * shown anywhere, so every catalogue read goes.
 */
export function invalidateOnFileChange(): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, operation, context }) => {
        if (operation === 'update' && !skip(context)) await invalidate([CATALOG_TAG])
        return doc
      },
    ],
    afterDelete: [
      async ({ context }) => {
        if (!skip(context)) await invalidate([CATALOG_TAG])
      },
    ],
  }
}

export function invalidateGlobal(slug: string): GlobalAfterChangeHook {
  return async ({ doc, context }) => {
    if (!skip(context)) await invalidate([`globals:${slug}`])
    return doc
  }
}
