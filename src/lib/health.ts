import 'server-only'

import { onePerProcess } from '@/lib/onePerProcess'
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
    console.error('[health] database check failed:', (error as Error)?.message)
    return false
  })
  try {
    return await Promise.race([query, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** How long a probe may take, and how often a process that saw the database away asks again. */
const PROBE_TIMEOUT_MS = 1500
const PROBE_EVERY_MS = 1000

const state = onePerProcess('databaseAvailability', () => ({
  down: false,
  probing: null as Promise<boolean> | null,
  probedAt: 0,
  watching: false,
}))

/** One probe at a time per process; its answer decides whether requests are turned away. */
export function probeDatabase(): Promise<boolean> {
  state.probing ??= checkDatabase(PROBE_TIMEOUT_MS).then((ok) => {
    if (ok === state.down) console.info(`[health] database ${ok ? 'back' : 'unavailable'}`)
    state.down = !ok
    state.probedAt = Date.now()
    state.probing = null
    return ok
  })
  return state.probing
}

/**
 * Whether requests should be answered 503 now: the last probe failed. While so, a probe runs at
 * most once a second, so the site comes back by itself as soon as the database does.
 */
export function isDatabaseDown(): boolean {
  if (state.down && Date.now() - state.probedAt >= PROBE_EVERY_MS) void probeDatabase()
  return state.down
}

/** A request met an error that looks like the database: probe now rather than wait. */
export function suspectDatabase(): void {
  if (!state.probing && Date.now() - state.probedAt >= PROBE_EVERY_MS) void probeDatabase()
}

/**
 * A database server can go away between requests: a server process probes it every few seconds
 * (SQLite is a file of this process, and needs no watch).
 */
export function watchDatabase(everyMs = 2000): void {
  if (state.watching) return
  state.watching = true
  setInterval(() => void probeDatabase(), everyMs).unref()
}
