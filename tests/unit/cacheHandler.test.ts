import { Redis } from 'ioredis'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { has } from '../helpers/requirements'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const STATE = Symbol.for('vitrin.cacheHandler')

/** A fresh copy of the handler module and its process state, with the given environment. */
async function load(env: Record<string, string>) {
  vi.resetModules()
  delete (globalThis as Record<symbol, unknown>)[STATE]
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
  return import('@/lib/cache/handler.mjs')
}

const fetchValue = (body: unknown) => ({ kind: 'FETCH', data: { body: JSON.stringify(body) } })
/** What Next does per request: a new handler; a get as unstable_cache asks it. */
const request = (mod: Awaited<ReturnType<typeof load>>) => new mod.default()

beforeEach(() => {
  vi.unstubAllEnvs()
})

describe('cache handler (src/lib/cache/handler.mjs), one process', () => {
  it('keeps a value until one of its tags is expired, then answers a miss', async () => {
    const mod = await load({ REDIS_URL: '' })
    const cache = request(mod)
    await cache.set('a', fetchValue(1), { tags: ['catalog', 'products'] })
    await cache.set('b', fetchValue(2), { tags: ['catalog', 'brands'] })
    expect((await cache.get('a', { tags: ['catalog', 'products'] }))?.value).toEqual(fetchValue(1))
    // An entry counts as made before it was stored: an expiry just before it still drops it.
    await mod.expireTags(['products'])
    expect(await request(mod).get('a', { tags: ['catalog', 'products'] })).toBeNull()
    await request(mod).revalidateTag(['brands'])
    expect(await request(mod).get('b', { tags: ['catalog', 'brands'] })).toBeNull()
  })

  it('checks the tags the entry was stored with and those the read names', async () => {
    const mod = await load({ REDIS_URL: '' })
    const cache = request(mod)
    await cache.set('c', fetchValue(3), { tags: ['pages'] })
    await mod.expireTags(['_N_T_/kurumsal'])
    expect(await cache.get('c', { tags: ['pages'] })).not.toBeNull()
    expect(await cache.get('c', { tags: ['pages'], softTags: ['_N_T_/kurumsal'] })).toBeNull()
    expect(await cache.get('missing')).toBeNull()
  })

  it('keeps at most CATALOG_CACHE_MAX_ENTRIES, dropping the least recently used', async () => {
    const mod = await load({ REDIS_URL: '', CATALOG_CACHE_MAX_ENTRIES: '3' })
    const cache = request(mod)
    for (const key of ['k1', 'k2', 'k3']) await cache.set(key, fetchValue(key), { tags: [] })
    await cache.get('k1') // now the most recently used
    await cache.set('k4', fetchValue('k4'), { tags: [] })
    expect(await cache.get('k2')).toBeNull()
    for (const key of ['k1', 'k3', 'k4']) expect(await cache.get(key), key).not.toBeNull()
  })
})

describe('cache handler: bounded in bytes', () => {
  type State = { entries: Map<string, { size: number }>; bytes: number }
  const state = () => (globalThis as Record<symbol, unknown>)[STATE] as State
  /** A FETCH value whose body is about `kb` kB as V8 holds it (two bytes a character). */
  const sized = (kb: number) => fetchValue('ş'.repeat(kb * 512))
  const budget = { REDIS_URL: '', CATALOG_CACHE_MAX_BYTES: String(1024 * 1024) }
  const kept = async (cache: { get(key: string): Promise<unknown> }, keys: string[]) => {
    const out: string[] = []
    for (const key of keys) if (await cache.get(key)) out.push(key)
    return out
  }

  it('keeps many distinct large entries under CATALOG_CACHE_MAX_BYTES', async () => {
    const mod = await load(budget)
    const cache = request(mod)
    const keys = Array.from({ length: 50 }, (_, i) => `/urunler/kamera?f_x=${i}`)
    for (const key of keys) {
      await cache.set(key, sized(220), { tags: [] })
      expect(state().bytes).toBeLessThanOrEqual(1024 * 1024)
    }
    // Five entries of 220 kB would pass the budget: the last four are kept.
    expect(await kept(cache, keys)).toEqual(keys.slice(-4))
  })

  it('drops the least recently used first, by bytes as by count', async () => {
    const mod = await load(budget)
    const cache = request(mod)
    for (const key of ['a', 'b', 'c', 'd']) await cache.set(key, sized(250), { tags: [] })
    await cache.get('a') // now the most recently used
    await cache.set('e', sized(250), { tags: [] })
    expect(await kept(cache, ['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'c', 'd', 'e'])
  })

  it('does not keep an entry larger than a quarter of the budget, nor drop others for it', async () => {
    const mod = await load(budget)
    const cache = request(mod)
    await cache.set('small', sized(10), { tags: [] })
    await cache.set('huge', sized(300), { tags: [] })
    expect(await cache.get('huge')).toBeNull()
    expect(await cache.get('small')).not.toBeNull()
    // A value that grows past the limit replaces the old one with nothing.
    await cache.set('small', sized(300), { tags: [] })
    expect(await cache.get('small')).toBeNull()
    expect(state().bytes).toBe(0)
  })

  it('counts a replaced or expired entry once, by its latest size', async () => {
    const mod = await load(budget)
    const cache = request(mod)
    const total = () => [...state().entries.values()].reduce((sum, e) => sum + e.size, 0)
    for (let i = 0; i < 5; i++) await cache.set('k', sized(200), { tags: ['products'] })
    await cache.set('k', sized(20), { tags: ['products'] })
    expect(state().bytes).toBe(total())
    expect(state().bytes).toBeLessThan(50 * 1024)
    for (const key of ['a', 'b', 'c', 'd']) await cache.set(key, sized(200), { tags: [] })
    expect(await kept(cache, ['k', 'a', 'b', 'c', 'd'])).toEqual(['k', 'a', 'b', 'c', 'd'])
    await mod.expireTags(['products'])
    expect(await request(mod).get('k', { tags: ['products'] })).toBeNull()
    expect(state().bytes).toBe(total())
  })
})

describe.runIf(await has('redis'))('cache handler: instances sharing tags through Redis', () => {
  const prefix = `vitrin-test:${process.pid}:${Date.now()}`
  const admin = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  afterAll(async () => {
    await admin.del(`${prefix}:tags`).catch(() => undefined)
    admin.disconnect()
  })

  it('sees a tag another instance expired, from its next request on', async () => {
    const mod = await load({ REDIS_URL, CACHE_PREFIX: prefix })
    const cache = request(mod)
    await cache.set('p', fetchValue('old'), { tags: ['catalog', 'products'] })
    expect(await cache.get('p', { tags: ['products'] })).not.toBeNull()
    // Another instance's change, a moment after this entry was stored: only the hash says so.
    await new Promise((r) => setTimeout(r, 50))
    await admin.hset(`${prefix}:tags`, 'products', String(Date.now()))
    expect(await request(mod).get('p', { tags: ['products'] })).toBeNull()
    // And this instance's expiries reach the hash for the others.
    await mod.expireTags(['brands'])
    expect(Number(await admin.hget(`${prefix}:tags`, 'brands'))).toBeGreaterThan(Date.now() - 5000)
  })

  it('with Redis away, still answers from memory and honours its own expiries', async () => {
    const mod = await load({ REDIS_URL: 'redis://127.0.0.1:1', CACHE_PREFIX: prefix })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const cache = request(mod)
    await cache.set('q', fetchValue('x'), { tags: ['slides'] })
    expect(await request(mod).get('q', { tags: ['slides'] })).not.toBeNull()
    await mod.expireTags(['slides'])
    expect(await request(mod).get('q', { tags: ['slides'] })).toBeNull()
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })
})
