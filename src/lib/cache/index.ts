import { revalidateTag, unstable_cache } from 'next/cache'

import { expireTags } from './handler.mjs'

/**
 * Catalogue reads are cached with Next's data cache (`unstable_cache`, kept by ./handler.mjs) under
 * the tags of the collections and globals they show, plus CATALOG_TAG. Payload's hooks expire
 * those tags on every change (src/hooks/invalidateCache.ts). Reads stay cached for at most
 * CATALOG_CACHE_TTL_MS, a safety net for changes made without the hooks.
 */
export const CATALOG_TAG = 'catalog'

const TTL_SECONDS = Math.max(
  1,
  Math.round(Number(process.env.CATALOG_CACHE_TTL_MS ?? 600_000) / 1000),
)

/**
 * `load`, cached under its name and arguments until one of `tags` changes. Answers are shared
 * between requests (callers never mutate them) and pass through JSON: no Dates, no Maps.
 */
export function cachedRead<A extends unknown[], T>(
  name: string,
  tags: readonly string[],
  load: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return unstable_cache(load, [name], { tags: [CATALOG_TAG, ...tags], revalidate: TTL_SECONDS })
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
