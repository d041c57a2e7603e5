/**
 * Dealer accounts (issue 41, first part): companies with checked tax numbers, dealer users of their
 * own auth collection, the /bayi sign-in without JavaScript, and a dealer's session kept out of
 * staff's REST API and admin. Runs on TEST_DB (SQLite or PostgreSQL).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { PUBLIC_MAX_LIMIT } from '@/plugins/restQueries'

import { api, DEALER_PASSWORD as PASSWORD, page } from '../helpers/dealers'
import { baseURL, login } from '../helpers/http'
import { waitForOutboxMail } from '../helpers/outbox'

const tag = Date.now()

interface Company {
  id: number
  name: string
}

async function created<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { doc: T }).doc
}

/** The login form as a browser without JavaScript posts it. */
function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${baseURL()}/bayi/oturum`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams({ email, password }),
  })
}

function sessionCookie(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('vitrin-bayi='))
  expect(set, 'the dealer cookie').toBeDefined()
  expect(set).toMatch(/HttpOnly; SameSite=Lax/)
  return set!.split(';')[0]!
}

describe('dealer accounts and the /bayi sign-in', () => {
  let admin: string
  let company: Company
  let other: Company
  let dealer: { id: number; email: string }

  beforeAll(async () => {
    admin = await login()
    const group = await created<{ id: number }>(
      await api(admin, 'POST', 'price-groups', { name: `Altın ${tag}`, discountPercent: 12.5 }),
    )
    company = await created<Company>(
      await api(admin, 'POST', 'dealer-companies', {
        name: `Öztürk Güvenlik Sistemleri San. ve Tic. Ltd. Şti. ${tag}`,
        taxOffice: 'Kadıköy',
        // As typed, with spaces: stored as digits.
        taxNumber: '454 053 6920',
        city: 'İstanbul',
        priceGroup: group.id,
      }),
    )
    other = await created<Company>(
      await api(admin, 'POST', 'dealer-companies', {
        name: `Işık Elektronik ${tag}`,
        taxNumber: '10000000146',
      }),
    )
    dealer = await created<{ id: number; email: string }>(
      await api(admin, 'POST', 'dealers', {
        email: `bayi-${tag}@example.com`,
        name: 'Şükrü Işık',
        company: company.id,
        role: 'yonetici',
        password: PASSWORD,
      }),
    )
    await created(
      await api(admin, 'POST', 'dealers', {
        email: `diger-${tag}@example.com`,
        name: 'Gül Çağlar',
        company: other.id,
        password: PASSWORD,
      }),
    )
  })

  it('refuses a tax number whose check digits are wrong, in Turkish, and stores the digits only', async () => {
    const res = await api(admin, 'POST', 'dealer-companies', {
      name: 'Hatalı Firma',
      taxNumber: '4540536921',
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Vergi kimlik numarası geçerli değil')
    const stored = (await (await api(admin, 'GET', `dealer-companies/${company.id}`)).json()) as {
      taxNumber: string
    }
    expect(stored.taxNumber).toBe('4540536920')
    // One company per tax number.
    const twice = await api(admin, 'POST', 'dealer-companies', {
      name: 'Aynı VKN',
      taxNumber: '4540536920',
    })
    expect(twice.status).toBe(400)
  })

  it('signs a dealer in without JavaScript: its panel shows its company, privately', async () => {
    const res = await signIn(dealer.email, PASSWORD)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/bayi')
    const cookie = sessionCookie(res)
    const panel = await page('/bayi', cookie)
    expect(panel.status).toBe(200)
    expect(panel.headers.get('cache-control')).toMatch(/no-store/)
    const html = await panel.text()
    expect(html).toContain('Öztürk Güvenlik Sistemleri San. ve Tic. Ltd. Şti.')
    expect(html).toContain('4540536920')
    expect(html).toContain('%12,5 indirim')
    expect(html).toContain('Şükrü Işık')
    expect(html).not.toContain(`Işık Elektronik ${tag}`)
    // Signed in, the login page sends the dealer to its panel.
    expect((await page('/bayi/giris', cookie)).headers.get('location')).toMatch(/\/bayi$/)
  })

  it('answers a wrong password, an unknown e-mail and an empty form alike, no sooner than 0.5 s', async () => {
    for (const [email, password] of [
      [dealer.email, 'yanlis-sifre-1234'],
      [`yok-${tag}@example.com`, PASSWORD],
      ['', ''],
    ] as const) {
      const started = Date.now()
      const res = await signIn(email, password)
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/bayi/giris?hata=1')
      expect(res.headers.getSetCookie().some((c) => c.startsWith('vitrin-bayi='))).toBe(false)
      if (email) expect(Date.now() - started).toBeGreaterThanOrEqual(450)
    }
    const shown = await (await page('/bayi/giris?hata=1')).text()
    expect(shown).toContain('E-posta adresi veya şifre hatalı.')
  })

  it('sends anonymous visitors and staff sessions to the login page; refuses cross-site sign-ins', async () => {
    const anonymous = await page('/bayi')
    expect([303, 307]).toContain(anonymous.status)
    expect(anonymous.headers.get('location')).toMatch(/\/bayi\/giris$/)
    const staff = await fetch(`${baseURL()}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
    })
    const staffCookie = staff.headers.getSetCookie()[0]!.split(';')[0]!
    expect((await page('/bayi', staffCookie)).headers.get('location')).toMatch(/\/bayi\/giris$/)
    const forged = await signIn(dealer.email, PASSWORD, { 'Sec-Fetch-Site': 'cross-site' })
    expect(forged.status).toBe(403)
    expect(forged.headers.getSetCookie()).toEqual([])
  })

  it("a dealer's token opens nothing of staff's: REST, the account of the same id, admin", async () => {
    const res = await fetch(`${baseURL()}/cms-api/dealers/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: dealer.email, password: PASSWORD }),
    })
    expect(res.status).toBe(200)
    const token = `JWT ${((await res.json()) as { token: string }).token}`
    for (const path of [
      'users',
      `users/${dealer.id}`,
      'dealers',
      'dealer-companies',
      `dealer-companies/${other.id}`,
      'price-groups',
      'contact-requests',
      'dealer-applications',
      'catalog-imports',
    ]) {
      const read = await api(token, 'GET', path)
      expect([401, 403, 404], path).toContain(read.status)
      expect(await read.text(), path).not.toContain('@')
    }
    const renamed = await api(token, 'PATCH', `users/${dealer.id}`, { name: 'Ele geçirildi' })
    expect([401, 403, 404]).toContain(renamed.status)
    const edit = await api(token, 'PATCH', `dealer-companies/${company.id}`, { status: 'aktif' })
    expect([401, 403, 404]).toContain(edit.status)
    // Anonymous query limits hold for a dealer too.
    const big = await api(token, 'GET', 'products?limit=5000&depth=0')
    expect(big.status).toBe(200)
    expect(((await big.json()) as { limit: number }).limit).toBe(PUBLIC_MAX_LIMIT)
    const adminPanel = await fetch(`${baseURL()}/admin`, {
      redirect: 'manual',
      headers: { Cookie: `payload-token=${token.slice(4)}` },
    })
    const where = adminPanel.headers.get('location') ?? ''
    expect(adminPanel.status === 200 ? '' : where).not.toMatch(/^\/admin\/?$/)
    if (adminPanel.status === 200) expect(await adminPanel.text()).not.toContain('Talepler')
  })

  it('locks an account after five wrong passwords: the right one is refused too, alike', async () => {
    const email = `kilit-${tag}@example.com`
    await created(
      await api(admin, 'POST', 'dealers', {
        email,
        name: 'Kilit Testi',
        company: company.id,
        password: PASSWORD,
      }),
    )
    for (let i = 0; i < 5; i++) await signIn(email, `yanlis-${i}-sifre-uzun`)
    const res = await signIn(email, PASSWORD)
    expect(res.headers.get('location')).toBe('/bayi/giris?hata=1')
  })

  it("a suspended company's users are signed out at once and cannot sign in", async () => {
    const cookie = sessionCookie(await signIn(dealer.email, PASSWORD))
    expect((await page('/bayi', cookie)).status).toBe(200)
    expect(
      (await api(admin, 'PATCH', `dealer-companies/${company.id}`, { status: 'askida' })).status,
    ).toBe(200)
    try {
      expect((await page('/bayi', cookie)).headers.get('location')).toMatch(/\/bayi\/giris$/)
      const again = await signIn(dealer.email, PASSWORD)
      expect(again.headers.get('location')).toBe('/bayi/giris?hata=askida')
      expect(again.headers.getSetCookie().some((c) => c.startsWith('vitrin-bayi=e'))).toBe(false)
    } finally {
      await api(admin, 'PATCH', `dealer-companies/${company.id}`, { status: 'aktif' })
    }
  })

  it('signing out ends the session in the database: a copied cookie opens nothing after', async () => {
    const cookie = sessionCookie(await signIn(dealer.email, PASSWORD))
    const out = await fetch(`${baseURL()}/bayi/cikis`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(out.status).toBe(303)
    expect(out.headers.getSetCookie().join()).toMatch(/vitrin-bayi=; Path=\/; Max-Age=0/)
    expect((await page('/bayi', cookie)).headers.get('location')).toMatch(/\/bayi\/giris$/)
  })

  it('prices and stock: never in public answers or pages; a dealer gets its own net price, privately', async () => {
    const products = (await (
      await fetch(
        `${baseURL()}/api/category/${(await (await fetch(`${baseURL()}/api/categories`)).json())[0].slug}`,
      )
    ).json()) as { products: { slug: string }[] }
    const slug = products.products[0]!.slug
    const found = (await (
      await api(admin, 'GET', `products?where[slug][equals]=${slug}&depth=0`)
    ).json()) as { docs: { id: number }[] }
    const id = found.docs[0]!.id
    const set = await api(admin, 'PATCH', `products/${id}`, {
      listPrice: 98765.43,
      currency: 'USD',
      stock: 'siparis',
      leadTimeDays: 12,
    })
    expect(set.status, await set.clone().text()).toBe(200)
    const leaks = (text: string) => /98[.,]?765/.test(text)

    // Anonymous REST: not in the document, not filterable, not sortable into an oracle.
    const doc = await fetch(`${baseURL()}/cms-api/products/${id}?depth=0`)
    const docText = await doc.text()
    expect(leaks(docText)).toBe(false)
    expect(docText).not.toContain('listPrice')
    const filtered = await fetch(
      `${baseURL()}/cms-api/products?where[listPrice][greater_than]=98000&limit=1&depth=0`,
    )
    expect(filtered.status).toBeGreaterThanOrEqual(400)
    const sorted = await fetch(`${baseURL()}/cms-api/products?sort=-listPrice&limit=1&depth=0`)
    expect(sorted.status).toBeGreaterThanOrEqual(400)

    const dealerCookie = sessionCookie(await signIn(dealer.email, PASSWORD))
    for (const cookie of ['', dealerCookie]) {
      for (const path of [
        `/urunler/urun/${slug}`,
        `/api/product/${slug}`,
        `/api/product_search/${encodeURIComponent(slug.slice(0, 12))}`,
        '/sitemap.xml',
      ]) {
        const res = await page(path, cookie)
        const text = await res.text()
        // The dealer's own product page carries its price (no JavaScript needed), privately.
        if (cookie && path.startsWith('/urunler/urun/')) {
          expect(text).toContain('86.419,75 USD')
          expect(res.headers.get('cache-control')).toMatch(/private/)
          expect(res.headers.get('cache-control')).toMatch(/no-store/)
          continue
        }
        expect(leaks(text), `${path} ${cookie ? 'as a dealer' : 'anonymous'}`).toBe(false)
      }
    }
    expect((await page(`/bayi/fiyatlar?urunler=${slug}`)).status).toBe(401)

    const mine = await page(`/bayi/fiyatlar?urunler=${slug},yok-boyle-bir-urun`, dealerCookie)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect(((await mine.json()) as { prices: unknown[] }).prices).toEqual([
      {
        slug,
        listPrice: 98765.43,
        netPrice: 86419.75,
        currency: 'USD',
        stock: 'siparis',
        leadTimeDays: 12,
        tryPrice: null,
        rateDate: null,
      },
    ])
    // With the day's rates (set by hand here), the TRY equivalent of the net price and its day.
    const rates = await fetch(`${baseURL()}/cms-api/globals/site-settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: admin },
      body: JSON.stringify({
        exchangeRates: { usdTry: 42.3867, eurTry: 49.111, date: '2026-11-27', source: 'elle' },
      }),
    })
    expect(rates.status).toBe(200)
    const converted = (await (
      await page(`/bayi/fiyatlar?urunler=${slug}`, dealerCookie)
    ).json()) as {
      prices: { tryPrice: number; rateDate: string }[]
    }
    expect(converted.prices[0]).toMatchObject({ tryPrice: 3663048.02, rateDate: '2026-11-27' })
    // The rates are staff's: the public settings answer has none.
    for (const path of ['/cms-api/globals/site-settings', '/'])
      expect(await (await page(path)).text(), path).not.toContain('42.3867')
    // Another company (no price group): the list price is its net price.
    const otherCookie = sessionCookie(await signIn(`diger-${tag}@example.com`, PASSWORD))
    const theirs = (await (await page(`/bayi/fiyatlar?urunler=${slug}`, otherCookie)).json()) as {
      prices: { netPrice: number }[]
    }
    expect(theirs.prices[0]!.netPrice).toBe(98765.43)
  })

  it("a company's yonetici invites and removes its colleagues; never another company's, nor itself", async () => {
    const mine = sessionCookie(await signIn(dealer.email, PASSWORD))
    const post = (path: string, body: Record<string, string>, cookie: string) =>
      fetch(`${baseURL()}/bayi/kullanicilar/${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Site': 'same-origin',
          Cookie: cookie,
        },
        body: new URLSearchParams(body),
      })
    const where = async (res: Response) => res.headers.get('location') ?? ''
    const colleague = `calisan-${tag}@example.com`
    expect(await where(await post('davet', { email: 'gecersiz', name: 'X' }, mine))).toContain(
      'durum=eposta',
    )
    expect(
      await where(await post('davet', { email: colleague, name: 'Zeynep Çalışkan' }, mine)),
    ).toContain('durum=davet')
    expect(await where(await post('davet', { email: colleague, name: 'Tekrar' }, mine))).toContain(
      'durum=var',
    )
    await waitForMail(colleague, 'Vitrin bayi hesabınız açıldı')
    const listed = await (await page('/bayi/kullanicilar', mine)).text()
    expect(listed).toContain('Zeynep Çalışkan')
    expect(listed).not.toContain(`diger-${tag}@example.com`)
    const found = (await (
      await api(admin, 'GET', `dealers?where[email][equals]=${colleague}&depth=0`)
    ).json()) as {
      docs: { id: number; company: number; role: string }[]
    }
    expect(found.docs[0]).toMatchObject({ company: company.id, role: 'kullanici' })

    // The other company's user, by id: "not found", and still there.
    const theirs = (await (
      await api(admin, 'GET', `dealers?where[email][equals]=diger-${tag}@example.com&depth=0`)
    ).json()) as { docs: { id: number }[] }
    expect(await where(await post('kaldir', { id: String(theirs.docs[0]!.id) }, mine))).toContain(
      'durum=bulunamadi',
    )
    expect((await api(admin, 'GET', `dealers/${theirs.docs[0]!.id}`)).status).toBe(200)
    expect(await where(await post('kaldir', { id: String(dealer.id) }, mine))).toContain(
      'durum=kendiniz',
    )

    // A plain user (kullanici) changes nothing.
    const plain = sessionCookie(await signIn(`diger-${tag}@example.com`, PASSWORD))
    expect(
      await where(await post('davet', { email: `x-${tag}@example.com`, name: 'X Y' }, plain)),
    ).toBe('/bayi/giris')
    expect(await (await page('/bayi/kullanicilar', plain)).text()).toContain(
      'firmanızın yöneticisi',
    )

    expect(await where(await post('kaldir', { id: String(found.docs[0]!.id) }, mine))).toContain(
      'durum=kaldirildi',
    )
    expect((await api(admin, 'GET', `dealers/${found.docs[0]!.id}`)).status).toBe(404)
    const cross = await fetch(`${baseURL()}/bayi/kullanicilar/davet`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'cross-site',
        Cookie: mine,
      },
      body: new URLSearchParams({ email: `y-${tag}@example.com`, name: 'Y Z' }),
    })
    expect(cross.status).toBe(403)
  })

  it('"Bayi hesabı aç": company and first user from an application, an invitation that sets the password once', async () => {
    const mail = `basvuru-${tag}@example.com`
    const applied = await fetch(`${baseURL()}/api/application`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Çağrı Öz',
        phone: '0532 765 43 21',
        mail,
        corporation: 'Çağrı Güvenlik',
        city: 'İzmir',
        kvkk: '1',
      }),
    })
    expect(applied.status).toBe(201)
    const { id } = (await applied.json()) as { id: number }
    const open = (taxNumber: string, auth = admin) =>
      api(auth, 'POST', `dealer-applications/${id}/bayi-hesabi`, { taxNumber, taxOffice: 'Konak' })

    const wrong = await open('12345678951')
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { error: string }).error).toBe(
      'T.C. kimlik numarası geçerli değil; lütfen kontrol ediniz.',
    )
    // Refused: nothing was made (neither the company nor its user).
    expect(
      (await (await api(admin, 'GET', `dealers?where[email][equals]=${mail}`)).json()).totalDocs,
    ).toBe(0)
    const res = await open('12345678950')
    expect(res.status, await res.clone().text()).toBe(201)
    const made = (await res.json()) as { company: number; dealer: number }
    const company = (await (
      await api(admin, 'GET', `dealer-companies/${made.company}?depth=0`)
    ).json()) as Record<string, unknown>
    expect(company).toMatchObject({
      name: 'Çağrı Güvenlik',
      city: 'İzmir',
      taxNumber: '12345678950',
      taxOffice: 'Konak',
      application: id,
    })
    const user = (await (await api(admin, 'GET', `dealers/${made.dealer}`)).json()) as Record<
      string,
      unknown
    >
    expect(user).toMatchObject({ email: mail, name: 'Çağrı Öz', role: 'yonetici' })
    expect((await open('12345678950')).status).toBe(409)

    const link = await waitForMail(mail, 'Vitrin bayi hesabınız açıldı')
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/bayi\/sifre\?token=[a-f0-9]+$/)
    const token = new URL(link).searchParams.get('token')!
    const form = await page(`/bayi/sifre?token=${token}`)
    expect(await form.text()).toContain('Yeni şifrenizi belirleyin')
    const setTo = (password: string, password2 = password) =>
      fetch(`${baseURL()}/bayi/sifre-kaydet`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Site': 'same-origin',
        },
        body: new URLSearchParams({ token, password, password2 }),
      })
    expect((await setTo(PASSWORD, 'baska-bir-sifre-99')).headers.get('location')).toContain(
      'hata=eslesmiyor',
    )
    expect((await setTo('kisa')).headers.get('location')).toContain('hata=tooShort')
    const done = await setTo(PASSWORD)
    expect(done.headers.get('location')).toBe('/bayi')
    const cookie = sessionCookie(done)
    expect(await (await page('/bayi', cookie)).text()).toContain('Çağrı Güvenlik')
    // Used once: the same link sets nothing again.
    expect((await setTo('Bir-Baska-Sifre-2027')).headers.get('location')).toContain('hata=gecersiz')
    expect(await (await page('/bayi/sifre?token=x&hata=gecersiz')).text()).toContain(
      'Bu bağlantı geçersiz ya da süresi dolmuş.',
    )
  })

  it('"Şifremi unuttum" answers alike for any address and mails a reset link to a dealer', async () => {
    const ask = (email: string) =>
      fetch(`${baseURL()}/bayi/sifre-talep`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Site': 'same-origin',
        },
        body: new URLSearchParams({ email }),
      })
    const known = await ask(dealer.email)
    const unknown = await ask(`hic-yok-${tag}@example.com`)
    for (const res of [known, unknown]) {
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/bayi/sifremi-unuttum?gonderildi=1')
    }
    const link = await waitForMail(dealer.email, 'şifre sıfırlama')
    expect(link).toContain('/bayi/sifre?token=')
  })
})

/** The password link of the newest mail to `to` whose subject has `subject` (the server's outbox). */
async function waitForMail(to: string, subject: string): Promise<string> {
  const { text } = await waitForOutboxMail(to, subject, PASSWORD_LINK)
  return PASSWORD_LINK.exec(text)![0]
}

const PASSWORD_LINK = /https?:\/\/[^\s"<]+\/bayi\/sifre\?token=[a-f0-9]+/
