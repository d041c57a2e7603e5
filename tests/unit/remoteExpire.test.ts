/** Signed cache expiry (src/lib/cache/remoteExpire.ts): each signed request is carried out once. */
import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { Redis } from 'ioredis'
import type { PayloadRequest } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  memoryNonceStore,
  NONCE_TTL_MS,
  redisNonceStore,
  remoteExpireEndpoint,
  requestRemoteExpire,
  signExpire,
  SIGNATURE_HEADER,
  verifyExpire,
} from '@/lib/cache/remoteExpire'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const SECRET = 'unit-test-expire-secret'
const hmac = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex')

beforeAll(() => {
  vi.stubEnv('PAYLOAD_SECRET', SECRET)
})

afterEach(() => {
  vi.useRealTimers()
})

afterAll(() => {
  vi.unstubAllEnvs()
})

describe('verifyExpire', () => {
  it('carries out a signed body once: the same body again is a replay', async () => {
    const nonces = memoryNonceStore()
    const { body, signature } = signExpire(['catalog'])
    expect(await verifyExpire(body, signature, Date.now(), nonces)).toEqual({
      ok: true,
      tags: ['catalog'],
    })
    expect(await verifyExpire(body, signature, Date.now(), nonces)).toEqual({
      ok: false,
      reason: 'replayed',
    })
    // Another request for the same tags is a new one.
    const next = signExpire(['catalog'])
    expect(next.body).not.toBe(body)
    expect(await verifyExpire(next.body, next.signature, Date.now(), nonces)).toMatchObject({
      ok: true,
    })
  })

  it('refuses a signed body without a nonce, or with one of the wrong shape', async () => {
    const nonces = memoryNonceStore()
    for (const extra of [{}, { nonce: '' }, { nonce: 42 }, { nonce: 'x'.repeat(32) }]) {
      const body = JSON.stringify({ tags: ['catalog'], at: Date.now(), ...extra })
      expect(await verifyExpire(body, hmac(body), Date.now(), nonces), body).toEqual({
        ok: false,
        reason: 'invalid',
      })
    }
  })

  it('spends no nonce on a body it refuses for another reason', async () => {
    const claim = vi.fn(async () => true)
    const { body, signature } = signExpire(['catalog'])
    await verifyExpire(body, '0'.repeat(64), Date.now(), { claim })
    await verifyExpire(body, signature, Date.now() + 61_000, { claim })
    expect(claim).not.toHaveBeenCalled()
  })

  it('fails closed when the nonces cannot be kept', async () => {
    const { body, signature } = signExpire(['catalog'])
    const broken = { claim: async () => Promise.reject(new Error('Redis down')) }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await verifyExpire(body, signature, Date.now(), broken)).toEqual({
      ok: false,
      reason: 'unavailable',
    })
  })
})

describe('memory nonce store', () => {
  it('remembers a nonce for the TTL, then forgets it', async () => {
    let now = 1_000_000
    const store = memoryNonceStore(NONCE_TTL_MS, 10, () => now)
    expect(await store.claim('a')).toBe(true)
    now += NONCE_TTL_MS - 1
    expect(await store.claim('a')).toBe(false)
    now += 1
    expect(await store.claim('a')).toBe(true)
  })

  it('covers a body signed by a clock a minute ahead until it goes stale', () => {
    // Fresh from 60 s before its `at` to 60 s after: a nonce must outlive both.
    expect(NONCE_TTL_MS).toBeGreaterThanOrEqual(120_000)
  })

  it('holds at most `max` live nonces and refuses rather than forget one', async () => {
    let now = 0
    const store = memoryNonceStore(1000, 2, () => now)
    expect(await store.claim('a')).toBe(true)
    expect(await store.claim('b')).toBe(true)
    await expect(store.claim('c')).rejects.toThrow()
    expect(await store.claim('a')).toBe(false)
    now = 1000
    expect(await store.claim('c')).toBe(true)
  })
})

describe('Redis nonce store (instances sharing nonces)', () => {
  const prefix = `vitrin-test:${process.pid}:${Date.now()}:nonce:`
  const first = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  const second = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })

  afterAll(async () => {
    const keys = await first.keys(`${prefix}*`)
    if (keys.length) await first.del(...keys)
    first.disconnect()
    second.disconnect()
  })

  it('refuses on one instance a request carried out on another, with a TTL', async () => {
    const a = redisNonceStore(first, prefix)
    const b = redisNonceStore(second, prefix)
    const { body, signature } = signExpire(['products'])
    expect(await verifyExpire(body, signature, Date.now(), a)).toMatchObject({ ok: true })
    expect(await verifyExpire(body, signature, Date.now(), b)).toEqual({
      ok: false,
      reason: 'replayed',
    })
    const nonce = (JSON.parse(body) as { nonce: string }).nonce
    const ttl = await first.pttl(`${prefix}${nonce}`)
    expect(ttl).toBeGreaterThan(NONCE_TTL_MS - 5000)
    expect(ttl).toBeLessThanOrEqual(NONCE_TTL_MS)
  })

  it('refuses when Redis cannot be reached', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      connectTimeout: 300,
      commandTimeout: 300,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    down.on('error', () => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { body, signature } = signExpire(['products'])
    expect(await verifyExpire(body, signature, Date.now(), redisNonceStore(down, prefix))).toEqual({
      ok: false,
      reason: 'unavailable',
    })
    down.disconnect()
  })
})

describe('the endpoint and the CLI that calls it', () => {
  let server: http.Server
  let siteUrl: string
  const seen: { body: string; signature: string }[] = []

  beforeAll(async () => {
    // Without REDIS_URL the endpoint keeps nonces in this process, as a one-server demo does.
    vi.stubEnv('REDIS_URL', '')
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', async () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const signature = String(req.headers[SIGNATURE_HEADER.toLowerCase()] ?? '')
        seen.push({ body, signature })
        const request = new Request(`http://localhost${req.url}`, {
          method: 'POST',
          headers: { [SIGNATURE_HEADER]: signature },
          body,
        })
        const answer = await remoteExpireEndpoint.handler(request as unknown as PayloadRequest)
        res.writeHead(answer.status, { 'Content-Type': 'application/json' })
        res.end(await answer.text())
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it('expires the tags the CLI asks for, and refuses the captured request again (409)', async () => {
    expect(await requestRemoteExpire(siteUrl, ['catalog'])).toBe(true)
    const captured = seen.at(-1)!
    const replay = await fetch(`${siteUrl}/cms-api/cache/expire`, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: captured.signature },
      body: captured.body,
    })
    expect(replay.status).toBe(409)
    expect(((await replay.json()) as { error: string }).error).toBe(
      'Bu istek daha önce kullanıldı; yeni bir imzalı istek gönderin.',
    )
    // The next run of the CLI signs a new request and is carried out.
    expect(await requestRemoteExpire(siteUrl, ['catalog'])).toBe(true)
  })
})
