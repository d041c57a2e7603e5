import { Redis } from 'ioredis'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

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

describe('cache handler: instances sharing tags through Redis', () => {
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
