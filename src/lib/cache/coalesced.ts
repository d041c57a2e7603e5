import { invalidate } from './index'

/**
 * Expires `tags` at most once every `everyMs` while a long writer (a batched import) changes them,
 * and once more at `flush()`: expiring after every batch left the instances' caches empty for the
 * whole import (docs/decisions/0018-batched-catalogue-import.md).
 */
export function coalescedExpiry(tags: readonly string[], everyMs: number) {
  let last = 0
  let pending = false
  const flush = async (): Promise<void> => {
    if (!pending) return
    pending = false
    last = Date.now()
    await invalidate(tags)
  }
  return {
    flush,
    async changed(): Promise<void> {
      pending = true
      if (Date.now() - last >= everyMs) await flush()
    },
  }
}

export type CoalescedExpiry = ReturnType<typeof coalescedExpiry>
