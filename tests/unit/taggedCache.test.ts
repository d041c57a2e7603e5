import { describe, expect, it } from 'vitest'

import { ALL, TaggedCache, tagsForChange } from '@/lib/cache/tagged'

const make = (now = () => 0, maxEntries = 100) => new TaggedCache({ ttlMs: 1000, maxEntries, now })

describe('TaggedCache', () => {
  it('loads once, then answers from memory until a tag of the entry is invalidated', async () => {
    const cache = make()
    let loads = 0
    const load = async () => ({ n: ++loads })
    const tags = () => ['products:1', 'brands:2']
    expect(await cache.getOrLoad('p1', load, tags)).toEqual({ n: 1 })
    expect(await cache.getOrLoad('p1', load, tags)).toEqual({ n: 1 })
    expect(cache.invalidate(['products:9', 'categories'])).toBe(0)
    expect(await cache.getOrLoad('p1', load, tags)).toEqual({ n: 1 })
    expect(cache.invalidate(['brands:2'])).toBe(1)
    expect(await cache.getOrLoad('p1', load, tags)).toEqual({ n: 2 })
  })

  it('drops only the entries that carry the tag; ALL drops everything', async () => {
    const cache = make()
    await cache.getOrLoad(
      'list',
      async () => 'list',
      () => ['products'],
    )
    await cache.getOrLoad(
      'p1',
      async () => 'p1',
      () => ['products:1'],
    )
    await cache.getOrLoad(
      'p2',
      async () => 'p2',
      () => ['products:2'],
    )
    expect(cache.invalidate(tagsForChange('products', 1))).toBe(2)
    expect(cache.get('p2')).toEqual({ value: 'p2' })
    expect(cache.get('list')).toBeUndefined()
    expect(cache.invalidate([ALL])).toBe(1)
    expect(cache.size).toBe(0)
  })

  it('shares one load between concurrent callers', async () => {
    const cache = make()
    let loads = 0
    const load = () => new Promise<number>((r) => setTimeout(() => r(++loads), 10))
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', load, () => [])))
    expect(answers).toEqual([1, 1, 1])
    expect(loads).toBe(1)
  })

  it('does not keep an answer whose load was overtaken by an invalidation', async () => {
    const cache = make()
    let release!: (v: string) => void
    const slow = cache.getOrLoad(
      'k',
      () => new Promise<string>((r) => (release = r)),
      () => ['t'],
    )
    cache.invalidate(['other'])
    release('old')
    expect(await slow).toBe('old')
    expect(cache.get('k')).toBeUndefined()
    expect(
      await cache.getOrLoad(
        'k',
        async () => 'new',
        () => ['t'],
      ),
    ).toBe('new')
    expect(cache.get('k')).toEqual({ value: 'new' })
  })

  it('forgets entries after the TTL and keeps at most maxEntries, least recently used first', async () => {
    let time = 0
    const cache = make(() => time, 2)
    cache.set('a', 1, [])
    cache.set('b', 2, [])
    cache.get('a')
    cache.set('c', 3, [])
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toEqual({ value: 1 })
    time = 1000
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('c')).toBeUndefined()
  })

  it('does not let a failed load poison the key', async () => {
    const cache = make()
    await expect(
      cache.getOrLoad(
        'k',
        () => Promise.reject(new Error('db')),
        () => [],
      ),
    ).rejects.toThrow('db')
    expect(
      await cache.getOrLoad(
        'k',
        async () => 'ok',
        () => [],
      ),
    ).toBe('ok')
  })
})
