import { onePerProcess } from '@/lib/onePerProcess'

/** How often, at most, a process that saw the database away asks again. */
const PROBE_EVERY_MS = 1000

/**
 * Whether the database answered its last probe, one state per process (the proxy, pages, route
 * handlers and Payload's hooks are bundles of their own). The probe itself is registered at start
 * (src/instrumentation.ts), so that this module needs no Payload: docs/decisions/0011.
 */
const state = onePerProcess('databaseAvailability', () => ({
  down: false,
  check: null as (() => Promise<boolean>) | null,
  probing: null as Promise<boolean> | null,
  probedAt: 0,
}))

export function registerDatabaseProbe(check: () => Promise<boolean>): void {
  state.check = check
}

/** One probe at a time per process; its answer decides whether requests are turned away. */
export function probeDatabase(): Promise<boolean> {
  const check = state.check
  if (!check) return Promise.resolve(!state.down)
  state.probing ??= check().then((ok) => {
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
