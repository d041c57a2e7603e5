import { onePerProcess } from '@/lib/onePerProcess'

const PROBE_EVERY_MS = 1000

// One state per process across bundles; the probe is registered at start (instrumentation.ts) so
// this module needs no Payload (docs/decisions/0011-database-outage.md).
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

/** While down, probes keep running, so the site comes back by itself with the database. */
export function isDatabaseDown(): boolean {
  if (state.down && Date.now() - state.probedAt >= PROBE_EVERY_MS) void probeDatabase()
  return state.down
}

export function suspectDatabase(): void {
  if (!state.probing && Date.now() - state.probedAt >= PROBE_EVERY_MS) void probeDatabase()
}
