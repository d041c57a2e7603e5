import 'server-only'

import { catalogCache, invalidationSyncStarted, startInvalidationSync } from '@/lib/cache'
import { getPayloadClient } from '@/lib/payload'

/**
 * Wraps a catalogue read in the process's tagged cache (src/lib/cache): same arguments, same
 * answer, until a change to something listed in its tags. `tags` is a fixed list, or computed
 * from the answer (a product page depends on that product, its brand, category and related ones).
 * Answers are shared between requests: callers never mutate them.
 */
export function cachedRead<A extends unknown[], T>(
  name: string,
  tags: readonly string[] | ((value: T, ...args: A) => readonly string[]),
  load: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return async (...args: A) => {
    // Once per process: reads from memory need no Payload client.
    if (!invalidationSyncStarted()) startInvalidationSync(await getPayloadClient())
    return catalogCache.getOrLoad(
      `${name}:${JSON.stringify(args)}`,
      () => load(...args),
      (value) => (typeof tags === 'function' ? tags(value, ...args) : tags),
    )
  }
}
