import { revalidateTag, unstable_cache } from 'next/cache'
import { cache } from 'react'

import { expireTags } from './handler.mjs'

/**
 * Catalogue reads are cached in Next's data cache (./handler.mjs) under the tags of what they show
 * and CATALOG_TAG (a file change may show anywhere), expired by Payload's hooks
 * (src/lib/cache/invalidate.ts); CATALOG_CACHE_TTL_MS is a safety net for changes made without.
 */
export const CATALOG_TAG = 'catalog'

const TTL_SECONDS = Math.max(
  1,
  Math.round(Number(process.env.CATALOG_CACHE_TTL_MS ?? 600_000) / 1000),
)

/**
 * `load`, cached under its name and arguments until one of `tags` changes, and read once per render
 * (React's cache: the layout, metadata and page ask together). Answers are shared and pass through
 * JSON: callers never mutate them, and they hold no Dates or Maps.
 */
export function cachedRead<A extends unknown[], T>(
  name: string,
  tags: readonly string[],
  load: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return cache(
    unstable_cache(load, [name], { tags: [CATALOG_TAG, ...tags], revalidate: TTL_SECONDS }),
  )
}

/**
 * Expires `tags` after a change. Next's revalidateTag applies once the request's answer is sent
 * (and only inside a request); expireTags applies now, in this process and, with REDIS_URL, in
 * every instance, so the answer to an edit already sees it and a script's change is seen too.
 */
export async function invalidate(tags: readonly string[]): Promise<void> {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a request (a script, a job): expireTags alone.
  }
  await expireTags(tags)
}
