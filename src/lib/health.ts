import 'server-only'

import { getPayloadClient } from '@/lib/payload'

/**
 * True when the database answers a one-row read within `timeoutMs`. Errors and slowness are both
 * "not ready"; the reason is logged, never shown.
 */
export async function checkDatabase(timeoutMs: number, log = true): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const query = (async () => {
    const payload = await getPayloadClient()
    await payload.find({
      collection: 'users',
      limit: 1,
      depth: 0,
      pagination: false,
      select: {},
      overrideAccess: true,
    })
    return true
  })().catch((error: unknown) => {
    if (log) console.error('[health] database check failed:', (error as Error)?.message)
    return false
  })
  try {
    return await Promise.race([query, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** How long a probe may take: a database that answers slower is as good as away. */
export const PROBE_TIMEOUT_MS = 1500
