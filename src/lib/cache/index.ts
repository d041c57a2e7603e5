import { revalidateTag, unstable_cache } from 'next/cache'
import { cache } from 'react'

import { expireTags } from './handler.mjs'

/** On every catalogue read: a file change may show anywhere. */
export const CATALOG_TAG = 'catalog'

const TTL_SECONDS = Math.max(
  1,
  Math.round(Number(process.env.CATALOG_CACHE_TTL_MS ?? 600_000) / 1000),
)

// Also deduplicated per render (layout, metadata and page ask together). Answers are shared and
// pass through JSON: callers never mutate them, and they hold no Dates or Maps.
export function cachedRead<A extends unknown[], T>(
  name: string,
  tags: readonly string[],
  load: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return cache(
    unstable_cache(load, [name], { tags: [CATALOG_TAG, ...tags], revalidate: TTL_SECONDS }),
  )
}

// revalidateTag applies only once the answer is sent, and only inside a request; expireTags
// applies now, so the answer to an edit already sees it and a script's change is seen too.
export async function invalidate(tags: readonly string[]): Promise<void> {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a request (a script, a job): expireTags alone.
  }
  await expireTags(tags)
}
