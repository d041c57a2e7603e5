import { describe, expect, it, vi } from 'vitest'

// flash.ts is server-only; the pure parser is tested here without the react-server condition.
vi.mock('server-only', () => ({}))

import { osmEmbedUrl, osmLinkUrl } from '@/components/contact/osm'
import {
  type FormStatus,
  type FormStatusAction,
  formStatusReducer,
  initialFormStatus,
  isSubmitting,
} from '@/components/forms/formStatus'
import { buildQuoteMessage } from '@/components/forms/quoteMessage'
import { interpretLeadResponse } from '@/components/forms/submitLead'
import { parseFormFlash } from '@/leads/flash'
import { contactSchema, messages } from '@/lib/validation'

const run = (actions: FormStatusAction[], from: FormStatus = initialFormStatus) =>
  actions.reduce(formStatusReducer, from)

describe('formStatusReducer', () => {
  it('goes idle → submitting → succeeded', () => {
    const submitting = run([{ type: 'submit' }])
    expect(submitting).toEqual({ phase: 'submitting' })
    expect(isSubmitting(submitting)).toBe(true)
    const done = formStatusReducer(submitting, { type: 'succeed', id: 7 })
    expect(done).toEqual({ phase: 'succeeded', id: 7 })
    expect(isSubmitting(done)).toBe(false)
  })

  it('records a failure with its reason and field errors', () => {
    const state = run([
      { type: 'submit' },
      { type: 'fail', reason: 'invalid', errors: { phone: messages.phoneFormat } },
    ])
    expect(state).toEqual({
      phase: 'failed',
      reason: 'invalid',
      errors: { phone: messages.phoneFormat },
    })
    expect(run([{ type: 'submit' }, { type: 'fail', reason: 'network' }])).toEqual({
      phase: 'failed',
      reason: 'network',
      errors: {},
    })
  })

  it('ignores a second submit while sending (same state object)', () => {
    const submitting = run([{ type: 'submit' }])
    expect(formStatusReducer(submitting, { type: 'submit' })).toBe(submitting)
  })

  it('ignores answers that arrive when nothing is being sent', () => {
    expect(run([{ type: 'succeed', id: 1 }])).toBe(initialFormStatus)
    expect(run([{ type: 'fail', reason: 'rejected' }])).toBe(initialFormStatus)
    const done = run([{ type: 'submit' }, { type: 'succeed', id: 1 }])
    expect(formStatusReducer(done, { type: 'fail', reason: 'network' })).toBe(done)
  })

  it('can submit again after a success or a failure, and resets to idle', () => {
    expect(
      run([{ type: 'submit' }, { type: 'fail', reason: 'rejected' }, { type: 'submit' }]),
    ).toEqual({ phase: 'submitting' })
    expect(run([{ type: 'submit' }, { type: 'succeed', id: 'a' }, { type: 'reset' }])).toEqual({
      phase: 'idle',
    })
  })
})

describe('interpretLeadResponse', () => {
  it('reads 201 {ok, id} as a success', () => {
    expect(interpretLeadResponse(201, { ok: true, id: 12 })).toEqual({ ok: true, id: 12 })
  })

  it('reads 422 {errors} as field errors, keeping only string messages', () => {
    expect(
      interpretLeadResponse(422, {
        error: 'x',
        errors: { phone: messages.phoneFormat, name: 3, mail: null },
      }),
    ).toEqual({ ok: false, reason: 'invalid', errors: { phone: messages.phoneFormat } })
    expect(interpretLeadResponse(422, { errors: ['nope'] })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: {},
    })
  })

  it('treats every other answer as a failure', () => {
    for (const [status, body] of [
      [500, { error: 'x' }],
      [429, null],
      [400, 'text'],
      [200, { ok: false }],
      [201, null],
    ] as const) {
      expect(interpretLeadResponse(status, body)).toEqual({
        ok: false,
        reason: 'rejected',
        errors: {},
      })
    }
  })
})

describe('buildQuoteMessage', () => {
  it('names the product and its code', () => {
    expect(buildQuoteMessage({ name: 'Dome Kamera', sku: 'TSR-2857.LP' })).toBe(
      'Merhaba, Dome Kamera (ürün kodu: TSR-2857.LP) için fiyat teklifi almak istiyorum.',
    )
  })

  it('leaves the code out when there is none and trims both', () => {
    expect(buildQuoteMessage({ name: '  Kilit ', sku: ' ' })).toBe(
      'Merhaba, Kilit için fiyat teklifi almak istiyorum.',
    )
  })

  it('passes the shared contact schema as the message of a valid quote request', () => {
    const message = buildQuoteMessage({
      name: "8 MP (4K) 4'ü 1 Arada Tam Renkli Dome Kamera, 2.8 mm Sabit Lens",
      sku: 'TSR-2857.LP',
    })
    const result = contactSchema.safeParse({
      name: 'Ayşe Yılmaz',
      corporation: 'Yılmaz Güvenlik',
      mail: 'ayse@example.com',
      phone: '532 123 45 67',
      kvkk: '1',
      product: '8-mp-4k-kamera',
      message,
    })
    expect(result.success).toBe(true)
  })
})

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('parseFormFlash', () => {
  const flash = {
    form: 'contact',
    status: 'hata',
    errors: { phone: messages.phoneFormat },
    values: { name: 'Şükrü', phone: '12' },
  }

  it('decodes the cookie the API writes', () => {
    expect(parseFormFlash(encode(flash), 'contact', 'hata')).toEqual(flash)
    const ok = { form: 'application', status: 'basarili', errors: {}, values: {} }
    expect(parseFormFlash(encode(ok), 'application', 'basarili')).toEqual(ok)
  })

  it('ignores a flash of another form or another status than the URL says', () => {
    expect(parseFormFlash(encode(flash), 'application', 'hata')).toBeNull()
    expect(parseFormFlash(encode(flash), 'contact', 'basarili')).toBeNull()
    expect(parseFormFlash(encode(flash), 'contact', undefined)).toBeNull()
  })

  it('rejects missing, malformed and hostile cookies', () => {
    expect(parseFormFlash(undefined, 'contact', 'hata')).toBeNull()
    expect(parseFormFlash('', 'contact', 'hata')).toBeNull()
    expect(parseFormFlash('%%%not-base64', 'contact', 'hata')).toBeNull()
    expect(parseFormFlash(encode('text'), 'contact', 'hata')).toBeNull()
    expect(parseFormFlash(encode([flash]), 'contact', 'hata')).toBeNull()
    expect(parseFormFlash(encode({ ...flash, status: 'ok' }), 'contact', 'ok')).toBeNull()
    expect(parseFormFlash(encode({ ...flash, errors: { phone: 1 } }), 'contact', 'hata')).toBeNull()
    expect(parseFormFlash(encode({ ...flash, values: null }), 'contact', 'hata')).toBeNull()
    expect(parseFormFlash(encode({ ...flash, errors: undefined }), 'contact', 'hata')).toBeNull()
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v']))
    expect(parseFormFlash(encode({ ...flash, values: many }), 'contact', 'hata')).toBeNull()
    expect(parseFormFlash('a'.repeat(9000), 'contact', 'hata')).toBeNull()
  })

  it('returns only the known keys (no prototype tricks)', () => {
    const raw = encode({ ...flash, extra: '<script>' })
    expect(Object.keys(parseFormFlash(raw, 'contact', 'hata') ?? {})).toEqual([
      'form',
      'status',
      'errors',
      'values',
    ])
  })
})

describe('OpenStreetMap URLs', () => {
  const location = { lat: 40.9925, lng: 29.1245, zoom: 15 }

  it('puts the marker on the point inside the box', () => {
    const url = new URL(osmEmbedUrl(location))
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html')
    expect(url.searchParams.get('marker')).toBe('40.9925,29.1245')
    const [minLng, minLat, maxLng, maxLat] = url.searchParams.get('bbox')!.split(',').map(Number)
    expect(minLng).toBeLessThan(29.1245)
    expect(maxLng).toBeGreaterThan(29.1245)
    expect(minLat).toBeLessThan(40.9925)
    expect(maxLat).toBeGreaterThan(40.9925)
  })

  it('widens the box as the zoom goes down and clamps silly zooms', () => {
    const width = (zoom: number) => {
      const box = new URL(osmEmbedUrl({ ...location, zoom })).searchParams.get('bbox')!
      const [a, , c] = box.split(',').map(Number)
      return c! - a!
    }
    expect(width(12)).toBeGreaterThan(width(15))
    expect(width(99)).toBe(width(19))
    expect(osmLinkUrl(location)).toBe(
      'https://www.openstreetmap.org/?mlat=40.9925&mlon=29.1245#map=15/40.9925/29.1245',
    )
  })
})
