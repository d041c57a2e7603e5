/**
 * The back office's lead tools on the suite's server: KVKK consent record, per-person export and
 * erase, CSV export of a filtered list, assignee, the dashboard's count of new leads, and the
 * notification being sent (to the outbox: this server has no SMTP).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { baseURL, login, postJson } from '../helpers/http'
import { waitUntil } from '../helpers/processes'

const tag = `kvkk${Date.now()}`
const mail = `${tag}@example.com`

async function getDoc(auth: string, collection: string, id: number) {
  const res = await fetch(`${baseURL()}/cms-api/${collection}/${id}?depth=0`, {
    headers: { Authorization: auth },
  })
  return (await res.json()) as Record<string, unknown>
}

describe('lead back office (KVKK, CSV, assignee, dashboard, notification)', () => {
  let auth: string
  const ids: { contact: number[]; application: number[] } = { contact: [], application: [] }

  beforeAll(async () => {
    auth = await login()
    for (const corporation of ['Birinci Ltd.', '=1+2']) {
      const res = await postJson(
        '/api/contact',
        { name: 'Deniz Kaya', corporation, mail, phone: '5321234567', kvkk: '1' },
        { 'X-Forwarded-For': '203.0.113.7' },
      )
      expect(res.status).toBe(201)
      ids.contact.push(((await res.json()) as { id: number }).id)
    }
    const res = await postJson('/api/application', {
      name: 'Deniz Kaya',
      phone: '0532 123 45 67',
      mail: mail.toUpperCase(),
    })
    expect(res.status).toBe(201)
    ids.application.push(((await res.json()) as { id: number }).id)
  })

  it('stores the consent with the notice version, time and address', async () => {
    const doc = await getDoc(auth, 'contact-requests', ids.contact[0]!)
    expect(doc.kvkk).toBe('1')
    expect(doc.consentVersion).toMatch(/^\d{4}-\d{2}$/)
    expect(Date.parse(String(doc.consentAt))).toBeGreaterThan(Date.now() - 5 * 60_000)
    expect(doc.consentIp).toEqual(expect.any(String))
    const app = await getDoc(auth, 'dealer-applications', ids.application[0]!)
    expect(app.consentVersion).toBe(doc.consentVersion)
  })

  it('queues the notification with the lead and sends it (outbox without SMTP)', async () => {
    for (const id of ids.contact)
      await waitUntil(`notifiedAt of ${id}`, async () =>
        Boolean((await getDoc(auth, 'contact-requests', id)).notifiedAt),
      )
    await waitUntil('notifiedAt of the application', async () =>
      Boolean((await getDoc(auth, 'dealer-applications', ids.application[0]!)).notifiedAt),
    )
  })

  it('staff cannot forge the system fields', async () => {
    const id = ids.contact[0]!
    const before = await getDoc(auth, 'contact-requests', id)
    const res = await fetch(`${baseURL()}/cms-api/contact-requests/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ consentVersion: 'sahte', notifiedAt: null, status: 'islemde' }),
    })
    expect(res.status).toBe(200)
    const after = await getDoc(auth, 'contact-requests', id)
    expect(after.status).toBe('islemde')
    expect(after.consentVersion).toBe(before.consentVersion)
    expect(after.notifiedAt).toBe(before.notifiedAt)
  })

  it('assigns a lead to a staff member', async () => {
    const me = (await (
      await fetch(`${baseURL()}/cms-api/users/me`, { headers: { Authorization: auth } })
    ).json()) as { user: { id: number } }
    const res = await fetch(`${baseURL()}/cms-api/dealer-applications/${ids.application[0]}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ assignee: me.user.id }),
    })
    expect(res.status).toBe(200)
    expect((await getDoc(auth, 'dealer-applications', ids.application[0]!)).assignee).toBe(
      me.user.id,
    )
  })

  it('names staff by name and e-mail in the assignee picker (the account title), kept current', async () => {
    const email = `sorumlu-${Date.now()}@vitrin.example`
    const headers = { 'Content-Type': 'application/json', Authorization: auth }
    const created = await fetch(`${baseURL()}/cms-api/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email,
        name: 'Ayşe Işıkoğlu',
        role: 'sales',
        password: 'Kırmızı-Kapı-Anahtar-77',
      }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; displayName: string } }
    expect(doc.displayName).toBe(`Ayşe Işıkoğlu (${email})`)
    // What the picker asks for: the users a lead can be assigned to, by their title.
    const picker = await fetch(
      `${baseURL()}/cms-api/users?depth=0&limit=100&select[displayName]=true&where[role][in]=admin,sales`,
      { headers },
    )
    const listed = ((await picker.json()) as { docs: { id: number; displayName?: string }[] }).docs
    expect(listed.find((u) => u.id === doc.id)?.displayName).toBe(`Ayşe Işıkoğlu (${email})`)
    const rename = async (name: string) => {
      const res = await fetch(`${baseURL()}/cms-api/users/${doc.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ name }),
      })
      return ((await res.json()) as { doc: { displayName: string } }).doc.displayName
    }
    expect(await rename('Ayşe Işık')).toBe(`Ayşe Işık (${email})`)
    expect(await rename('')).toBe(email)
  })

  it('exports a filtered list as CSV (staff only, the old /export/csv link), formulas defused', async () => {
    const query = `where[mail][equals]=${encodeURIComponent(mail)}`
    const anonymous = await fetch(`${baseURL()}/cms-api/contact-requests/export/csv?${query}`)
    expect(anonymous.status).toBe(403)
    const res = await fetch(`${baseURL()}/cms-api/contact-requests/export/csv?${query}`, {
      headers: { Authorization: auth },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toContain('Alınma zamanı')
    expect(lines[0]).toContain('Kurum')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toContain(';')
    expect(lines.join('\n')).toContain("'=1+2")
    expect(lines.join('\n')).not.toMatch(/;=1\+2/)
    const filtered = await fetch(
      `${baseURL()}/cms-api/contact-requests/export/csv?${query}&where[status][equals]=yeni`,
      { headers: { Authorization: auth } },
    )
    expect((await filtered.text()).trim().split('\r\n')).toHaveLength(2)
  })

  it('shows the count of new leads on the admin dashboard', async () => {
    const res = await fetch(`${baseURL()}/admin`, {
      // As a browser opens it: Payload honours the cookie of a same-origin navigation.
      headers: {
        Cookie: `payload-token=${auth.replace(/^JWT /, '')}`,
        'Sec-Fetch-Site': 'same-origin',
      },
    })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/\d+ yeni iletişim \/ teklif talebi/)
    expect(html).toMatch(/\d+ yeni bayilik başvurusu/)
  })

  it('exports and then erases everything held about one e-mail address (admin only)', async () => {
    const url = `${baseURL()}/cms-api/contact-requests/kvkk?mail=${encodeURIComponent(mail)}`
    expect((await fetch(url)).status).toBe(403)
    const exported = (await (await fetch(url, { headers: { Authorization: auth } })).json()) as {
      'contact-requests': { id: number; mail: string }[]
      'dealer-applications': { id: number }[]
    }
    expect(exported['contact-requests'].map((d) => d.id).sort()).toEqual([...ids.contact].sort())
    expect(exported['dealer-applications'].map((d) => d.id)).toEqual(ids.application)

    const erase = (body: string, type = 'application/json', headers = { Authorization: auth }) =>
      fetch(`${baseURL()}/cms-api/contact-requests/kvkk/erase`, {
        method: 'POST',
        headers: { 'Content-Type': type, ...headers },
        body,
      })
    expect((await erase(JSON.stringify({ mail }), 'application/json', {} as never)).status).toBe(
      403,
    )
    expect((await erase(`mail=${mail}`, 'application/x-www-form-urlencoded')).status).toBe(415)
    const res = await erase(JSON.stringify({ mail }))
    expect(res.status).toBe(200)
    expect(((await res.json()) as { deleted: Record<string, number> }).deleted).toEqual({
      'contact-requests': 2,
      'dealer-applications': 1,
    })
    const after = (await (await fetch(url, { headers: { Authorization: auth } })).json()) as Record<
      string,
      unknown[]
    >
    expect(after['contact-requests']).toEqual([])
    expect(after['dealer-applications']).toEqual([])
  })
})
