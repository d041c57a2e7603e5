import { onePerProcess } from '@/lib/onePerProcess'

const PROBE_EVERY_MS = 1000

// One state per process across bundles; the probe is registered at start (instrumentation.ts) so
// this module needs no Payload (docs/decisions/0011-database-outage.md).
const state = onePerProcess('databaseAvailability', () => ({
  down: false,
  check: null as (() => Promise<boolean>) | null,
  probing: null as Promise<boolean> | null,
  probedAt: 0,
  /** Failed probes in a row, and whether a request's error asked for the one under way. */
  failures: 0,
  suspected: false,
}))

export function registerDatabaseProbe(check: () => Promise<boolean>): void {
  state.check = check
}

/**
 * One probe at a time per process; its answer decides whether requests are turned away. A routine
 * probe (`suspected` false: the 2 s timer) marks the database down only on its second failure in a
 * row: one connection slower than the probe's timeout on a busy host is not an outage.
 */
export function probeDatabase(suspected = true): Promise<boolean> {
  const check = state.check
  if (!check) return Promise.resolve(!state.down)
  state.suspected ||= suspected
  state.probing ??= check().then((ok) => {
    state.failures = ok ? 0 : state.failures + 1
    const down = !ok && (state.down || state.suspected || state.failures >= 2)
    if (down !== state.down) console.info(`[health] database ${down ? 'unavailable' : 'back'}`)
    state.down = down
    state.probedAt = Date.now()
    state.probing = null
    state.suspected = false
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
  if (state.probing) state.suspected = true
  else if (Date.now() - state.probedAt >= PROBE_EVERY_MS) void probeDatabase()
}
