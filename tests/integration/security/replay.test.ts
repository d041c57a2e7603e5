/**
 * A captured signed cache expiry (POST /cms-api/cache/expire) is carried out once: sent again it is
 * refused (src/lib/cache/remoteExpire.ts). Needs the suite's own server, whose secret it knows.
 */
import { createHmac } from 'node:crypto'

import { describe, expect, inject, it } from 'vitest'

import { signExpire, SIGNATURE_HEADER } from '@/lib/cache/remoteExpire'

import { baseURL } from '../../helpers/http'
import { TEST_PAYLOAD_SECRET } from '../../helpers/server'

const expire = (body: string, signature: string) =>
  fetch(`${baseURL()}/cms-api/cache/expire`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
  })

describe('signed cache expiry replay', () => {
  // Against E2E_BASE_URL the server's secret is not ours to know.
  const ownServer = Boolean(inject('serverDataDir'))

  it.runIf(ownServer)('answers the first request and refuses the same one again', async () => {
    const { body, signature } = signExpire(['catalog'], TEST_PAYLOAD_SECRET)
    const first = await expire(body, signature)
    expect(first.status, await first.clone().text()).toBe(200)
    expect(await first.json()).toEqual({ ok: true, tags: ['catalog'] })
    const replay = await expire(body, signature)
    expect(replay.status).toBe(409)
    expect(replay.headers.get('cache-control')).toBe('no-store')
    expect(((await replay.json()) as { error: string }).error).toBe(
      'Bu istek daha önce kullanıldı; yeni bir imzalı istek gönderin.',
    )
    // Copies sent at once are all refused too.
    const copies = await Promise.all(Array.from({ length: 5 }, () => expire(body, signature)))
    expect(copies.map((r) => r.status)).toEqual([409, 409, 409, 409, 409])
  })

  it.runIf(ownServer)('carries out a new request for the same tags, once', async () => {
    const { body, signature } = signExpire(['catalog'], TEST_PAYLOAD_SECRET)
    const copies = await Promise.all(Array.from({ length: 5 }, () => expire(body, signature)))
    expect(copies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409])
  })

  it.runIf(ownServer)('refuses a signed body without a nonce (as before the fix)', async () => {
    const body = JSON.stringify({ tags: ['catalog'], at: Date.now() })
    const signature = createHmac('sha256', TEST_PAYLOAD_SECRET).update(body).digest('hex')
    expect((await expire(body, signature)).status).toBe(403)
  })
})
