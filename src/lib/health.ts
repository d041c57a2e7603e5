import 'server-only'

import { getPayloadClient } from '@/lib/payload'

/**
 * True when the database answers a one-row read within `timeoutMs`. Errors and slowness are both
 * "not ready"; the reason is logged, never shown.
 */
export async function checkDatabase(timeoutMs: number): Promise<boolean> {
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
    console.error('[readyz] database check failed:', (error as Error)?.message)
    return false
  })
  try {
    return await Promise.race([query, timeout])
  } finally {
    clearTimeout(timer)
  }
}
