/**
 * IDOR, as an attacker with a dealer account looks for it (issue 41, "Never leaking"): every record
 * of the dealer wing that belongs to one company — the company, its users, its requests, its
 * group's documents and the group — asked for by id by another company's dealer, through every
 * credential it holds (the portal cookie, the REST token, the token as Payload's cookie) and every
 * method; then the portal pages. A colleague of the owning company sees them (the figures are real).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { baseURL, login } from '../../helpers/http'
import { api, created, DEALER_PASSWORD, dealerCookie, type Doc, page } from '../../helpers/dealers'
import { uniqueVkn } from '../../helpers/taxNumbers'

const tag = Date.now()
const OWNER = `Sahip Bayi ${tag}`

describe("a dealer reaches no record of another company's, by any id, credential or method", () => {
  let admin: string
  const records: Record<string, Doc> = {}
  let reference = ''
  let document: Doc & { filename?: string; title?: string }
  let colleagueCookie: string
  let strangerCookie: string
  let strangerToken: string

  beforeAll(async () => {
    admin = await login()
    const group = await created(
      await api(admin, 'POST', 'price-groups', { name: `Gizli Grup ${tag}`, discountPercent: 7 }),
    )
    const owner = await created(
      await api(admin, 'POST', 'dealer-companies', {
        name: OWNER,
        taxNumber: uniqueVkn(tag + 21),
        priceGroup: group.id,
      }),
    )
    const stranger = await created(
      await api(admin, 'POST', 'dealer-companies', {
        name: `Yabancı Bayi ${tag}`,
        taxNumber: uniqueVkn(tag + 22),
      }),
    )
    const user = (company: number, name: string, role: string) =>
      api(admin, 'POST', 'dealers', {
        email: `${name}-${tag}@example.com`,
        name,
        company,
        role,
        password: DEALER_PASSWORD,
      }).then(created)
    const boss = await user(owner.id, 'sahip', 'yonetici')
    const colleague = await user(owner.id, 'calisan', 'kullanici')
    await user(stranger.id, 'yabanci', 'yonetici')
    colleagueCookie = await dealerCookie(`calisan-${tag}@example.com`)
    strangerCookie = await dealerCookie(`yabanci-${tag}@example.com`)
    const tokenRes = await fetch(`${baseURL()}/cms-api/dealers/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `yabanci-${tag}@example.com`, password: DEALER_PASSWORD }),
    })
    expect(tokenRes.status).toBe(200)
    strangerToken = ((await tokenRes.json()) as { token: string }).token

    const popular = (await (await fetch(`${baseURL()}/api/popular`)).json()) as { slug: string }[]
    const sent = await fetch(`${baseURL()}/bayi/talep`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'same-origin',
        Cookie: await dealerCookie(`sahip-${tag}@example.com`),
      },
      body: JSON.stringify({
        kvkk: '1',
        message: `Gizli şantiye ${tag}`,
        items: [{ slug: popular[0]!.slug, quantity: 2 }],
      }),
    })
    expect(sent.status, await sent.clone().text()).toBe(201)
    const lead = (await sent.json()) as { id: number; reference: string }
    reference = lead.reference

    const form = new FormData()
    const title = `Gizli Fiyat Listesi ${tag}`
    const pdf = `%PDF-1.4\n% ${title}\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n`
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), `gizli-${tag}.pdf`)
    form.append('_payload', JSON.stringify({ title, priceGroups: [group.id] }))
    document = await created(
      await fetch(`${baseURL()}/cms-api/dealer-documents`, {
        method: 'POST',
        headers: { Authorization: admin },
        body: form,
      }),
    )
    Object.assign(records, {
      'dealer-companies': owner,
      dealers: boss,
      'contact-requests': { id: lead.id },
      'dealer-documents': document,
      'price-groups': group,
    })
    records.colleague = colleague
  }, 120_000)

  it('REST: every record by id, with each credential and method, is refused and unchanged', async () => {
    const credentials: Record<string, Record<string, string>> = {
      'portal cookie': { Cookie: strangerCookie },
      'REST token': { Authorization: `JWT ${strangerToken}` },
      'token as cookie': { Cookie: `payload-token=${strangerToken}` },
    }
    const secrets = [OWNER, reference, `Gizli şantiye ${tag}`, `sahip-${tag}`, `Gizli Grup ${tag}`]
    const targets = [
      ...[
        'dealer-companies',
        'dealers',
        'contact-requests',
        'dealer-documents',
        'price-groups',
      ].map((collection) => `${collection}/${records[collection]!.id}`),
      `dealers/${records.colleague!.id}`,
      `dealer-documents/file/${document.filename as string}`,
    ]
    for (const [who, headers] of Object.entries(credentials))
      for (const target of targets)
        for (const method of ['GET', 'PATCH', 'DELETE']) {
          const res = await fetch(`${baseURL()}/cms-api/${target}`, {
            method,
            headers: { 'Content-Type': 'application/json', ...headers },
            body: method === 'PATCH' ? JSON.stringify({ name: 'Ele geçirildi' }) : undefined,
          })
          const what = `${method} ${target} (${who})`
          expect([401, 403, 404, 405], what).toContain(res.status)
          const body = await res.text()
          for (const secret of secrets) expect(body, what).not.toContain(secret)
        }
    // Nothing was changed or removed.
    for (const collection of [
      'dealer-companies',
      'dealers',
      'contact-requests',
      'dealer-documents',
    ]) {
      const res = await api(admin, 'GET', `${collection}/${records[collection]!.id}?depth=0`)
      expect(res.status, collection).toBe(200)
      expect(await res.text(), collection).not.toContain('Ele geçirildi')
    }
  })

  it("portal: the other company's pages show none of them; a colleague's show them all", async () => {
    const pages = ['/bayi', '/bayi/talepler', '/bayi/belgeler', '/bayi/kullanicilar']
    const seen = async (cookie: string) =>
      (await Promise.all(pages.map(async (path) => (await page(path, cookie)).text()))).join('\n')
    const theirs = await seen(strangerCookie)
    for (const secret of [reference, document.title as string, `sahip-${tag}`, OWNER])
      expect(theirs).not.toContain(secret)
    const ours = await seen(colleagueCookie)
    expect(ours).toContain(reference)
    expect(ours).toContain(document.title as string)
  })

  it('a write of the portal is refused from another site, and without a session', async () => {
    const items = [{ slug: 'herhangi', quantity: 1 }]
    const post = (headers: Record<string, string>) =>
      fetch(`${baseURL()}/bayi/talep`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ kvkk: '1', items }),
      })
    expect((await post({ 'Sec-Fetch-Site': 'cross-site', Cookie: strangerCookie })).status).toBe(
      403,
    )
    expect((await post({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(401)
    const remove = await fetch(`${baseURL()}/bayi/kullanicilar/kaldir`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
        Cookie: strangerCookie,
      },
      body: new URLSearchParams({ id: String(records.colleague!.id) }),
    })
    expect(remove.headers.get('location') ?? '').toContain('durum=bulunamadi')
    expect((await api(admin, 'GET', `dealers/${records.colleague!.id}`)).status).toBe(200)
  })
})
