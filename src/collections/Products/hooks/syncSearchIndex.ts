import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { productIndex } from '@/lib/search/productIndex'

// The search index lives in the server process; these hooks make an edit made through this
// process visible to the next search at once. Edits from other processes (the seed, another
// instance) are picked up by the index's own freshness check.
export const syncSearchIndexAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  productIndex.markDirty(doc.id)
  return doc
}

export const syncSearchIndexAfterDelete: CollectionAfterDeleteHook = ({ id }) => {
  productIndex.markDirty(id)
}
