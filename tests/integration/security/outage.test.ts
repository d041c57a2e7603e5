/**
 * PostgreSQL refusing connections, at start-up and later: every route (pages, the sitemap, the
 * admin, Payload's REST API and staff login, the spec's API) answers 503 with Retry-After, pages
 * a short Turkish page, never a 500; the site comes back by itself. A server of its own, whose
 * database connection runs through a TCP proxy the test cuts.
 */
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type AppProcess,
  createTestData,
  loginAt,
  startApp,
  TEST_ADMIN,
  type TestData,
  testDbKind,
  waitUntil,
} from '../../helpers/processes'
import { startTcpProxy, type TcpProxy } from '../../helpers/tcpProxy'

const kind = testDbKind()

describe.runIf(kind === 'postgres')('the database away (postgres)', () => {
  let data: TestData
  let proxy: TcpProxy
  let app: AppProcess
  let env: NodeJS.ProcessEnv
  let category: string

  const request = (base: string, route: string) => {
    if (route === 'login')
      return fetch(`${base}/cms-api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      })
    return fetch(base + route, { redirect: 'manual' })
  }

  const routes = () => [
    '/',
    '/iletisim',
    '/urunler',
    `/urunler/${category}`,
    '/markalarimiz',
    '/arama?q=kamera',
    '/sitemap.xml',
    '/admin/login',
    '/cms-api/products?limit=1&depth=0',
    '/cms-api/users/me',
    'login',
    '/api/categories',
    '/api/popular',
  ]

  /** Every route answers 503 with Retry-After; pages say so in Turkish, APIs in JSON. */
  async function expectUnavailable(base: string) {
    for (const route of routes()) {
      const res = await request(base, route)
      expect(res.status, route).toBe(503)
      expect(Number(res.headers.get('retry-after')), route).toBeGreaterThan(0)
      const body = await res.text()
      expect(body, route).not.toMatch(/ECONN|stack|Failed query|unknown error/i)
      if (res.headers.get('content-type')?.includes('text/html'))
        expect(body, route).toContain('Geçici olarak hizmet veremiyoruz')
      else expect(body, route).toContain('Hizmet geçici olarak kullanılamıyor')
    }
  }

  async function expectServing(base: string) {
    for (const route of routes()) {
      const res = await request(base, route)
      expect(res.status, route).toBeLessThan(400)
    }
  }

  const waitForStatus = (base: string, status: number, timeoutMs: number) =>
    waitUntil(
      `${base}/ to answer ${status}`,
      async () => (await fetch(`${base}/`)).status === status,
      timeoutMs,
      250,
    )

  beforeAll(async () => {
    data = await createTestData('postgres')
    proxy = await startTcpProxy('127.0.0.1', 5432)
    env = {
      ...data.env,
      DATABASE_URL: data.databaseUrl.replace('127.0.0.1:5432', `127.0.0.1:${proxy.port}`),
      SITE_URL: 'https://www.vitrin.example',
    }
    app = await startApp(env, { logFile: path.join(data.dir, 'app.log') })
    const categories = (await (await fetch(`${app.baseURL}/api/categories`)).json()) as {
      slug: string
    }[]
    category = categories[0]!.slug
  }, 600_000)

  afterAll(async () => {
    await app?.stop('SIGTERM', 10_000)
    await proxy?.close()
    await data?.drop()
  })

  it('later: once connections are refused every route answers 503, then recovers by itself', async () => {
    await expectServing(app.baseURL)
    await loginAt(app.baseURL)
    await proxy.stop()
    try {
      // The server probes its database every 2 s; one failed request is enough as well.
      await waitForStatus(app.baseURL, 503, 15_000)
      await expectUnavailable(app.baseURL)
    } finally {
      await proxy.start()
    }
    await waitForStatus(app.baseURL, 200, 30_000)
    await expectServing(app.baseURL)
    expect(app.child.exitCode).toBeNull()
  })

  it('at start-up: a server started while the database refuses answers 503, then serves', async () => {
    await app.stop('SIGTERM', 10_000)
    await proxy.stop()
    try {
      app = await startApp(env, {
        logFile: path.join(data.dir, 'app-cold.log'),
        readyPath: '/healthz',
      })
      await waitForStatus(app.baseURL, 503, 15_000)
      await expectUnavailable(app.baseURL)
    } finally {
      await proxy.start()
    }
    await waitForStatus(app.baseURL, 200, 60_000)
    await expectServing(app.baseURL)
  })
})
