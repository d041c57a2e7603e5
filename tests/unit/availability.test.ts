// The database's up/down state (src/lib/db/availability.ts): a request's error marks it down on one
// failed probe, the 2 s timer only on two in a row; one good probe brings it back.
import { beforeEach, describe, expect, it, vi } from 'vitest'

type Availability = typeof import('@/lib/db/availability')

let answers: boolean[]
let availability: Availability

beforeEach(async () => {
  // The state lives on globalThis (one per process): a fresh one for each test.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('vitrin.databaseAvailability')]
  vi.resetModules()
  availability = await import('@/lib/db/availability')
  answers = []
  availability.registerDatabaseProbe(async () => answers.shift() ?? true)
})

describe('database availability', () => {
  it('a routine probe that fails once leaves the site up; twice in a row, it is down', async () => {
    answers = [false, true, false, false]
    await availability.probeDatabase(false)
    expect(availability.isDatabaseDown()).toBe(false)
    await availability.probeDatabase(false)
    await availability.probeDatabase(false)
    expect(availability.isDatabaseDown()).toBe(false)
    await availability.probeDatabase(false)
    expect(availability.isDatabaseDown()).toBe(true)
  })

  it("a probe a request's error asked for marks it down at once, and one good probe ends it", async () => {
    answers = [false, false, true]
    await availability.probeDatabase()
    expect(availability.isDatabaseDown()).toBe(true)
    // While down, a routine probe's failure keeps it down.
    await availability.probeDatabase(false)
    expect(availability.isDatabaseDown()).toBe(true)
    await availability.probeDatabase(false)
    expect(availability.isDatabaseDown()).toBe(false)
  })

  it('an error met while a routine probe runs makes that probe decide at once', async () => {
    let fail: (ok: boolean) => void = () => {}
    availability.registerDatabaseProbe(() => new Promise<boolean>((r) => (fail = r)))
    const routine = availability.probeDatabase(false)
    availability.suspectDatabase()
    fail(false)
    await routine
    expect(availability.isDatabaseDown()).toBe(true)
  })
})
