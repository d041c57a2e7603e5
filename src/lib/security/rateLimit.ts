import type { Redis } from 'ioredis'

/** Spec-free business limit (issue 4): 5 posts per client address and form in 10 minutes. */
export const DEFAULT_RATE_LIMIT_MAX = 5
export const DEFAULT_RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000

export interface RateLimitOptions {
  max: number
  windowMs: number
}

export interface RateLimitResult {
  allowed: boolean
  /** Posts counted in the current window, this one included. */
  count: number
  /** Whole seconds until the window ends (the `Retry-After` value), at least 1. */
  retryAfterSeconds: number
}

/** A counter of hits per key in fixed windows: `hit` counts one and tells the window's total. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>
}

const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export function rateLimitOptions(
  env: Record<string, string | undefined> = process.env,
): RateLimitOptions {
  return {
    max: positiveInt(env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT_MAX),
    windowMs: positiveInt(env.RATE_LIMIT_WINDOW_MS, DEFAULT_RATE_LIMIT_WINDOW_MS),
  }
}

/**
 * Fixed windows in this process's memory, for a single instance. Memory is bounded: expired
 * windows are pruned as time passes, and past `maxKeys` live keys the oldest windows go first, so
 * posts from very many addresses cannot grow the map without end.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()
  private nextPrune = 0

  constructor(
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.windows.size
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const now = this.now()
    this.prune(now, windowMs)
    let entry = this.windows.get(key)
    if (!entry || entry.resetAt <= now) {
      this.windows.delete(key)
      entry = { count: 0, resetAt: now + windowMs }
      // Insertion order is expiry order (one window length for all keys): the oldest come first.
      this.windows.set(key, entry)
      while (this.windows.size > this.maxKeys) {
        const oldest = this.windows.keys().next().value
        if (oldest === undefined) break
        this.windows.delete(oldest)
      }
    }
    entry.count += 1
    return { count: entry.count, resetInMs: entry.resetAt - now }
  }

  private prune(now: number, windowMs: number): void {
    if (now < this.nextPrune) return
    this.nextPrune = now + Math.min(windowMs, 60_000)
    for (const [key, entry] of this.windows) {
      if (entry.resetAt > now) break
      this.windows.delete(key)
    }
  }
}

// INCR and PEXPIRE in one atomic step, so that no key is left without an expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`

/** Fixed windows in Redis (`REDIS_URL`): every instance of the app shares the same counters. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'vitrin:rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const reply = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ]
    return { count: Number(reply[0]), resetInMs: Number(reply[1]) }
  }
}

/**
 * Counts one post and decides. When the shared store fails (Redis down), the post is counted in
 * this process's memory instead: the limit keeps holding per instance, and the form keeps working.
 */
export async function checkRateLimit(
  key: string,
  options: RateLimitOptions = rateLimitOptions(),
  store: RateLimitStore | null = null,
): Promise<RateLimitResult> {
  const chosen = store ?? (await defaultStore())
  let counted: { count: number; resetInMs: number }
  try {
    counted = await chosen.hit(key, options.windowMs)
  } catch (error) {
    if (chosen === memoryStore) throw error
    logRedisFailure(error)
    counted = await memoryStore.hit(key, options.windowMs)
  }
  return {
    allowed: counted.count <= options.max,
    count: counted.count,
    retryAfterSeconds: Math.max(1, Math.ceil(counted.resetInMs / 1000)),
  }
}

const memoryStore = new MemoryRateLimitStore()
let redisStore: Promise<RateLimitStore> | null = null
let lastRedisLog = 0

function logRedisFailure(error: unknown): void {
  const now = Date.now()
  if (now - lastRedisLog < 60_000) return
  lastRedisLog = now
  console.error('[rate-limit] Redis unavailable, counting in memory:', (error as Error)?.message)
}

async function defaultStore(): Promise<RateLimitStore> {
  const url = process.env.REDIS_URL
  if (!url) return memoryStore
  redisStore ??= import('ioredis').then(({ Redis }) => {
    const client = new Redis(url, {
      // Fail fast: a post waits at most about a second for Redis before memory takes over.
      connectTimeout: 1000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
    })
    client.on('error', logRedisFailure)
    return new RedisRateLimitStore(client, process.env.RATE_LIMIT_PREFIX || 'vitrin:rl:')
  })
  return redisStore
}
