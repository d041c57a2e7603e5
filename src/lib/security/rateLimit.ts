import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

/** Per client address and form (an office shares one address); the spec sets no limit. */
export const DEFAULT_RATE_LIMIT_MAX = 20
/** Per e-mail address and form, counted on valid posts only. */
export const DEFAULT_RATE_LIMIT_MAIL_MAX = 5
export const DEFAULT_RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000

export type RateLimitOptions = { max: number; windowMs: number }
/** `count`: posts in the window, this one included; `retryAfterSeconds`: ≥ 1, till it ends. */
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number }

const positiveInt = (value: string | undefined, fallback: number): number =>
  Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback

export const rateLimitOptions = (env: Record<string, string | undefined> = process.env) => ({
  max: positiveInt(env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT_MAX),
  windowMs: positiveInt(env.RATE_LIMIT_WINDOW_MS, DEFAULT_RATE_LIMIT_WINDOW_MS),
})

export const mailRateLimitOptions = (env: Record<string, string | undefined> = process.env) => ({
  max: positiveInt(env.RATE_LIMIT_MAIL_MAX, DEFAULT_RATE_LIMIT_MAIL_MAX),
  windowMs: positiveInt(env.RATE_LIMIT_WINDOW_MS, DEFAULT_RATE_LIMIT_WINDOW_MS),
})

let lastLog = 0
const logRedisFailure = (error: Error) => {
  if (Date.now() - lastLog < 60_000) return
  lastLog = Date.now()
  console.error('[rate-limit] Redis unavailable, counting in memory:', error.message)
}

/** The Redis limiter's insurance: counts in this process's memory while Redis fails. */
class RedisFallback extends RateLimiterMemory {
  override consume(key: string | number, points?: number): Promise<RateLimiterRes> {
    logRedisFailure(new Error('a command failed or timed out'))
    return super.consume(key, points)
  }
}

// Windows of at most 2^31-1 ms: past that Node's timers fire at once and the memory limiter
// forgets every post. When Redis fails, each instance counts in its own memory.
export function createRateLimiter(opts: RateLimitOptions, redis?: Redis, keyPrefix = 'vitrin:rl') {
  const base = { points: opts.max, duration: Math.min(Math.ceil(opts.windowMs / 1000), 2_147_483) }
  if (!redis) return new RateLimiterMemory(base)
  const insuranceLimiter = new RedisFallback(base)
  return new RateLimiterRedis({ ...base, storeClient: redis, keyPrefix, insuranceLimiter })
}

export async function checkRateLimit(
  key: string,
  options: RateLimitOptions = rateLimitOptions(),
  limiter: RateLimiterAbstract = defaultLimiter(options),
): Promise<RateLimitResult> {
  const res = await limiter.consume(key).catch((refused: unknown) => {
    if (refused instanceof RateLimiterRes) return refused
    throw refused
  })
  const count = res.consumedPoints
  const retryAfterSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000))
  return { allowed: count <= limiter.points, count, retryAfterSeconds }
}

// Fail fast: a post waits at most about a second for Redis before memory takes over.
const FAIL_FAST = { connectTimeout: 1000, commandTimeout: 1000, maxRetriesPerRequest: 1 }
const limiters = new Map<string, RateLimiterAbstract>()
let redis: Redis | undefined

function defaultLimiter(options: RateLimitOptions): RateLimiterAbstract {
  const id = `${options.max}/${options.windowMs}`
  const url = process.env.REDIS_URL
  if (url) redis ??= new Redis(url, FAIL_FAST).on('error', logRedisFailure)
  // The library itself puts ':' between prefix and key.
  const prefix = (process.env.RATE_LIMIT_PREFIX || 'vitrin:rl:').replace(/:$/, '')
  const limiter = limiters.get(id) ?? createRateLimiter(options, url ? redis : undefined, prefix)
  limiters.set(id, limiter)
  return limiter
}
