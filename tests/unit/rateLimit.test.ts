import { randomUUID } from 'node:crypto'
import net from 'node:net'

import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import {
  checkRateLimit,
  createRateLimiter,
  mailRateLimitOptions,
  rateLimitOptions,
  type RateLimitOptions,
  type RateLimitResult,
} from '@/lib/security/rateLimit'
import { has } from '../helpers/requirements'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const TEN_MINUTES = { max: 5, windowMs: 600_000 }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Limiter = ReturnType<typeof createRateLimiter>

async function posts(n: number, key: string, options: RateLimitOptions, limiter: Limiter) {
  const results: RateLimitResult[] = []
  for (let i = 0; i < n; i++) results.push(await checkRateLimit(key, options, limiter))
  return results
}

/** A fresh copy of the module, as a new process would load it with `env`. */
async function freshModule(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  return import('@/lib/security/rateLimit')
}

/** A TCP port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('rate limit options', () => {
  it('defaults to 20 posts per address and 5 per e-mail in 10 minutes, read from the environment', () => {
    expect(rateLimitOptions({})).toEqual({ max: 20, windowMs: 600_000 })
    expect(mailRateLimitOptions({})).toEqual({ max: 5, windowMs: 600_000 })
    expect(rateLimitOptions({ RATE_LIMIT_MAX: '30', RATE_LIMIT_WINDOW_MS: '60000' })).toEqual({
      max: 30,
      windowMs: 60_000,
    })
    expect(
      mailRateLimitOptions({ RATE_LIMIT_MAIL_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' }),
    ).toEqual({ max: 3, windowMs: 60_000 })
    expect(rateLimitOptions({ RATE_LIMIT_MAX: '-1', RATE_LIMIT_WINDOW_MS: 'abc' })).toEqual({
      max: 20,
      windowMs: 600_000,
    })
    expect(rateLimitOptions({ RATE_LIMIT_MAX: '2.5', RATE_LIMIT_WINDOW_MS: '' })).toEqual({
      max: 20,
      windowMs: 600_000,
    })
  })
})

describe('memory limiter', () => {
  it('allows 5 posts per key in 10 minutes, then refuses with the whole seconds left', async () => {
    const limiter = createRateLimiter(TEN_MINUTES)
    const results = await posts(7, 'contact:1.2.3.4', TEN_MINUTES, limiter)
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false, false])
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 6, 7])
    for (const { retryAfterSeconds } of results) {
      expect(Number.isInteger(retryAfterSeconds)).toBe(true)
      expect(retryAfterSeconds).toBeGreaterThanOrEqual(599)
      expect(retryAfterSeconds).toBeLessThanOrEqual(600)
    }
    // Another address and another form have their own counters.
    for (const key of ['contact:5.6.7.8', 'application:1.2.3.4']) {
      expect(await checkRateLimit(key, TEN_MINUTES, limiter)).toMatchObject({
        allowed: true,
        count: 1,
      })
    }
  })

  it('starts a new window when the old one ends, and drops the expired key', async () => {
    const options = { max: 2, windowMs: 1000 }
    const limiter = createRateLimiter(options)
    const first = await posts(3, 'k', options, limiter)
    expect(first.map((r) => r.allowed)).toEqual([true, true, false])
    expect(first[2]!.retryAfterSeconds).toBe(1)
    await sleep(600)
    // Under a second left: rounded up, as a Retry-After of 0 would invite an instant retry.
    expect(await checkRateLimit('k', options, limiter)).toEqual({
      allowed: false,
      count: 4,
      retryAfterSeconds: 1,
    })
    await sleep(500)
    // Gone from memory, not just out of date: many addresses cannot pile up keys.
    expect(await limiter.get('k')).toBeNull()
    expect(await checkRateLimit('k', options, limiter)).toEqual({
      allowed: true,
      count: 1,
      retryAfterSeconds: 1,
    })
  })

  it('rounds a window shorter than a second up to one: Retry-After is never 0', async () => {
    const options = { max: 1, windowMs: 1 }
    const limiter = createRateLimiter(options)
    expect(limiter.duration).toBe(1)
    const results = await posts(2, 'k', options, limiter)
    expect(results).toEqual([
      { allowed: true, count: 1, retryAfterSeconds: 1 },
      { allowed: false, count: 2, retryAfterSeconds: 1 },
    ])
  })

  it('still limits with a window longer than Node timers allow (24.8 days)', async () => {
    const options = { max: 1, windowMs: 30 * 24 * 3600 * 1000 }
    const limiter = createRateLimiter(options)
    await checkRateLimit('k', options, limiter)
    await sleep(20)
    expect(await checkRateLimit('k', options, limiter)).toMatchObject({ allowed: false, count: 2 })
  })

  it('counts concurrent posts exactly', async () => {
    const limiter = createRateLimiter(TEN_MINUTES)
    const results = await Promise.all(
      Array.from({ length: 50 }, () => checkRateLimit('k', TEN_MINUTES, limiter)),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    )
  })

  it('is the default without REDIS_URL: 20 posts per key and 10 minutes across calls', async () => {
    const mod = await freshModule({ REDIS_URL: '', RATE_LIMIT_MAX: '', RATE_LIMIT_WINDOW_MS: '' })
    const key = `contact:${randomUUID()}`
    const results: RateLimitResult[] = []
    for (let i = 0; i < 21; i++) results.push(await mod.checkRateLimit(key))
    expect(results.map((r) => r.allowed)).toEqual([...Array(20).fill(true), false])
    expect(results[20]!.retryAfterSeconds).toBeGreaterThanOrEqual(599)
    // RATE_LIMIT_MAX is read at each post.
    vi.stubEnv('RATE_LIMIT_MAX', '1')
    const other = `contact:${randomUUID()}`
    expect((await mod.checkRateLimit(other)).allowed).toBe(true)
    expect((await mod.checkRateLimit(other)).allowed).toBe(false)
  })
})

describe('Redis down from the start', () => {
  it('counts in memory: the limit holds, posts are answered within about a second, it is logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const mod = await freshModule({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      RATE_LIMIT_MAX: '2',
      RATE_LIMIT_WINDOW_MS: '',
    })
    const results: RateLimitResult[] = []
    for (let i = 0; i < 3; i++) {
      const started = Date.now()
      results.push(await mod.checkRateLimit('contact:1.2.3.4'))
      expect(Date.now() - started).toBeLessThan(2500)
    }
    expect(results.map((r) => r.allowed)).toEqual([true, true, false])
    expect(results[2]!.retryAfterSeconds).toBeGreaterThanOrEqual(598)
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('Redis unavailable'),
      expect.any(String),
    )
    // Logged once a minute, not once a post.
    expect(errors).toHaveBeenCalledTimes(1)
  }, 15_000)
})

const redisUp = await has('redis')

describe.runIf(redisUp)('Redis limiter (local Redis)', () => {
  const clients: Redis[] = []
  const prefixes: string[] = []
  const client = (url = REDIS_URL) => {
    const redis = new Redis(url, {
      connectTimeout: 1000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
    })
    redis.on('error', () => undefined)
    clients.push(redis)
    return redis
  }
  const newPrefix = () => {
    const prefix = `vitrin-test:${randomUUID()}`
    prefixes.push(prefix)
    return prefix
  }
  afterAll(async () => {
    const admin = client()
    for (const prefix of prefixes) {
      const keys = await admin.keys(`${prefix}:*`)
      if (keys.length) await admin.del(...keys)
    }
    for (const redis of clients) redis.disconnect()
  })

  it('shares one counter between instances, in a key that expires', async () => {
    const prefix = newPrefix()
    const options = { max: 5, windowMs: 60_000 }
    const instances = [client(), client()].map((r) => createRateLimiter(options, r, prefix))
    const results: RateLimitResult[] = []
    for (let i = 0; i < 6; i++)
      results.push(await checkRateLimit('contact:9.9.9.9', options, instances[i % 2]!))
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 6])
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false])
    expect(results[5]!.retryAfterSeconds).toBeGreaterThanOrEqual(59)
    expect(results[5]!.retryAfterSeconds).toBeLessThanOrEqual(60)
    // Key names as before the library: RATE_LIMIT_PREFIX (ending with ':') then the key.
    expect(await clients[0]!.get(`${prefix}:contact:9.9.9.9`)).toBe('6')
    const ttl = await clients[0]!.pttl(`${prefix}:contact:9.9.9.9`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it('counts concurrent posts from several instances atomically', async () => {
    const prefix = newPrefix()
    const instances = [client(), client(), client()].map((r) =>
      createRateLimiter(TEN_MINUTES, r, prefix),
    )
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => checkRateLimit('k', TEN_MINUTES, instances[i % 3]!)),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    )
  })

  it('starts a new window when the key expires, also for windows under a second', async () => {
    const prefix = newPrefix()
    const options = { max: 2, windowMs: 300 }
    const limiter = createRateLimiter(options, client(), prefix)
    const first = await posts(3, 'k', options, limiter)
    expect(first.map((r) => r.allowed)).toEqual([true, true, false])
    expect(first[2]!.retryAfterSeconds).toBe(1)
    const ttl = await clients.at(-1)!.pttl(`${prefix}:k`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(1000)
    await sleep(1100)
    expect(await clients.at(-1)!.exists(`${prefix}:k`)).toBe(0)
    expect(await checkRateLimit('k', options, limiter)).toMatchObject({ allowed: true, count: 1 })
  })

  it('is the default with REDIS_URL, under RATE_LIMIT_PREFIX', async () => {
    const prefix = newPrefix()
    const mod = await freshModule({
      REDIS_URL,
      RATE_LIMIT_PREFIX: `${prefix}:`,
      RATE_LIMIT_MAX: '',
      RATE_LIMIT_WINDOW_MS: '',
    })
    const results: RateLimitResult[] = []
    for (let i = 0; i < 21; i++) results.push(await mod.checkRateLimit('contact:8.8.8.8'))
    expect(results.map((r) => r.allowed)).toEqual([...Array(20).fill(true), false])
    expect(await client().get(`${prefix}:contact:8.8.8.8`)).toBe('21')
    const ttl = await clients.at(-1)!.pttl(`${prefix}:contact:8.8.8.8`)
    expect(ttl).toBeGreaterThan(590_000)
  })

  it('falls back to memory when Redis goes away mid-window, so the limit still holds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const target = new URL(REDIS_URL)
    const sockets = new Set<net.Socket>()
    const proxy = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname)
      for (const s of [socket, upstream]) {
        sockets.add(s)
        s.on('error', () => undefined)
        s.on('close', () => sockets.delete(s))
      }
      socket.pipe(upstream).pipe(socket)
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const { port } = proxy.address() as net.AddressInfo
    const prefix = newPrefix()
    const options = { max: 3, windowMs: 60_000 }
    const limiter = createRateLimiter(options, client(`redis://127.0.0.1:${port}`), prefix)
    const before = await posts(2, 'k', options, limiter)
    expect(before.map((r) => r.count)).toEqual([1, 2])
    expect(await client().get(`${prefix}:k`)).toBe('2')
    await new Promise((resolve) => {
      proxy.close(resolve)
      for (const s of sockets) s.destroy()
    })
    const after: RateLimitResult[] = []
    for (let i = 0; i < 4; i++) {
      const started = Date.now()
      after.push(await checkRateLimit('k', options, limiter))
      expect(Date.now() - started).toBeLessThan(2500)
    }
    // Counted in this process's memory now: a fresh window there, and the limit applies.
    expect(after.map((r) => r.count)).toEqual([1, 2, 3, 4])
    expect(after.map((r) => r.allowed)).toEqual([true, true, true, false])
  }, 20_000)
})
