/**
 * The abuse guards with their defaults (5 posts per address and form in 10 minutes, 3 s minimum
 * fill time), on servers of their own: the shared suite server runs with a high limit.
 */
import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deriveFormKey, signFormToken } from '@/lib/security/token'

import { startServer, type StartedServer, TEST_PAYLOAD_SECRET } from '../helpers/server'
import { has } from '../helpers/requirements'

const invalidContact = { name: 'A', corporation: 'B', mail: 'yanlis', phone: '1', kvkk: '1' }
const validApplication = { name: 'Çağrı Öztürk', phone: '0532 123 45 67', mail: 'c@example.com' }
const TURKISH = /[çğıöşüÇĞİÖŞÜ]/

function post(
  server: StartedServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(server.baseURL + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

const defaultsEnv = {
  RATE_LIMIT_MAX: '',
  RATE_LIMIT_WINDOW_MS: '',
  FORM_MIN_FILL_MS: '',
  TRUST_PROXY: '',
  REDIS_URL: '',
}

describe('rate limits and fill time with the defaults, one instance, no proxy', () => {
  let server: StartedServer
  beforeAll(async () => {
    // Production over https (the test runner's NODE_ENV=test must not leak): HSTS, decided at runtime.
    server = await startServer({
      env: { ...defaultsEnv, NODE_ENV: 'production', SITE_URL: 'https://vitrin.example' },
      readyPath: '/readyz',
    })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('allows 20 posts from one address, answers the 21st with 429, when to retry and Retry-After', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      // Every post claims another address: without TRUST_PROXY that must change nothing.
      const res = await post(server, '/api/contact', invalidContact, {
        'X-Forwarded-For': `198.51.100.${i + 1}`,
        'X-Real-IP': `203.0.113.${i + 1}`,
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 422))
    const limited = await post(server, '/api/contact', invalidContact, {
      'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
    })
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    const body = (await limited.json()) as { error: string }
    expect(body.error).toMatch(TURKISH)
    expect(body.error).toMatch(/Lütfen \d+ dakika sonra tekrar deneyiniz/)
    // Checked before validation: even a valid or a broken body is refused now.
    expect((await post(server, '/api/contact', '{"broken')).status).toBe(429)
  })

  it('sends a no-JavaScript post over the limit back to its form with the message under _form', async () => {
    const res = await fetch(server.baseURL + '/api/contact', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...invalidContact, _page: '/iletisim' }),
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/iletisim?durum=hata#form-sonucu')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const cookie = res.headers.get('set-cookie') ?? ''
    const flash = JSON.parse(
      Buffer.from(cookie.split(';')[0]!.split('=')[1]!, 'base64url').toString(),
    ) as { status: string; errors: Record<string, string> }
    expect(flash.status).toBe('hata')
    expect(flash.errors._form).toMatch(TURKISH)
  })

  it('sends Strict-Transport-Security in production when SITE_URL is https', async () => {
    for (const path of ['/', '/iletisim', '/api/categories']) {
      const res = await fetch(server.baseURL + path)
      expect(res.headers.get('strict-transport-security'), path).toMatch(/^max-age=31536000/)
    }
  })

  it('counts each form on its own', async () => {
    const res = await post(server, '/api/application', { name: '' })
    expect(res.status).toBe(422)
  })

  it('drops a post made faster than the minimum fill time, keeps a slower one', async () => {
    const key = deriveFormKey(TEST_PAYLOAD_SECRET)
    const fresh = await post(server, '/api/application', {
      ...validApplication,
      _ts: signFormToken(key, Date.now() - 500),
    })
    expect(fresh.status).toBe(201)
    expect(await fresh.json()).toEqual({ ok: true })
    const human = await post(server, '/api/application', {
      ...validApplication,
      _ts: signFormToken(key, Date.now() - 20_000),
    })
    expect(human.status).toBe(201)
    expect(await human.json()).toEqual({
      ok: true,
      id: expect.anything(),
      reference: expect.stringMatching(/^BAY-\d{4}-\d{6}$/),
    })
  })

  it('counts valid posts per e-mail too: the 6th from one mailbox waits, another mailbox does not', async () => {
    const office = { ...validApplication, mail: `ofis-${randomUUID().slice(0, 8)}@example.com` }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await post(server, '/api/application', office)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const refused = await post(server, '/api/application', office)
    const { error } = (await refused.json()) as { error: string }
    // When to try again; the sales phone too when the settings have one (tests/unit/leadMail.test.ts).
    expect(error).toMatch(/^Çok fazla istek gönderdiniz\. Lütfen 10 dakika sonra tekrar deneyiniz/)
    const colleague = { ...office, mail: `is-${randomUUID().slice(0, 8)}@example.com` }
    expect((await post(server, '/api/application', colleague)).status).toBe(201)
  })
})

describe.runIf(await has('redis'))(
  'rate limits shared through Redis by two instances behind one proxy',
  () => {
    let a: StartedServer
    let b: StartedServer
    const env = {
      ...defaultsEnv,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      RATE_LIMIT_PREFIX: `vitrin-test:${randomUUID()}:`,
      TRUST_PROXY: '1',
    }
    beforeAll(async () => {
      ;[a, b] = await Promise.all([
        startServer({ env, readyPath: '/healthz' }),
        startServer({ env, readyPath: '/healthz' }),
      ])
    })
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()])
    })

    it('counts one client across both instances, and tells clients apart by the proxy’s entry', async () => {
      const client = { 'X-Forwarded-For': '198.51.100.77' }
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) {
        const res = await post(i % 2 ? a : b, '/api/contact', invalidContact, client)
        statuses.push(res.status)
      }
      expect(statuses).toEqual([...Array(20).fill(422), 429])
      // A client cannot pose as another by writing its own entry before the proxy's.
      const spoofed = await post(a, '/api/contact', invalidContact, {
        'X-Forwarded-For': '10.9.8.7, 198.51.100.77',
      })
      expect(spoofed.status).toBe(429)
      const other = await post(a, '/api/contact', invalidContact, {
        'X-Forwarded-For': '198.51.100.78',
      })
      expect(other.status).toBe(422)
    })
  },
)

describe('health checks without a database', () => {
  let server: StartedServer
  beforeAll(async () => {
    // A PostgreSQL address where nothing listens.
    server = await startServer({
      env: { ...defaultsEnv, DATABASE_URL: 'postgres://postgres@127.0.0.1:9/vitrin' },
      readyPath: '/healthz',
    })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('/healthz stays 200 while /readyz answers 503 with a Turkish message', async () => {
    const health = await fetch(server.baseURL + '/healthz')
    expect(health.status).toBe(200)
    const ready = await fetch(server.baseURL + '/readyz')
    expect(ready.status).toBe(503)
    const body = (await ready.json()) as { status: string; error: string }
    expect(body.status).toBe('unavailable')
    expect(body.error).toMatch(TURKISH)
  })
})
