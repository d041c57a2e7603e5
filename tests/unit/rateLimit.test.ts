import { randomUUID } from 'node:crypto'
import net from 'node:net'

import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import {
  checkRateLimit,
  MemoryRateLimitStore,
  rateLimitOptions,
  RedisRateLimitStore,
} from '@/lib/security/rateLimit'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

describe('rate limit options', () => {
  it('defaults to 5 posts in 10 minutes and reads the environment', () => {
    expect(rateLimitOptions({})).toEqual({ max: 5, windowMs: 600_000 })
    expect(rateLimitOptions({ RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_MS: '60000' })).toEqual({
      max: 20,
      windowMs: 60_000,
    })
    expect(rateLimitOptions({ RATE_LIMIT_MAX: '-1', RATE_LIMIT_WINDOW_MS: 'abc' })).toEqual({
      max: 5,
      windowMs: 600_000,
    })
  })
})

describe('MemoryRateLimitStore', () => {
  it('allows max posts per window, then refuses with the seconds left, then starts again', async () => {
    let now = 1_000_000
    const store = new MemoryRateLimitStore(1000, () => now)
    const options = { max: 5, windowMs: 600_000 }
    for (let i = 1; i <= 5; i++) {
      const result = await checkRateLimit('contact:1.2.3.4', options, store)
      expect(result.allowed, `post ${i}`).toBe(true)
    }
    now += 60_000
    const sixth = await checkRateLimit('contact:1.2.3.4', options, store)
    expect(sixth).toEqual({ allowed: false, count: 6, retryAfterSeconds: 540 })
    // Another address and another form have their own counters.
    expect((await checkRateLimit('contact:5.6.7.8', options, store)).allowed).toBe(true)
    expect((await checkRateLimit('application:1.2.3.4', options, store)).allowed).toBe(true)
    now += 540_000
    expect(await checkRateLimit('contact:1.2.3.4', options, store)).toEqual({
      allowed: true,
      count: 1,
      retryAfterSeconds: 600,
    })
  })

  it('keeps memory bounded: expired windows are pruned and the oldest go past maxKeys', async () => {
    let now = 0
    const store = new MemoryRateLimitStore(100, () => now)
    for (let i = 0; i < 1000; i++) await store.hit(`k${i}`, 1000)
    expect(store.size).toBe(100)
    // The newest keys survived, the oldest were evicted.
    expect((await store.hit('k999', 1000)).count).toBe(2)
    expect((await store.hit('k0', 1000)).count).toBe(1)
    now += 1001
    await store.hit('fresh', 1000)
    expect(store.size).toBe(1)
  })
})

const redisUp = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL)
  const socket = net.connect(Number(url.port || 6379), url.hostname)
  socket.once('connect', () => {
    socket.destroy()
    resolve(true)
  })
  socket.once('error', () => resolve(false))
})

describe.runIf(redisUp || process.env.CI)('RedisRateLimitStore', () => {
  const clients: Redis[] = []
  const client = () => {
    const redis = new Redis(REDIS_URL)
    clients.push(redis)
    return redis
  }
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()))
  })

  it('shares one counter between instances, with an expiry on the key', async () => {
    const prefix = `vitrin-test:${randomUUID()}:`
    const a = new RedisRateLimitStore(client(), prefix)
    const b = new RedisRateLimitStore(client(), prefix)
    const options = { max: 5, windowMs: 60_000 }
    const results = []
    for (let i = 0; i < 6; i++)
      results.push(await checkRateLimit('contact:9.9.9.9', options, i % 2 ? a : b))
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 6])
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false])
    expect(results[5]!.retryAfterSeconds).toBeGreaterThan(0)
    expect(results[5]!.retryAfterSeconds).toBeLessThanOrEqual(60)
    const ttl = await clients[0]!.pttl(`${prefix}contact:9.9.9.9`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it('counts concurrent posts atomically', async () => {
    const prefix = `vitrin-test:${randomUUID()}:`
    const stores = [client(), client(), client()].map((r) => new RedisRateLimitStore(r, prefix))
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stores[i % 3]!.hit('k', 60_000)),
    )
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    )
  })

  it('falls back to memory when Redis fails, so the limit still holds', async () => {
    const broken = { hit: () => Promise.reject(new Error('ECONNREFUSED')) }
    const options = { max: 2, windowMs: 60_000 }
    const key = `fallback:${randomUUID()}`
    const errors = console.error
    console.error = () => undefined
    try {
      const allowed = []
      for (let i = 0; i < 3; i++) allowed.push((await checkRateLimit(key, options, broken)).allowed)
      expect(allowed).toEqual([true, true, false])
    } finally {
      console.error = errors
    }
  })
})
