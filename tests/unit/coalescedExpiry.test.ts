// A batched import expires the catalogue's cached reads every few seconds, and at its end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const expired: string[][] = []
vi.mock('@/lib/cache', () => ({
  invalidate: async (tags: string[]) => {
    expired.push([...tags])
  },
}))

const { coalescedExpiry } = await import('@/lib/cache/coalesced')

beforeEach(() => {
  expired.length = 0
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('coalesced cache expiry', () => {
  it('expires at the first change, then at most once per interval, and once more at the end', async () => {
    const expiry = coalescedExpiry(['products'], 5000)
    await expiry.flush()
    expect(expired).toEqual([])
    await expiry.changed()
    expect(expired).toEqual([['products']])
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(400)
      await expiry.changed()
    }
    expect(expired).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    await expiry.changed()
    expect(expired).toHaveLength(2)
    vi.advanceTimersByTime(100)
    await expiry.changed()
    await expiry.flush()
    expect(expired).toHaveLength(3)
    // Nothing changed since: the end expires nothing more.
    await expiry.flush()
    expect(expired).toHaveLength(3)
  })
})
