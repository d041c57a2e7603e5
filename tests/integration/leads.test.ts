import { beforeAll, describe, expect, it } from 'vitest'

import { baseURL, countDocs, login, postJson } from '../helpers/http'

const validContact = {
  name: 'Ayşe Yılmaz',
  corporation: 'Güven Teknik Ltd.',
  mail: 'ayse@example.com',
  phone: '532 123 45 67',
  kvkk: '1',
}
const validApplication = {
  name: 'Çağrı Öztürk',
  phone: '0532 123 45 67',
  mail: 'cagri@example.com',
}

describe('POST /api/contact and /api/application', () => {
  let auth: string

  beforeAll(async () => {
    auth = await login()
  })

  it('stores a valid contact request and answers 201 {ok, id}', async () => {
    const before = await countDocs('contact-requests', auth)
    const res = await postJson('/api/contact', validContact, {
      'User-Agent': 'vitest-agent',
      Referer: `${baseURL()}/iletisim`,
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { ok: boolean; id: number; reference: string }
    expect(body.ok).toBe(true)
    // The request number the customer quotes on the phone; sales sees the same one.
    expect(body.reference).toBe(
      `TLP-${new Date().getFullYear()}-${String(body.id).padStart(6, '0')}`,
    )
    expect(await countDocs('contact-requests', auth)).toBe(before + 1)
    const doc = (await (
      await fetch(`${baseURL()}/cms-api/contact-requests/${body.id}?depth=0`, {
        headers: { Authorization: auth },
      })
    ).json()) as Record<string, unknown>
    expect(doc.reference, 'the same number in the admin').toBe(body.reference)
    expect(doc).toMatchObject({
      name: 'Ayşe Yılmaz',
      corporation: 'Güven Teknik Ltd.',
      mail: 'ayse@example.com',
      phone: '+90 532 123 45 67',
      kvkk: '1',
      status: 'yeni',
      userAgent: 'vitest-agent',
      sourcePage: `${baseURL()}/iletisim`,
    })
    expect(doc.receivedAt).toEqual(expect.any(String))
    expect(doc.ip).toEqual(expect.any(String))
  })

  it('keeps the product and message of a quote request', async () => {
    const products = (await (
      await fetch(`${baseURL()}/cms-api/products?limit=1&depth=0`, {
        headers: { Authorization: auth },
      })
    ).json()) as { docs: { id: number; slug: string }[] }
    const product = products.docs[0]!
    const res = await postJson('/api/contact', {
      ...validContact,
      phone: '5321234567',
      product: product.slug,
      message: `${product.slug} için teklif istiyorum.`,
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    const doc = (await (
      await fetch(`${baseURL()}/cms-api/contact-requests/${id}?depth=0`, {
        headers: { Authorization: auth },
      })
    ).json()) as Record<string, unknown>
    expect(doc.productSlug).toBe(product.slug)
    expect(doc.product).toBe(product.id)
    expect(doc.message).toContain('teklif')
  })

  it('answers 422 with the spec messages and stores nothing', async () => {
    const before = await countDocs('contact-requests', auth)
    const res = await postJson('/api/contact', {
      name: 'A',
      corporation: 'X'.repeat(26),
      mail: 'yanlis',
      phone: '0212 123 45 67',
      kvkk: '1',
    })
    expect(res.status).toBe(422)
    const { errors } = (await res.json()) as { errors: Record<string, string> }
    expect(errors).toEqual({
      name: 'Lütfen adınızı ve soyadınızı giriniz.',
      corporation: 'Kurum adı çok uzun!',
      mail: 'Lütfen geçerli bir email adresi giriniz.',
      phone: 'Lütfen telefon numaranızı istenilen formatta giriniz.',
    })
    const empty = await postJson('/api/contact', {})
    expect(empty.status).toBe(422)
    expect(((await empty.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      name: 'Lütfen adınızı ve soyadınızı giriniz.',
      corporation: 'Lütfen kurum adınızı giriniz.',
      mail: 'Lütfen email adresinizi giriniz',
      phone: 'Lütfen bir telefon numarası giriniz.',
    })
    expect(await countDocs('contact-requests', auth)).toBe(before)
  })

  it('rejects malformed, oversized and foreign bodies with 400, 413 and 415', async () => {
    const before = await countDocs('contact-requests', auth)
    expect((await postJson('/api/contact', '{"name": "Ayşe",')).status).toBe(400)
    expect((await postJson('/api/contact', '[1,2,3]')).status).toBe(400)
    expect((await postJson('/api/contact', 'null')).status).toBe(400)
    const big = await postJson('/api/contact', { ...validContact, message: 'x'.repeat(17 * 1024) })
    expect(big.status).toBe(413)
    const text = await fetch(`${baseURL()}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'merhaba',
    })
    expect(text.status).toBe(415)
    const none = await fetch(`${baseURL()}/api/contact`, {
      method: 'POST',
      body: JSON.stringify(validContact),
    })
    expect([400, 415]).toContain(none.status)
    for (const res of [text, big])
      expect(((await res.json()) as { error: string }).error).toMatch(/[ğüşıöçİ]/)
    expect(await countDocs('contact-requests', auth)).toBe(before)
  })

  it('accepts the no-JavaScript form post and redirects back with the outcome', async () => {
    const before = await countDocs('dealer-applications', auth)
    const ok = await fetch(`${baseURL()}/api/application`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...validApplication, _page: '/bayilik-basvurusu' }).toString(),
    })
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/bayilik-basvurusu?durum=basarili#form-sonucu')
    expect(await countDocs('dealer-applications', auth)).toBe(before + 1)
    // The page it returns to shows the request number, without JavaScript.
    const sent = ok.headers.get('set-cookie')!.split(';')[0]!
    const page = await (
      await fetch(`${baseURL()}/bayilik-basvurusu?durum=basarili`, { headers: { Cookie: sent } })
    ).text()
    expect(page.replace(/<!-- -->/g, '')).toMatch(
      /Talep numaranız: <strong>BAY-\d{4}-\d{6}<\/strong>/,
    )
    const bad = await fetch(`${baseURL()}/api/application`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Referer: 'https://evil.example/phish',
      },
      body: new URLSearchParams({
        name: 'Çağrı Öztürk',
        phone: '12',
        mail: 'x@example.com',
      }).toString(),
    })
    expect(bad.status).toBe(303)
    expect(bad.headers.get('location')).toBe('/bayilik-basvurusu?durum=hata#form-sonucu')
    const cookie = bad.headers.get('set-cookie') ?? ''
    const flash = JSON.parse(
      Buffer.from(cookie.split(';')[0]!.split('=')[1]!, 'base64url').toString(),
    ) as { errors: Record<string, string> }
    expect(flash.errors.phone).toBe('Lütfen telefon numaranızı istenilen formatta giriniz.')
    expect(await countDocs('dealer-applications', auth)).toBe(before + 1)
  })

  it('takes a mobile number however it is written and stores it as +90 5XX XXX XX XX', async () => {
    const read = async (collection: string, id: number) =>
      (await (
        await fetch(`${baseURL()}/cms-api/${collection}/${id}?depth=0`, {
          headers: { Authorization: auth },
        })
      ).json()) as Record<string, unknown>
    for (const phone of [
      '0 (532) 123-45-67',
      '+90 532 123 45 67',
      '0090 532 1234567',
      '5321234567',
    ]) {
      for (const [path, collection, body] of [
        ['/api/contact', 'contact-requests', validContact],
        ['/api/application', 'dealer-applications', validApplication],
      ] as const) {
        const res = await postJson(path, { ...body, phone })
        expect(res.status, `${path} ${phone}`).toBe(201)
        const { id } = (await res.json()) as { id: number }
        expect((await read(collection, id)).phone).toBe('+90 532 123 45 67')
      }
    }
    const before = await countDocs('dealer-applications', auth)
    for (const phone of ['0212 123 45 67', '0532 123 45 6', '0532s123s45s67']) {
      const res = await postJson('/api/application', { ...validApplication, phone })
      expect(res.status, phone).toBe(422)
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
        phone: 'Lütfen telefon numaranızı istenilen formatta giriniz.',
      })
    }
    expect(await countDocs('dealer-applications', auth)).toBe(before)
  })

  it('stores the dealer form’s company, city and KVKK consent, and they stay optional', async () => {
    const res = await postJson('/api/application', {
      ...validApplication,
      corporation: 'Işık Güvenlik Ltd. Şti.',
      city: 'Şanlıurfa',
      kvkk: '1',
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    const doc = (await (
      await fetch(`${baseURL()}/cms-api/dealer-applications/${id}?depth=0`, {
        headers: { Authorization: auth },
      })
    ).json()) as Record<string, unknown>
    expect(doc).toMatchObject({
      corporation: 'Işık Güvenlik Ltd. Şti.',
      city: 'Şanlıurfa',
      kvkk: '1',
      consentVersion: expect.any(String),
    })
    const bare = await postJson('/api/application', validApplication)
    expect(bare.status).toBe(201)
    const tooLong = await postJson('/api/application', {
      ...validApplication,
      city: 'ş'.repeat(51),
    })
    expect(tooLong.status).toBe(422)
    expect(((await tooLong.json()) as { errors: Record<string, string> }).errors).toEqual({
      city: 'Şehir adı çok uzun!',
    })
  })

  it('stores a quote list with each product’s code and name, and refuses a bad one whole', async () => {
    const headers = { Authorization: auth }
    const { docs: products } = (await (
      await fetch(`${baseURL()}/cms-api/products?limit=2&depth=0&sort=id`, { headers })
    ).json()) as {
      docs: {
        id: number
        slug: string
        sku: string
        name: string
        category: number
        brand: number
      }[]
    }
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]]
    const res = await postJson('/api/contact', {
      ...validContact,
      items: [
        { slug: a.slug, quantity: 8 },
        { slug: b.slug, quantity: 1 },
      ],
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    const doc = (await (
      await fetch(`${baseURL()}/cms-api/contact-requests/${id}?depth=0`, { headers })
    ).json()) as { items: Record<string, unknown>[] }
    expect(doc.items).toEqual([
      expect.objectContaining({
        sku: a.sku,
        name: a.name,
        slug: a.slug,
        quantity: 8,
        product: a.id,
      }),
      expect.objectContaining({
        sku: b.sku,
        name: b.name,
        slug: b.slug,
        quantity: 1,
        product: b.id,
      }),
    ])

    const draft = await fetch(`${baseURL()}/cms-api/products?draft=true`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Teklif Listesi Taslak Ürünü',
        sku: 'ZZ-QUOTE/DRAFT',
        category: a.category,
        brand: a.brand,
        _status: 'draft',
      }),
    })
    expect(draft.status).toBe(201)
    const draftSlug = ((await draft.json()) as { doc: { slug: string } }).doc.slug
    const before = await countDocs('contact-requests', auth)
    for (const [items, message] of [
      [
        [
          { slug: a.slug, quantity: 1 },
          { slug: 'boyle-bir-urun-yok', quantity: 2 },
        ],
        'boyle-bir-urun-yok',
      ],
      [[{ slug: draftSlug, quantity: 1 }], draftSlug],
      [
        [
          { slug: a.slug, quantity: 1 },
          { slug: a.slug, quantity: 3 },
        ],
        'aynı ürün birden fazla',
      ],
      [[{ slug: a.slug, quantity: 100_000 }], 'Adet 1 ile 99.999'],
      [Array.from({ length: 101 }, (_, i) => ({ slug: `u-${i}`, quantity: 1 })), 'en fazla 100'],
    ] as const) {
      const refused = await postJson('/api/contact', { ...validContact, items })
      expect(refused.status, message).toBe(422)
      const { errors } = (await refused.json()) as { errors: Record<string, string> }
      expect(Object.keys(errors)).toEqual(['items'])
      expect(errors.items).toContain(message)
    }
    expect(await countDocs('contact-requests', auth)).toBe(before)
  })

  it('lets no anonymous visitor read or write leads or users through /cms-api', async () => {
    for (const collection of ['contact-requests', 'dealer-applications', 'users']) {
      const read = await fetch(`${baseURL()}/cms-api/${collection}`)
      expect(read.status, collection).toBe(403)
    }
    const write = await fetch(`${baseURL()}/cms-api/contact-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact),
    })
    expect(write.status).toBe(403)
    // Even staff cannot forge a lead through the CMS API: leads come only from the public forms.
    const staffWrite = await fetch(`${baseURL()}/cms-api/contact-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ ...validContact, receivedAt: new Date().toISOString() }),
    })
    expect(staffWrite.status).toBe(403)
    const settings = (await (
      await fetch(`${baseURL()}/cms-api/globals/site-settings`)
    ).json()) as Record<string, unknown>
    // Payload leaves the key of a read-protected array, but never its entries.
    expect(settings.leadRecipients ?? []).toEqual([])
    expect(JSON.stringify(settings)).not.toContain('talepler@')
  })
})
