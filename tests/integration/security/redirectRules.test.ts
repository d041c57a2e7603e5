/**
 * Redirects saved by staff: none may hide a live route, only an admin may send visitors to another
 * site, and no target may lead a browser off the site through `\`, control characters or encoded
 * slashes. On the shared seeded server (TEST_DB=sqlite or postgres); serving in ../redirects.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { baseURL, login } from '../../helpers/http'

const STRONG = 'Güçlü-parola-Çiçek-2026'
const LIVE_PAGE = 'Bu adreste yayında bir sayfa var; yönlendirme onu gizlerdi.'
const ADMIN_ONLY =
  'Başka bir siteye yönlendirmeyi yalnızca yönetici kurabilir; sitedeki bir adres girin.'
const BAD_TARGET = 'Geçerli bir site adresi ya da http(s) bağlantısı girin.'

/** Every address below is this run's own, so that a run left half-done never blocks the next. */
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

type Id = number | string

const api = async (
  auth: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> => {
  const res = await fetch(`${baseURL()}/cms-api${path}`, {
    method,
    redirect: 'manual',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

/** How the site answers a path: its status and Location, never following it. */
async function answerOf(pathAndQuery: string) {
  const res = await fetch(baseURL() + pathAndQuery, { redirect: 'manual' })
  await res.arrayBuffer()
  return { status: res.status, location: res.headers.get('location') }
}

let admin: string
let editor: string
let editorId: Id | undefined
const created: Id[] = []

/** POSTs a redirect; one that was (wrongly or rightly) created is deleted after the file. */
async function createRedirect(auth: string, data: unknown) {
  const res = await api(auth, 'POST', '/redirects', data)
  const doc = res.body.doc as { id: Id } | undefined
  if (doc) created.push(doc.id)
  return res
}

beforeAll(async () => {
  admin = await login()
  const email = `yonlendirme-editor-${run}@vitrin.example`
  const res = await api(admin, 'POST', '/users', {
    email,
    password: STRONG,
    role: 'editor',
    name: 'Yönlendirme editörü',
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  editorId = (res.body.doc as { id: Id }).id
  editor = await login(email, STRONG)
}, 120_000)

afterAll(async () => {
  for (const id of created) await api(admin, 'DELETE', `/redirects/${id}`)
  if (editorId !== undefined) await api(admin, 'DELETE', `/users/${editorId}`)
})

describe('redirects may not hide a live route', () => {
  const LIVE = ['/iletisim', '/urunler', '/arama', '/teklif-listesi', '/bayilik-basvurusu', '/']

  it('refuses an editor’s redirect away from each live page, which keeps answering', async () => {
    for (const from of LIVE) {
      const res = await createRedirect(editor, {
        from,
        to: { type: 'custom', url: 'https://evil.example' },
      })
      expect(res.status, `${from} ${JSON.stringify(res.body)}`).toBe(400)
      expect(JSON.stringify(res.body), from).toContain(LIVE_PAGE)
      expect((await answerOf(from)).status, from).toBe(200)
    }
  })

  it('refuses it to an admin too, and with a site target or the old address’s own query', async () => {
    for (const [auth, from, url] of [
      [admin, '/iletisim', 'https://evil.example'],
      [admin, '/urunler', '/markalarimiz'],
      [editor, '/urunler?eski=1', '/markalarimiz'],
      [admin, '/arama/', '/urunler'],
      [editor, '/urunler/karsilastir', '/urunler'],
    ] as const) {
      const res = await createRedirect(auth, { from, to: { type: 'custom', url } })
      expect(res.status, `${from} ${JSON.stringify(res.body)}`).toBe(400)
      expect(JSON.stringify(res.body), from).toContain(LIVE_PAGE)
    }
    expect((await answerOf('/urunler?eski=1')).status).toBe(200)
  })
})

describe('only an admin may send visitors to another site', () => {
  const from = `/eski-sayfa-x-${run}.html`

  it('refuses an editor’s outside target, in Turkish, and the old address stays unredirected', async () => {
    for (const url of ['https://evil.example', '//evil.example', 'http://evil.example/a?b=1']) {
      const res = await createRedirect(editor, { from, to: { type: 'custom', url } })
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(400)
      expect(JSON.stringify(res.body), url).toContain(ADMIN_ONLY)
    }
    const answer = await answerOf(from)
    expect(answer.status).not.toBe(301)
    expect(answer.location ?? '').not.toContain('evil.example')
  })

  it('takes an admin’s, and the old address then leads there', async () => {
    const res = await createRedirect(admin, {
      from,
      to: { type: 'custom', url: 'https://evil.example' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const answer = await answerOf(from)
    expect([301, 302]).toContain(answer.status)
    expect(new URL(answer.location!).host).toBe('evil.example')
  })

  it('lets an editor point an old address at the site itself', async () => {
    const res = await createRedirect(editor, {
      from: `/eski-sayfa-z-${run}.html`,
      to: { type: 'custom', url: '/iletisim' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(await answerOf(`/eski-sayfa-z-${run}.html`)).toMatchObject({ status: 301 })
  })
})

describe('no target leads off the site through backslashes or encodings', () => {
  const HOSTILE = [
    '/\\evil.example',
    '/\\\\evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%0D%0A/evil.example',
    'javascript:alert(1)',
  ]

  it('refuses each form for editors and admins alike', async () => {
    const from = `/eski-sayfa-y-${run}.html`
    for (const [role, auth] of [
      ['editor', editor],
      ['admin', admin],
    ] as const) {
      for (const url of HOSTILE) {
        const res = await createRedirect(auth, { from, to: { type: 'custom', url } })
        const label = `${role} ${JSON.stringify(url)}`
        expect(res.status, `${label} ${JSON.stringify(res.body)}`).toBe(400)
        expect(JSON.stringify(res.body), label).toContain(BAD_TARGET)
      }
    }
    const answer = await answerOf(from)
    expect(answer.status).not.toBe(301)
    expect(answer.location ?? '').not.toContain('evil.example')
  })
})
