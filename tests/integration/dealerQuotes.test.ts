/**
 * A signed-in dealer's priced quote list (issue 41): sent to POST /bayi/talep it becomes a lead of
 * the dealer and its company, each line at the net price of the moment, assigned to and mailed to
 * the company's sales rep; every user of the company finds it at /bayi/talepler with sales' notes
 * meant for it, and no other company does. Runs on TEST_DB (SQLite or PostgreSQL).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { readSheet } from '@/backoffice/sheets'

import {
  api,
  created,
  DEALER_PASSWORD as PASSWORD,
  dealerCookie,
  type Doc,
  page,
} from '../helpers/dealers'
import { baseURL, login } from '../helpers/http'
import { waitForOutboxMail } from '../helpers/outbox'
import { uniqueVkn } from '../helpers/taxNumbers'

const tag = Date.now()
const LEGAL_NAME = `Karadeniz Güvenlik ve Elektronik Sistemleri San. Tic. A.Ş. ${tag}`

const signIn = (email: string) => dealerCookie(email, PASSWORD)

function send(cookie: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseURL()}/bayi/talep`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  })
}

describe('a dealer sends its priced quote list and finds it under its requests', () => {
  let admin: string
  let rep: Doc
  let group: Doc
  let company: Doc
  let products: { id: number; slug: string; sku: string }[]
  let mine: string
  let colleague: string
  let stranger: string

  beforeAll(async () => {
    admin = await login()
    rep = await created(
      await api(admin, 'POST', 'users', {
        email: `temsilci-${tag}@example.com`,
        password: 'Güçlü-parola-Çiçek-2026',
        role: 'sales',
        name: 'Deniz Temsilci',
      }),
    )
    group = await created(
      await api(admin, 'POST', 'price-groups', { name: `Bayi ${tag}`, discountPercent: 10 }),
    )
    company = await created(
      await api(admin, 'POST', 'dealer-companies', {
        name: LEGAL_NAME,
        taxNumber: uniqueVkn(tag),
        priceGroup: group.id,
        salesRep: rep.id,
      }),
    )
    const other = await created(
      await api(admin, 'POST', 'dealer-companies', {
        name: `Başka Firma ${tag}`,
        taxNumber: uniqueVkn(tag + 1),
      }),
    )
    for (const [email, companyId, role] of [
      [`yonetici-${tag}@example.com`, company.id, 'yonetici'],
      [`calisan-${tag}@example.com`, company.id, 'kullanici'],
      [`yabanci-${tag}@example.com`, other.id, 'yonetici'],
    ] as const)
      await created(
        await api(admin, 'POST', 'dealers', {
          email,
          name: 'Ayşe Çelik Öztürkoğlu Karadenizli',
          company: companyId,
          role,
          password: PASSWORD,
        }),
      )
    const found = (await (
      await api(admin, 'GET', 'products?where[_status][equals]=published&limit=2&depth=0&sort=id')
    ).json()) as { docs: { id: number; slug: string; sku: string }[] }
    products = found.docs
    const [usd, eur] = products
    expect(
      (await api(admin, 'PATCH', `products/${usd!.id}`, { listPrice: 100, currency: 'USD' }))
        .status,
    ).toBe(200)
    // A special net price for this group beats its discount.
    expect(
      (
        await api(admin, 'PATCH', `products/${eur!.id}`, {
          listPrice: 50,
          currency: 'EUR',
          groupPrices: [{ group: group.id, netPrice: 40 }],
        })
      ).status,
    ).toBe(200)
    mine = await signIn(`yonetici-${tag}@example.com`)
    colleague = await signIn(`calisan-${tag}@example.com`)
    stranger = await signIn(`yabanci-${tag}@example.com`)
  })

  it('prices the list on the page, stores the lead with the company, its prices and its rep', async () => {
    const [usd, eur] = products
    const list = await page('/teklif-listesi', `${mine}; vitrin_teklif=${usd!.id}x2.${eur!.id}x3`)
    expect(list.headers.get('cache-control')).toMatch(/no-store/)
    const html = await list.text()
    // Without JavaScript the kept list is priced by the server: 2 × 90 USD and 3 × 40 EUR.
    expect(html).toContain('90,00 USD')
    expect(html).toContain('180,00 USD')
    expect(html).toContain('120,00 EUR')
    expect(html).toContain('216,00 USD') // 180 + KDV 20 %
    expect(html).toContain(LEGAL_NAME)

    const res = await send(mine, {
      items: [
        { slug: usd!.slug, quantity: 2 },
        { slug: eur!.slug, quantity: 3 },
      ],
      message: 'Şantiye teslimi, ödeme 30 gün.',
      kvkk: '1',
      // Whatever the body says, the company and the sender come from the session.
      corporation: 'Sahte Firma',
      dealerCompany: 1,
      mail: 'sahte@example.com',
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const { id, reference } = (await res.json()) as { id: number; reference: string }
    expect(reference).toMatch(/^TLP-\d{4}-\d{6}$/)

    const lead = (await (
      await api(admin, 'GET', `contact-requests/${id}?depth=0`)
    ).json()) as Doc & { items: Doc[] }
    expect(lead).toMatchObject({
      corporation: LEGAL_NAME,
      mail: `yonetici-${tag}@example.com`,
      dealerCompany: company.id,
      priceGroup: group.id,
      assignee: rep.id,
      message: 'Şantiye teslimi, ödeme 30 gün.',
      // The inbox's column: each currency's sum, KDV hariç.
      quoteTotal: '180,00 USD + 120,00 EUR',
    })
    expect(
      lead.items.map(({ slug, quantity, unitPrice, currency }) => ({
        slug,
        quantity,
        unitPrice,
        currency,
      })),
    ).toEqual([
      { slug: usd!.slug, quantity: 2, unitPrice: 90, currency: 'USD' },
      { slug: eur!.slug, quantity: 3, unitPrice: 40, currency: 'EUR' },
    ])
    // The company's sales rep is its assignee, and is mailed as any assignee is.
    const mail = await waitForOutboxMail(rep.email as string, 'Size bir talep atandı')
    expect(mail.text).toContain(LEGAL_NAME)

    // Sales writes two notes: one for the dealer, one internal.
    const noted = await api(admin, 'PATCH', `contact-requests/${id}`, {
      notes: [
        { text: 'Fiyatlar 30 gün geçerlidir; stoktan teslim.', forDealer: true },
        { text: 'İç not: marjı düşük tut.' },
      ],
      status: 'islemde',
    })
    expect(noted.status, await noted.clone().text()).toBe(200)

    // Every user of the company sees it, with the note meant for it and not the internal one.
    for (const cookie of [mine, colleague]) {
      const requests = await page('/bayi/talepler', cookie)
      expect(requests.status).toBe(200)
      expect(requests.headers.get('cache-control')).toMatch(/no-store/)
      const text = await requests.text()
      expect(text).toContain(reference)
      expect(text).toContain('İşlemde')
      expect(text).toContain('Fiyatlar 30 gün geçerlidir; stoktan teslim.')
      expect(text).toContain('144,00 EUR') // 120 EUR + KDV
      expect(text).not.toContain('marjı düşük')
      expect(text).toContain('Teklif listesine kopyala')
    }
    // Another company's dealer, and a visitor, never.
    const theirs = await (await page('/bayi/talepler', stranger)).text()
    expect(theirs).not.toContain(reference)
    expect(theirs).toContain('henüz bir teklif talebi gönderilmedi')
    expect((await page('/bayi/talepler')).headers.get('location')).toMatch(/\/bayi\/giris$/)
    // The dashboard lists it among the latest.
    expect(await (await page('/bayi', colleague)).text()).toContain(reference)
  })

  it("downloads the company's price list as XLSX: its own net prices, privately", async () => {
    const [usd, eur] = products
    expect((await page('/bayi/fiyat-listesi')).headers.get('location')).toMatch(/\/bayi\/giris$/)
    const res = await page('/bayi/fiyat-listesi', mine)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fiyat-')), 'liste.xlsx')
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()))
    const rows = new Map<string, Record<string, unknown>>()
    for await (const row of readSheet(file)) rows.set(String(row.cells['Ürün kodu']), row.cells)
    expect(rows.get(usd!.sku)).toMatchObject({
      // The reader gives every cell as text.
      'Liste fiyatı': '100',
      'Net fiyatınız': '90',
      'Para birimi': 'USD',
    })
    expect(rows.get(eur!.sku)).toMatchObject({ 'Net fiyatınız': '40', 'Para birimi': 'EUR' })
    // Another company's list: its own (no group), never this group's special price.
    const theirs = await page('/bayi/fiyat-listesi', stranger)
    const other = path.join(path.dirname(file), 'diger.xlsx')
    fs.writeFileSync(other, Buffer.from(await theirs.arrayBuffer()))
    for await (const row of readSheet(other))
      if (row.cells['Ürün kodu'] === eur!.sku) expect(row.cells['Net fiyatınız']).toBe('50')
  })

  it('documents: a dealer sees those for all and for its group, through links signed for it', async () => {
    const upload = async (title: string, priceGroups: number[]) => {
      const form = new FormData()
      // Payload checks the header and the xref and EOF markers.
      const pdf = `%PDF-1.4\n% ${title}\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n`
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), `${title}.pdf`)
      form.append('_payload', JSON.stringify({ title, priceGroups }))
      const res = await fetch(`${baseURL()}/cms-api/dealer-documents`, {
        method: 'POST',
        headers: { Authorization: admin },
        body: form,
      })
      return created(res)
    }
    const otherGroup = await created(
      await api(admin, 'POST', 'price-groups', { name: `Diğer ${tag}`, discountPercent: 5 }),
    )
    const everyone = await upload(`Sertifika Çağrı ${tag}`, [])
    const ours = await upload(`Bizim liste ${tag}`, [group.id])
    const theirs = await upload(`Onların listesi ${tag}`, [otherGroup.id])

    const html = await (await page('/bayi/belgeler', colleague)).text()
    expect(html).toContain(everyone.title as string)
    expect(html).toContain(ours.title as string)
    expect(html).not.toContain(theirs.title as string)
    const href = new RegExp(`href="([^"]+)"[^>]*>${ours.title as string}<`).exec(html)?.[1]
    expect(href).toMatch(/^\/cms-api\/dealer-documents\/file\/[^?]+\?son=\d+&amp;imza=[\w-]+$/)
    const link = href!.replace(/&amp;/g, '&')
    const file = await page(link)
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(await file.text()).toContain(`Bizim liste ${tag}`)
    // The file without the signature, with another file's name, or a changed signature: refused.
    const bare = link.split('?')[0]!
    const query = link.split('?')[1]!
    for (const path of [
      bare,
      `/cms-api/dealer-documents/file/${encodeURIComponent(theirs.filename as string)}?${query}`,
      // Its first character changed for another (never the same one, which would leave it valid).
      link.replace(/imza=(.)/, (_, c: string) => `imza=${c === 'A' ? 'B' : 'A'}`),
    ])
      expect((await page(path)).status, path).toBeGreaterThanOrEqual(403)
    // The other company (no group): only what is for everyone.
    const strangers = await (await page('/bayi/belgeler', stranger)).text()
    expect(strangers).toContain(everyone.title as string)
    expect(strangers).not.toContain(ours.title as string)
    // Nothing of them in anonymous REST.
    const list = await fetch(`${baseURL()}/cms-api/dealer-documents?depth=0`)
    expect(await list.text()).not.toContain(tag.toString())
  })

  it('listings: a dealer sorts by price and keeps to what is in stock; a visitor cannot', async () => {
    const cats = (await (await fetch(`${baseURL()}/api/categories`)).json()) as { slug: string }[]
    const slug = cats[cats.length - 1]!.slug
    const { products: listed } = (await (
      await fetch(`${baseURL()}/api/category/${slug}`)
    ).json()) as { products: { slug: string }[] }
    const [a, b, c] = await Promise.all(
      listed.slice(0, 3).map(async ({ slug: s }) => {
        const found = (await (
          await api(admin, 'GET', `products?where[slug][equals]=${s}&depth=0`)
        ).json()) as { docs: { id: number; slug: string; sku: string }[] }
        return found.docs[0]!
      }),
    )
    for (const [doc, listPrice, stock] of [
      [a!, 10, 'yok'],
      [b!, 30, 'stokta'],
      [c!, 20, 'sinirli'],
    ] as const)
      expect(
        (await api(admin, 'PATCH', `products/${doc.id}`, { listPrice, stock, currency: 'USD' }))
          .status,
      ).toBe(200)
    const url = `/urunler/${slug}?sort=price-desc&stok=var&limit=48`
    const at = (html: string, doc: { slug: string }) => html.indexOf(`/urunler/urun/${doc.slug}"`)

    const dealerHtml = await (await page(url, mine)).text()
    expect(dealerHtml).toContain('Fiyat (artan)')
    expect(dealerHtml).toContain('Stokta olanlar')
    expect(at(dealerHtml, b!)).toBeGreaterThan(-1)
    expect(at(dealerHtml, b!)).toBeLessThan(at(dealerHtml, c!))
    expect(at(dealerHtml, a!)).toBe(-1)
    // Prices are in the HTML for a dealer (no JavaScript needed): 30 less the group's 10 %.
    expect(dealerHtml).toContain('27,00 USD')
    const productHtml = await (await page(`/urunler/urun/${products[0]!.slug}`, mine)).text()
    expect(productHtml).toContain('Net fiyatınız')
    expect(productHtml).toContain('90,00 USD')
    // The search results and the compare table carry them in the HTML too.
    const searchHtml = await (await page(`/arama?q=${encodeURIComponent(b!.sku)}`, mine)).text()
    expect(searchHtml).toContain('27,00 USD')
    const compareHtml = await (await page(`/urunler/karsilastir?urunler=${b!.slug}`, mine)).text()
    expect(compareHtml).toContain('27,00 USD')
    for (const path of [
      `/arama?q=${encodeURIComponent(b!.sku)}`,
      `/urunler/karsilastir?urunler=${b!.slug}`,
    ])
      expect(await (await page(path)).text()).not.toContain('27,00 USD')

    // A visitor with the same address: no price order, no stock filter, no such options.
    const visitorHtml = await (await page(url)).text()
    expect(visitorHtml).not.toContain('Fiyat (artan)')
    expect(visitorHtml).not.toContain('Stokta olanlar')
    expect(visitorHtml).not.toContain('Net fiyatınız')
    const plain = await (await page(`/urunler/${slug}?limit=48`)).text()
    const order = (html: string) =>
      [...html.matchAll(/href="\/urunler\/urun\/([^"]+)"/g)].map((m) => m[1]).join(',')
    expect(order(visitorHtml)).toBe(order(plain))
  })

  it('refuses what is not a signed-in, same-site, non-empty request, and stores nothing', async () => {
    const count = async () =>
      (
        (await (
          await api(
            admin,
            'GET',
            `contact-requests?where[dealerCompany][equals]=${company.id}&limit=0`,
          )
        ).json()) as { totalDocs: number }
      ).totalDocs
    const before = await count()
    const items = [{ slug: products[0]!.slug, quantity: 1 }]
    expect((await send('', { items, kvkk: '1' })).status).toBe(401)
    expect(
      (await send(mine, { items, kvkk: '1' }, { 'Sec-Fetch-Site': 'cross-site' })).status,
    ).toBe(403)
    const empty = await send(mine, { items: [], kvkk: '1' })
    expect(empty.status).toBe(422)
    expect(((await empty.json()) as { errors: { items: string } }).errors.items).toBe(
      'Teklif listeniz boş; göndermek için listeye ürün ekleyin.',
    )
    const unknown = await send(mine, { items: [{ slug: 'yok-boyle-bir-urun', quantity: 1 }] })
    expect(unknown.status).toBe(422)
    // A forged or expired cookie is no session.
    expect((await send('vitrin-bayi=abc.def.ghi', { items, kvkk: '1' })).status).toBe(401)
    expect(await count()).toBe(before)
  })

  it('without JavaScript: the form posts, comes back with the number and empties the kept list', async () => {
    const res = await fetch(`${baseURL()}/bayi/talep`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
        Cookie: mine,
      },
      body: new URLSearchParams({
        items: JSON.stringify([{ slug: products[1]!.slug, quantity: 5 }]),
        message: '',
        kvkk: '0',
        _page: '/teklif-listesi',
      }),
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^\/teklif-listesi\?durum=basarili#/)
    expect(res.headers.getSetCookie().join()).toMatch(/vitrin_teklif=;/)
  })
})
