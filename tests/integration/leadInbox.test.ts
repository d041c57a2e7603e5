/**
 * The shared sales inbox on the suite's server: product name and code in lists and search, what
 * the visitor sent is read-only, append-only notes, status history, the assignment mail, the
 * visitor's acknowledgement (once per address and day, our words only) and XLSX/CSV exports.
 * Mails land as .eml files in the server's outbox (no SMTP).
 */
import fs from 'node:fs'
import path from 'node:path'

import { Workbook } from '@cj-tech-master/excelts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { baseURL, login, postJson } from '../helpers/http'
import { sleep, waitUntil } from '../helpers/processes'

const STRONG = 'Güçlü-parola-Çiçek-2026'
const tag = `inbox${Date.now()}`

type Doc = Record<string, unknown>

async function api(method: string, url: string, auth: string, body?: unknown) {
  return fetch(`${baseURL()}/cms-api${url}`, {
    method,
    headers: { Authorization: auth, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
}

async function getLead(auth: string, id: number): Promise<Doc> {
  const res = await api('GET', `/contact-requests/${id}?depth=0`, auth)
  expect(res.status).toBe(200)
  return (await res.json()) as Doc
}

/** A mail's decoded text parts (quoted-printable or base64), for searching in. */
function mailBody(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]*\r?\n/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
      const body = rest.join('\n\n')
      if (/Content-Transfer-Encoding: base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
        return Buffer.from(
          body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8')
      return body
    })
    .join('\n')
}

const headOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')

function outboxMails(): string[] {
  const outbox = path.join(inject('serverDataDir'), 'outbox')
  if (!fs.existsSync(outbox)) return []
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
}

const ackMailsTo = (address: string) =>
  outboxMails().filter((raw) => {
    const head = headOf(raw)
    return (
      /^X-Vitrin-Ack: /m.test(head) &&
      new RegExp(`^To: ${address.replace(/\./g, '\\.')}$`, 'm').test(head)
    )
  })

describe('shared sales inbox', () => {
  const hasOutbox = Boolean(inject('serverDataDir'))
  let admin: string
  let sales: string
  let salesUser: { id: number; email: string; name: string }
  let product: { slug: string; sku: string; name: string }
  let leadId: number
  let savedAck: unknown

  const postLead = async (mail: string, extra: Doc = {}) => {
    const res = await postJson('/api/contact', {
      name: 'Gizli Ziyaretçi',
      corporation: 'Gelen Kutusu A.Ş.',
      mail,
      phone: '5321234567',
      kvkk: '1',
      message: 'Bu mesaj müşteriye geri gönderilmemeli.',
      product: product.slug,
      ...extra,
    })
    expect(res.status).toBe(201)
    return ((await res.json()) as { id: number }).id
  }

  beforeAll(async () => {
    admin = await login()
    const found = (await (
      await api(
        'GET',
        '/products?limit=1&depth=0&where[_status][equals]=published&select[slug]=true&select[sku]=true&select[name]=true',
        admin,
      )
    ).json()) as { docs: { slug: string; sku: string; name: string }[] }
    product = found.docs[0]!
    expect(product.sku).toBeTruthy()
    const email = `${tag}-satis@vitrin.example`
    const created = await api('POST', '/users', admin, {
      email,
      password: STRONG,
      role: 'sales',
      name: 'Selin Satış',
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    salesUser = { id: doc.id, email, name: 'Selin Satış' }
    sales = await login(email, STRONG)
    leadId = await postLead(`${tag}@example.com`)
    const settings = (await (
      await api('GET', '/globals/site-settings?depth=0', admin)
    ).json()) as Doc
    savedAck = settings.acknowledgement
  })

  afterAll(async () => {
    if (admin)
      await api('POST', '/globals/site-settings', admin, {
        acknowledgement: savedAck ?? { enabled: false },
      })
  })

  it("stores the product's code and name and finds the lead by the code", async () => {
    const lead = await getLead(sales, leadId)
    expect(lead.productLabel).toBe(`${product.sku} — ${product.name}`)
    const res = await api(
      'GET',
      `/contact-requests?depth=0&where[productLabel][like]=${encodeURIComponent(product.sku)}&where[id][equals]=${leadId}`,
      sales,
    )
    expect(((await res.json()) as { totalDocs: number }).totalDocs).toBe(1)
  })

  it('keeps what the visitor sent, while status changes and is recorded', async () => {
    const before = await getLead(sales, leadId)
    const res = await api('PATCH', `/contact-requests/${leadId}`, sales, {
      name: 'Değiştirilmiş',
      mail: 'baska@example.com',
      message: 'Sahte mesaj',
      productLabel: 'Sahte ürün',
      status: 'islemde',
    })
    expect(res.status).toBe(200)
    const after = await getLead(sales, leadId)
    expect(after.name).toBe(before.name)
    expect(after.mail).toBe(before.mail)
    expect(after.message).toBe(before.message)
    expect(after.productLabel).toBe(before.productLabel)
    expect(after.status).toBe('islemde')
    const history = after.statusHistory as Doc[]
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ from: 'yeni', to: 'islemde', by: salesUser.id })
    expect(Date.parse(String(history[0]!.at))).toBeGreaterThan(Date.now() - 5 * 60_000)
    // History cannot be forged either.
    await api('PATCH', `/contact-requests/${leadId}`, sales, { statusHistory: [] })
    expect((await getLead(sales, leadId)).statusHistory).toHaveLength(1)
  })

  it('stamps notes with author and time, and never lets a saved note change', async () => {
    let res = await api('PATCH', `/contact-requests/${leadId}`, sales, {
      notes: [{ text: 'Müşteri arandı; yarın dönecek.' }],
    })
    expect(res.status).toBe(200)
    const first = ((await getLead(sales, leadId)).notes as Doc[])[0]!
    expect(first).toMatchObject({ text: 'Müşteri arandı; yarın dönecek.', author: salesUser.id })
    expect(Date.parse(String(first.at))).toBeGreaterThan(Date.now() - 5 * 60_000)
    res = await api('PATCH', `/contact-requests/${leadId}`, admin, {
      notes: [{ id: first.id, text: 'Yeniden yazıldı', author: null }, { text: 'İkinci not' }],
    })
    expect(res.status).toBe(200)
    const notes = (await getLead(sales, leadId)).notes as Doc[]
    expect(notes).toHaveLength(2)
    expect(notes[0]).toMatchObject({
      id: first.id,
      text: first.text,
      author: salesUser.id,
      at: first.at,
    })
    expect(notes[1]).toMatchObject({ text: 'İkinci not' })
    await api('PATCH', `/contact-requests/${leadId}`, sales, { notes: [] })
    expect((await getLead(sales, leadId)).notes).toHaveLength(2)
  })

  it('mails the staff member a lead is assigned to, from MAIL_FROM', async () => {
    if (!hasOutbox) return
    const res = await api('PATCH', `/contact-requests/${leadId}`, admin, { assignee: salesUser.id })
    expect(res.status).toBe(200)
    const raw = await waitUntil(
      'the assignment mail',
      () =>
        outboxMails().find((m) =>
          headOf(m).includes(`X-Vitrin-Assignment: contact-requests/${leadId}`),
        ),
      30_000,
    )
    const head = headOf(raw)
    expect(head).toMatch(new RegExp(`^To: ${salesUser.email.replace(/\./g, '\\.')}$`, 'm'))
    expect(head).toMatch(/^From: Vitrin <bildirim@vitrin\.example>$/m)
    expect(mailBody(raw)).toContain('Size bir talep atandı')
  })

  it('lets sales hand a lead to a colleague in sales, who is mailed; never to an editor', async () => {
    const account = async (role: string, name: string) => {
      const email = `${tag}-${role}-${Math.floor(Math.random() * 1e6)}@vitrin.example`
      const res = await api('POST', '/users', admin, { email, password: STRONG, role, name })
      expect(res.status).toBe(201)
      return { id: ((await res.json()) as { doc: { id: number } }).doc.id, email }
    }
    const colleague = await account('sales', 'Kerem Satış')
    const editor = await account('editor', 'Ece Editör')
    // The assignee picker lists colleagues in sales and admins, not editors.
    const picker = (await (
      await api('GET', '/users?depth=0&limit=500&where[role][in]=admin,sales', sales)
    ).json()) as { docs: { id: number; role: string }[] }
    expect(picker.docs.map((u) => u.id)).toEqual(
      expect.arrayContaining([salesUser.id, colleague.id]),
    )
    expect(picker.docs.every((u) => u.role === 'admin' || u.role === 'sales')).toBe(true)
    const everyone = (await (await api('GET', '/users?depth=0&limit=500', sales)).json()) as {
      docs: { id: number }[]
    }
    expect(everyone.docs.map((u) => u.id)).not.toContain(editor.id)

    const application = await postJson('/api/application', {
      name: 'Çağrı Öztürk',
      phone: '0532 123 45 67',
      mail: `${tag}-bayi@example.com`,
    })
    expect(application.status).toBe(201)
    const applicationId = ((await application.json()) as { id: number }).id

    for (const collection of ['contact-requests', 'dealer-applications']) {
      const id = collection === 'contact-requests' ? leadId : applicationId
      const res = await api('PATCH', `/${collection}/${id}`, sales, { assignee: colleague.id })
      expect(res.status, await res.clone().text()).toBe(200)
      const lead = (await (await api('GET', `/${collection}/${id}?depth=0`, sales)).json()) as Doc
      expect(lead.assignee).toBe(colleague.id)
      if (hasOutbox) {
        const raw = await waitUntil(
          `the assignment mail of ${collection}/${id} to the colleague`,
          () =>
            outboxMails().find((m) => {
              const head = headOf(m)
              return (
                head.includes(`X-Vitrin-Assignment: ${collection}/${id}`) &&
                new RegExp(`^To: ${colleague.email.replace(/\./g, '\\.')}$`, 'm').test(head)
              )
            }),
          30_000,
        )
        expect(mailBody(raw)).toContain('Size bir talep atandı')
      }
      for (const assignee of [editor.id, 999_999_999]) {
        const refused = await api('PATCH', `/${collection}/${id}`, sales, { assignee })
        expect(refused.status, `${collection} → ${assignee}`).toBe(400)
        expect(JSON.stringify(await refused.json())).toContain(
          'Talep yalnızca satış ekibinden birine ya da bir yöneticiye atanabilir.',
        )
      }
      const after = (await (await api('GET', `/${collection}/${id}?depth=0`, sales)).json()) as Doc
      expect(after.assignee).toBe(colleague.id)
    }
  })

  it('acknowledges once per address and day, quoting only our text and the product', async () => {
    if (!hasOutbox) return
    const res = await api('POST', '/globals/site-settings', admin, {
      acknowledgement: {
        enabled: true,
        subject: 'Talebiniz alındı',
        text: 'Talebiniz bize ulaştı.',
      },
    })
    expect(res.status).toBe(200)
    const address = `${tag}-ack@example.com`
    const ids = [await postLead(address), await postLead(address.toUpperCase())]
    const done = async () => {
      const docs = await Promise.all(ids.map((id) => getLead(admin, id)))
      return docs.every((d) => d.ackSentAt || d.ackSkipped) ? docs : undefined
    }
    const docs = await waitUntil('both acknowledgements handled', done, 30_000)
    expect(docs.filter((d) => d.ackSentAt)).toHaveLength(1)
    expect(docs.map((d) => d.ackSkipped).filter(Boolean)).toEqual(['bugün bu adrese gönderildi'])
    await sleep(3000)
    const mails = [...ackMailsTo(address), ...ackMailsTo(address.toUpperCase())]
    expect(mails).toHaveLength(1)
    const head = headOf(mails[0]!)
    expect(head).toMatch(/^From: Vitrin <bildirim@vitrin\.example>$/m)
    expect(head).not.toMatch(/^Reply-To: .*example\.com/im)
    const body = mailBody(mails[0]!)
    expect(body).toContain('Talebiniz bize ulaştı.')
    expect(body).toContain(product.sku)
    expect(body).not.toContain('Gizli Ziyaretçi')
    expect(body).not.toContain('müşteriye geri gönderilmemeli')
    expect(body).not.toContain('Gelen Kutusu')
  })

  it('sends no acknowledgement while it is switched off', async () => {
    if (!hasOutbox) return
    await api('POST', '/globals/site-settings', admin, { acknowledgement: { enabled: false } })
    const address = `${tag}-kapali@example.com`
    const id = await postLead(address)
    expect((await getLead(admin, id)).ackSkipped).toBe('gönderilmedi: ayar kapalı')
    await waitUntil('the notification', async () => Boolean((await getLead(admin, id)).notifiedAt))
    await sleep(3000)
    expect(ackMailsTo(address)).toHaveLength(0)
  })

  it('exports XLSX with the product name and code, Istanbul times and notes', async () => {
    const res = await api(
      'GET',
      `/contact-requests/export?format=xlsx&where[id][equals]=${leadId}`,
      sales,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    const book = new Workbook()
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String)
    const at = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1)
    const cell = (header: string) => String(at(header).value)
    expect(sheet.rowCount).toBe(2)
    expect(cell('Ürün')).toBe(`${product.sku} — ${product.name}`)
    const lead = await getLead(sales, leadId)
    const istanbul = new Intl.DateTimeFormat('tr-TR', {
      timeZone: 'Europe/Istanbul',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(String(lead.receivedAt)))
    // A real Excel date (no zone: Istanbul wall time) in a Turkish format; text stays text.
    const received = at('Alınma zamanı')
    expect(received.value).toBeInstanceOf(Date)
    expect(received.numFmt).toBe('dd.mm.yyyy hh:mm')
    const wall = received.value as Date
    const pad = (n: number) => String(n).padStart(2, '0')
    expect(
      `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    ).toBe(istanbul)
    expect(cell('Telefon')).toBe(lead.phone)
    expect(cell('Notlar')).toContain('Selin Satış: Müşteri arandı; yarın dönecek.')
  })

  it('exports CSV with `;` and finds by product code through the list search', async () => {
    const res = await api(
      'GET',
      `/contact-requests/export?format=csv&search=${encodeURIComponent(product.sku)}&where[id][equals]=${leadId}`,
      sales,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const text = (await res.text()).replace(/^\uFEFF/, '')
    expect(text.startsWith('Kayıt no;Alınma zamanı;Durum;')).toBe(true)
    expect(text).toContain(`${leadId};`)
    expect((await api('GET', `/contact-requests/export?format=pdf`, sales)).status).toBe(400)
  })
})
