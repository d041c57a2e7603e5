/**
 * An empty database (no seed): the first account made through the admin's "create first user" is
 * an admin, and after it only admins make accounts. A server of its own, on TEST_DB, started with
 * DATA_DIR alone: uploads land under it.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PASSWORD_MESSAGES } from '@/lib/security/password'

import { testDbKind } from '../../helpers/processes'
import { startServer, type StartedServer } from '../../helpers/server'

const kind = testDbKind()
let server: StartedServer

const post = (path: string, body: unknown, auth?: string) =>
  fetch(`${server.baseURL}/cms-api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  server = await startServer({
    dbKind: kind,
    readyPath: '/readyz',
    env: { MEDIA_DIR: undefined, DOCUMENTS_DIR: undefined },
  })
}, 300_000)

afterAll(async () => {
  await server?.stop()
})

describe(`the first account (${kind})`, () => {
  it('is an admin; a weak password is refused for it too; then only admins make accounts', async () => {
    const weak = await post('/users/first-register', {
      email: 'ilk@vitrin.example',
      password: 'password',
      'confirm-password': 'password',
    })
    expect(weak.status).toBe(400)
    expect(JSON.stringify(await weak.json())).toContain(PASSWORD_MESSAGES.tooShort)

    // Five at once on the empty database: exactly one becomes the first account (an admin); the
    // others get Payload's answer to a second first-register, and no other account is made.
    const password = 'İlk-yönetici-parolası-2026'
    const racers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        post('/users/first-register', {
          email: n === 1 ? 'ilk@vitrin.example' : `yarisan${n}@vitrin.example`,
          password,
          'confirm-password': password,
          role: 'editor',
        }),
      ),
    )
    const statuses = racers.map((res) => res.status)
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(),
    ).toHaveLength(1)
    for (const status of statuses) expect([200, 403]).toContain(status)
    const first = racers.find((res) => res.status === 200)!
    const { token, user } = (await first.json()) as {
      token: string
      user: { role: string; email: string }
    }
    expect(user.role).toBe('admin')
    const everyone = await fetch(`${server.baseURL}/cms-api/users?limit=10&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const { docs } = (await everyone.json()) as { docs: { email: string; role: string }[] }
    expect(docs.map((d) => [d.email, d.role])).toEqual([[user.email, 'admin']])
    expect(JSON.stringify(docs)).not.toContain('firstAccount')

    const again = await post('/users/first-register', {
      email: 'ikinci@vitrin.example',
      password,
      'confirm-password': password,
    })
    expect(again.status).toBe(403)
    const anonymous = await post('/users', { email: 'anonim@vitrin.example', password })
    expect(anonymous.status).toBe(403)

    const editor = await post(
      '/users',
      { email: 'editor@vitrin.example', password, role: 'editor' },
      `JWT ${token}`,
    )
    expect(editor.status).toBe(201)
    expect(((await editor.json()) as { doc: { role: string } }).doc.role).toBe('editor')
    const login = await post('/users/login', { email: 'editor@vitrin.example', password })
    const editorToken = ((await login.json()) as { token: string }).token
    const byEditor = await post(
      '/users',
      { email: 'ucuncu@vitrin.example', password, role: 'editor' },
      `JWT ${editorToken}`,
    )
    expect(byEditor.status).toBe(403)

    // Uploads default to DATA_DIR/media (a backup of DATA_DIR has them; two instances don't share).
    const body = new FormData()
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c00' },
    })
      .png()
      .toBuffer()
    body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'kirmizi.png')
    body.append('_payload', JSON.stringify({ alt: 'Kırmızı' }))
    const upload = await fetch(`${server.baseURL}/cms-api/media`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
      body,
    })
    expect(upload.status, await upload.clone().text()).toBe(201)
    const { doc } = (await upload.json()) as { doc: { filename: string } }
    expect(fs.existsSync(path.join(server.dir, 'media', doc.filename))).toBe(true)
  })
})
