/**
 * Hostile and malformed bodies against both public POST endpoints (fast-check): every answer is a
 * client error, never a server error, and no lead is stored. Runs on the shared suite server.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAX_BODY_BYTES } from '@/lib/http/body'
import { normalizeMobilePhone } from '@/lib/validation'

import { baseURL, countDocs, login } from '../../helpers/http'
import { uniqueVkn } from '../../helpers/taxNumbers'

const RUNS = 500

interface Attempt {
  contentType: string | null
  body: string
}

const JSON_TYPE = 'application/json'
const FORM_TYPE = 'application/x-www-form-urlencoded'

/** Strings that can never be a valid phone number, so no generated body is a real lead. */
const notAPhone = fc
  .string({ unit: 'binary', maxLength: 40 })
  .filter((s) => normalizeMobilePhone(s.trim()) === null)

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '${7*7}{{7*7}}',
    '\u0000\u0001\u202e\ufeff',
    'İıŞşĞğÜüÖöÇç'.repeat(30),
    '../../etc/passwd',
    'a@b',
    '\ud800',
  ),
  fc
    .integer({ min: 14_000, max: MAX_BODY_BYTES + 2_000 })
    .map((n) => 'ş'.repeat(Math.floor(n / 2))),
)

const anyValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), hostileString, { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
)

/** The form's own keys with values of any type (the phone never valid). */
const wrongTypes = fc.record(
  {
    name: anyValue,
    corporation: anyValue,
    mail: anyValue,
    phone: fc.oneof(notAPhone, fc.integer(), fc.constant(null), fc.array(fc.string())),
    kvkk: anyValue,
    message: anyValue,
    product: anyValue,
    items: fc.oneof(
      anyValue,
      fc.array(fc.record({ slug: anyValue, quantity: anyValue }, { requiredKeys: [] }), {
        maxLength: 120,
      }),
      fc.json({ maxDepth: 3 }),
    ),
  },
  { requiredKeys: [] },
)

const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  'toString',
  'hasOwnProperty',
  'valueOf',
]

/** Prototype-pollution payloads, written as JSON text (JSON.stringify would drop `__proto__`). */
const pollution = fc
  .tuple(fc.constantFrom(...POLLUTION_KEYS), fc.jsonValue({ maxDepth: 3 }), wrongTypes)
  .map(([key, value, rest]) => {
    const inner = JSON.stringify(rest).slice(1, -1)
    const polluted = `"${key}": {"isAdmin": true, "role": "admin", "polluted": ${JSON.stringify(value)}}`
    return `{${polluted}${inner ? `, ${inner}` : ''}, "constructor": {"prototype": {"polluted": true}}}`
  })

const nested = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('name', 'mail', 'phone', 'a', '__proto__'), tie('node'), {
      maxKeys: 4,
    }),
  ),
})).node

const attempts: fc.Arbitrary<Attempt> = fc.oneof(
  // Any JSON value at all: numbers, strings, arrays, null, nested objects.
  fc.jsonValue().map((v) => ({ contentType: JSON_TYPE, body: JSON.stringify(v) ?? 'null' })),
  wrongTypes.map((v) => ({ contentType: JSON_TYPE, body: JSON.stringify(v) })),
  pollution.map((body) => ({ contentType: JSON_TYPE, body })),
  nested.map((v) => ({
    contentType: JSON_TYPE,
    body: JSON.stringify({ name: v, mail: v, phone: v }),
  })),
  // Broken JSON text.
  fc
    .tuple(wrongTypes, fc.nat(), fc.string({ unit: 'binary', maxLength: 20 }))
    .map(([v, cut, junk]) => {
      const text = JSON.stringify(v)
      return { contentType: JSON_TYPE, body: text.slice(0, cut % Math.max(1, text.length)) + junk }
    }),
  fc.string({ unit: 'binary', maxLength: 500 }).map((body) => ({ contentType: JSON_TYPE, body })),
  // Close to and beyond the 16 kB limit.
  fc.integer({ min: MAX_BODY_BYTES - 200, max: MAX_BODY_BYTES + 4096 }).map((n) => ({
    contentType: JSON_TYPE,
    body: JSON.stringify({ name: 'x'.repeat(n), phone: 'yok' }),
  })),
  // Wrong or odd content types.
  fc
    .tuple(
      fc.constantFrom(
        null,
        'text/plain',
        'text/html',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/json-patch+json',
        'application/javascript',
        'image/png',
        '',
        ';;;',
        'application/json; charset=utf-16',
      ),
      fc.oneof(
        wrongTypes.map((v) => JSON.stringify(v)),
        fc.string({ unit: 'binary', maxLength: 300 }),
      ),
    )
    .map(([contentType, body]) => ({ contentType, body })),
  // Urlencoded junk (the no-JavaScript path).
  fc
    .oneof(
      fc.string({ unit: 'binary', maxLength: 500 }),
      fc
        .dictionary(fc.string({ maxLength: 12 }), hostileString, { maxKeys: 8 })
        .map((d) => new URLSearchParams({ ...d, phone: 'x' }).toString()),
      fc.constantFrom('%', '%zz', '&&&=', '__proto__[isAdmin]=1&phone=0', 'a=%E0%A4%A'),
    )
    .map((body) => ({ contentType: FORM_TYPE, body })),
)

async function send(path: string, attempt: Attempt): Promise<Response> {
  const headers: Record<string, string> = {}
  if (attempt.contentType !== null) headers['Content-Type'] = attempt.contentType
  return fetch(baseURL() + path, {
    method: 'POST',
    redirect: 'manual',
    headers,
    body: attempt.contentType === null ? new Blob([attempt.body]) : attempt.body,
  })
}

/**
 * A client error: 4xx for API calls; a no-JavaScript post is sent back to its form (303 to
 * `?durum=hata`) with its errors, as the form page expects.
 */
function isClientError(attempt: Attempt, res: Response): boolean {
  if (res.status >= 400 && res.status < 500) return true
  return (
    attempt.contentType === FORM_TYPE &&
    res.status === 303 &&
    /[?&]durum=hata#form-sonucu$/.test(res.headers.get('location') ?? '')
  )
}

describe.each([
  ['/api/contact', 'contact-requests'],
  ['/api/application', 'dealer-applications'],
])('fuzzing POST %s', (path, collection) => {
  let auth: string
  beforeAll(async () => {
    auth = await login()
  })

  it(`answers ${RUNS} hostile bodies with client errors and stores nothing`, async () => {
    const before = await countDocs(collection, auth)
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(attempts, async (attempt) => {
        const res = await send(path, attempt)
        await res.arrayBuffer()
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        if (!isClientError(attempt, res)) {
          throw new Error(`${res.status} for ${attempt.contentType}: ${attempt.body.slice(0, 300)}`)
        }
      }),
      { numRuns: RUNS },
    )
    const total = [...statuses.values()].reduce((a, b) => a + b, 0)
    expect(total).toBeGreaterThanOrEqual(RUNS)
    // Several kinds of refusal were exercised, not one.
    expect(statuses.size).toBeGreaterThanOrEqual(4)
    expect(await countDocs(collection, auth)).toBe(before)
  }, 120_000)
})

// The project planner's API: hostile bodies and projects of every wrong shape are refused with
// a client error, a valid one answered; never a server error (it writes nothing).
describe('fuzzing POST /api/proje-planlayici', () => {
  const numberish = fc.oneof(
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.double(),
    fc.constantFrom(1, 16, 30, 365, 512, 10_000, Number.MAX_SAFE_INTEGER),
    hostileString,
    fc.constant(null),
  )
  const projects = fc
    .record({
      groups: fc.oneof(
        fc.array(
          fc.record(
            {
              cameras: numberish,
              megapixels: fc.oneof(fc.constantFrom(2, 4, 5, 6, 8, 12), numberish),
              codec: fc.oneof(fc.constantFrom('h264', 'h265', 'h265+'), hostileString),
              fps: numberish,
              hoursPerDay: numberish,
              motionPercent: numberish,
              bitrateMbps: numberish,
              product: fc.oneof(fc.constant(null), hostileString),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 60 },
        ),
        anyValue,
      ),
      retentionDays: numberish,
      raid: fc.oneof(fc.constantFrom('yok', 'raid5', 'raid6'), hostileString),
    })
    .map((p) => ({ contentType: JSON_TYPE, body: JSON.stringify(p) }))

  it(`answers ${RUNS} hostile bodies and projects with 200 or a client error`, async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(fc.oneof(attempts, projects), async (attempt) => {
        const res = await send('/api/proje-planlayici', attempt)
        await res.arrayBuffer()
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        if (res.status >= 500 || (res.status !== 200 && res.status < 400))
          throw new Error(`${res.status} for ${attempt.contentType}: ${attempt.body.slice(0, 300)}`)
      }),
      { numRuns: RUNS },
    )
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(3)
  }, 120_000)
})

// The no-JavaScript routes of the buyer lists and the dealer sign-in: forms and cookies of any
// shape get a redirect or a client error, never a server error, and never a dealer session.
describe('fuzzing the list and dealer form routes', () => {
  const FORM_ROUTES = [
    '/bayi/oturum',
    '/bayi/sifre-kaydet',
    '/bayi/sifre-talep',
    '/teklif-listesi/guncelle',
    '/bayi/kullanicilar/davet',
    '/bayi/kullanicilar/kaldir',
    '/bayi/talep',
  ]
  const formBodies = fc.oneof(
    fc
      .dictionary(
        fc.constantFrom('email', 'password', 'password2', 'token', 'kaldir', 'adet-1', 'x'),
        hostileString,
        { maxKeys: 5 },
      )
      .map((d) => ({ contentType: FORM_TYPE, body: new URLSearchParams(d).toString() })),
    fc.string({ unit: 'binary', maxLength: 300 }).map((body) => ({ contentType: FORM_TYPE, body })),
    attempts,
  )
  const hostileCookie = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.constantFrom(
      'vitrin-bayi=eyJhbGciOiJIUzI1NiJ9.e30.x',
      `vitrin_teklif=${'9'.repeat(20)}x${'9'.repeat(20)}`,
      `vitrin_teklif=${Array.from({ length: 500 }, (_, i) => `${i}x1`).join('.')}`,
      'vitrin_karsilastir=../../etc.%00.<script>',
    ),
  )

  it.each(FORM_ROUTES)('POST %s: 60 hostile forms, no 5xx, no session', async (path) => {
    await fc.assert(
      fc.asyncProperty(formBodies, hostileCookie, async (attempt, cookie) => {
        const res = await fetch(baseURL() + path, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            ...(attempt.contentType ? { 'Content-Type': attempt.contentType } : {}),
            'Sec-Fetch-Site': 'same-origin',
            Cookie: cookie.replace(/[^\x20-\x7e]/g, ''),
          },
          body: attempt.body,
        })
        expect(res.status, `${path} ${attempt.body.slice(0, 80)}`).toBeLessThan(500)
        expect(res.headers.getSetCookie().some((c) => /^vitrin-bayi=[^;]/.test(c))).toBe(false)
      }),
      { numRuns: 60 },
    )
  })

  it('GET the list routes and the dealer pages with hostile queries and cookies: no 5xx', async () => {
    const paths = fc.tuple(
      fc.constantFrom(
        '/teklif-listesi/ekle?kodlar=',
        '/teklif-listesi?kodlar=',
        '/urunler/karsilastir/ekle?urun=',
        '/urunler/karsilastir/cikar?urunler=a,b&urun=',
        '/urunler/karsilastir?urunler=',
        '/bayi?x=',
        '/bayi/giris?hata=',
        '/bayi/sifre?token=',
        '/bayi/talepler?sayfa=',
        '/bayi/belgeler?x=',
        '/bayi/fiyat-listesi?x=',
        '/cms-api/dealer-documents/file/x.pdf?son=1&imza=',
        '/proje-planlayici?kamera=16&kamera=',
        '/proje-planlayici?gun=30&urun=',
        '/proje-planlayici?kamera=1&sil=',
      ),
      hostileString,
    )
    await fc.assert(
      fc.asyncProperty(paths, hostileCookie, async ([path, value], cookie) => {
        // A lone surrogate has no URL form (encodeURIComponent throws): nothing to send.
        let query: string
        try {
          query = encodeURIComponent(value.slice(0, 2000))
        } catch {
          return
        }
        const res = await fetch(baseURL() + path + query, {
          redirect: 'manual',
          headers: { Cookie: cookie.replace(/[^\x20-\x7e]/g, '') },
        })
        expect(res.status, path).toBeLessThan(500)
      }),
      { numRuns: 120 },
    )
  })
})

// A signed-in dealer's quote request: the same hostile bodies as /api/contact's, with a live
// session, get client errors and store nothing for its company.
describe('fuzzing POST /bayi/talep as a signed-in dealer', () => {
  let auth: string
  let cookie: string
  let companyId: number
  beforeAll(async () => {
    auth = await login()
    const tag = Date.now()
    const company = await fetch(`${baseURL()}/cms-api/dealer-companies`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ name: `Fuzz Bayi ${tag}`, taxNumber: uniqueVkn(tag + 7) }),
    })
    expect(company.status).toBe(201)
    companyId = ((await company.json()) as { doc: { id: number } }).doc.id
    const email = `fuzz-${tag}@example.com`
    const password = 'Mavi-Kapı-Anahtar-2026'
    const made = await fetch(`${baseURL()}/cms-api/dealers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ email, name: 'Fuzz Bayi', company: companyId, password }),
    })
    expect(made.status).toBe(201)
    const signedIn = await fetch(`${baseURL()}/bayi/oturum`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': FORM_TYPE, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ email, password }),
    })
    cookie = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('vitrin-bayi='))!
      .split(';')[0]!
  })

  it(`answers ${RUNS} hostile bodies with client errors and stores nothing`, async () => {
    const where = `&where[dealerCompany][equals]=${companyId}`
    const before = await countDocs('contact-requests', auth, where)
    await fc.assert(
      fc.asyncProperty(attempts, async (attempt) => {
        const res = await fetch(`${baseURL()}/bayi/talep`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            ...(attempt.contentType !== null ? { 'Content-Type': attempt.contentType } : {}),
            'Sec-Fetch-Site': 'same-origin',
            Cookie: cookie,
          },
          body: attempt.contentType === null ? new Blob([attempt.body]) : attempt.body,
        })
        await res.arrayBuffer()
        if (!isClientError(attempt, res))
          throw new Error(`${res.status} for ${attempt.contentType}: ${attempt.body.slice(0, 300)}`)
      }),
      { numRuns: RUNS },
    )
    expect(await countDocs('contact-requests', auth, where)).toBe(before)
  }, 120_000)
})
