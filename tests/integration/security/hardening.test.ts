import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { beforeAll, describe, expect, it } from 'vitest'

import { deriveFormKey, signFormToken } from '@/lib/security/token'

import { baseURL, countDocs, get, login, postJson } from '../../helpers/http'
import { TEST_PAYLOAD_SECRET } from '../../helpers/server'

const validContact = {
  name: 'Ayşe Yılmaz',
  corporation: 'Güven Teknik Ltd.',
  mail: 'ayse@example.com',
  phone: '532 123 45 67',
  kvkk: '1',
}
const validApplication = { name: 'Çağrı Öztürk', phone: '0532 123 45 67', mail: 'c@example.com' }
const formKey = deriveFormKey(TEST_PAYLOAD_SECRET)

const directive = (policy: string | null, name: string): string | undefined =>
  policy
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)

describe('security headers', () => {
  it('gives public pages a nonce CSP that Next puts on every script it renders', async () => {
    const first = await get('/')
    const second = await get('/')
    expect(first.status).toBe(200)
    const policy = first.headers.get('content-security-policy')
    const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(second.headers.get('content-security-policy')).not.toBe(policy)
    expect(directive(policy, 'script-src')).toBe(`'self' 'nonce-${nonce}' 'strict-dynamic'`)
    expect(directive(policy, 'frame-ancestors')).toBe("'none'")
    expect(directive(policy, 'object-src')).toBe("'none'")
    const html = await first.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) {
      if (/type="application\/ld\+json"/.test(tag)) continue
      expect(tag).toContain(`nonce="${nonce}"`)
    }
  })

  it('never takes the nonce from a policy the client sends (rendered pages and admin)', async () => {
    const sent = "script-src 'nonce-SALDIRGAN'"
    for (const path of ['/hakkimizda', '/urunler', '/admin/login']) {
      const res = await get(path, {
        headers: {
          'content-security-policy': sent,
          'content-security-policy-report-only': sent,
        },
      })
      expect(res.status, path).toBe(200)
      const policy = res.headers.get('content-security-policy')
      expect(policy, path).toBeTruthy()
      expect(policy, path).not.toContain('SALDIRGAN')
      const html = await res.text()
      expect(html, path).not.toContain('SALDIRGAN')
      if (path !== '/admin/login') {
        const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1]
        expect(html, path).toContain(`nonce="${nonce}"`)
      }
    }
  })

  it('sends the other security headers on pages, APIs, files and errors', async () => {
    for (const path of [
      '/',
      '/iletisim',
      '/api/categories',
      '/cms-api/products',
      '/icon.svg',
      '/yok-boyle-bir-sayfa',
      '/healthz',
    ]) {
      const res = await get(path)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.headers.get('permissions-policy'), path).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/,
      )
      // Not production over https here (SITE_URL unset): no HSTS.
      expect(res.headers.get('strict-transport-security'), path).toBeNull()
      if (path !== '/icon.svg')
        expect(res.headers.get('content-security-policy'), path).toBeTruthy()
      // Payload's colour-scheme client hint is for the admin only: `Critical-CH` would make
      // Chromium load every first page twice.
      expect(res.headers.get('critical-ch'), path).toBeNull()
      expect(res.headers.get('accept-ch'), path).toBeNull()
      expect(res.headers.get('permissions-policy'), path).not.toMatch(/bluetooth/)
    }
    // Build assets: nosniff only, the document headers would be ~270 bytes on each script.
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(
      await (await get('/')).text(),
    )
    expect(script, 'a script on the home page').not.toBeNull()
    const asset = await get(script![1]!)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(asset.headers.get('permissions-policy')).toBeNull()
    const admin = await get('/admin/login')
    expect(admin.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('closes the JSON APIs, lets the contact map frame OpenStreetMap, loosens only the admin and demo', async () => {
    const api = await get('/api/categories')
    expect(api.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    const contact = await get('/iletisim')
    expect(directive(contact.headers.get('content-security-policy'), 'frame-src')).toBe(
      'https://www.openstreetmap.org',
    )
    const admin = await get('/admin/login')
    expect(directive(admin.headers.get('content-security-policy'), 'script-src')).toContain(
      "'unsafe-inline'",
    )
    expect(directive(admin.headers.get('content-security-policy'), 'frame-ancestors')).toBe(
      "'none'",
    )
    const demo = await get('/shop/catalog')
    expect(demo.status).toBe(200)
    expect(directive(demo.headers.get('content-security-policy'), 'script-src')).toBe(
      "'self' 'unsafe-inline'",
    )
  })
})

describe('health checks', () => {
  it('/healthz answers without the database, /readyz when the database answers', async () => {
    const health = await get('/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await get('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ok' })
  })
})

describe('bots', () => {
  let auth: string
  beforeAll(async () => {
    auth = await login()
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await countDocs('contact-requests', auth)
    const beforeApplications = await countDocs('dealer-applications', auth)
    const res = await postJson('/api/contact', { ...validContact, website: 'https://spam.example' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    const form = await fetch(`${baseURL()}/api/application`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...validApplication, website: 'x', _page: '/bayilik-basvurusu' }),
    })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/bayilik-basvurusu?durum=basarili#form-sonucu')
    expect(await countDocs('contact-requests', auth)).toBe(before)
    expect(await countDocs('dealer-applications', auth)).toBe(beforeApplications)
  })

  it('answers a forged or future form token like a success and stores nothing', async () => {
    const before = await countDocs('dealer-applications', auth)
    const now = Date.now()
    for (const _ts of [
      signFormToken(Buffer.alloc(32, 1), now - 60_000),
      `${now - 60_000}.${'A'.repeat(43)}`,
      signFormToken(formKey, now + 3_600_000),
      'kötü',
      42,
    ]) {
      const res = await postJson('/api/application', { ...validApplication, _ts })
      expect(res.status, String(_ts)).toBe(201)
      expect(await res.json(), String(_ts)).toEqual({ ok: true })
    }
    expect(await countDocs('dealer-applications', auth)).toBe(before)
  })

  it('stores a post with a genuine token, and one without (API clients)', async () => {
    const before = await countDocs('dealer-applications', auth)
    const page = await (await get('/bayilik-basvurusu')).text()
    // The page renders the honeypot and its own signed render time into the form.
    expect(page).toMatch(
      /<input[^>]*name="website"[^>]*tabindex="-1"|<input[^>]*tabindex="-1"[^>]*name="website"/i,
    )
    const _ts = /<input[^>]*name="_ts"[^>]*value="([^"]+)"/.exec(page)?.[1]
    expect(_ts).toMatch(/^\d+\.[\w-]{43}$/)
    const withToken = await postJson('/api/application', { ...validApplication, _ts, website: '' })
    expect(withToken.status).toBe(201)
    expect(await withToken.json()).toEqual({
      ok: true,
      id: expect.anything(),
      reference: expect.stringMatching(/^BAY-\d{4}-\d{6}$/),
    })
    const without = await postJson('/api/application', validApplication)
    expect(without.status).toBe(201)
    expect(await countDocs('dealer-applications', auth)).toBe(before + 2)
  })
})

describe('admin hardening', () => {
  let auth: string
  beforeAll(async () => {
    auth = await login()
  })

  it('locks a staff account after 5 wrong passwords: the right one is refused next', async () => {
    const email = `kilit-${Date.now()}@vitrin.example`
    const password = 'dogru-parola-12345'
    const created = await fetch(`${baseURL()}/cms-api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ email, password, role: 'sales', name: 'Kilit Testi' }),
    })
    expect(created.status).toBe(201)
    const attempt = (pw: string) =>
      fetch(`${baseURL()}/cms-api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: pw }),
      })
    for (let i = 0; i < 5; i++) {
      const res = await attempt(`yanlis-${i}`)
      expect(res.status, `wrong password ${i + 1}`).toBe(401)
    }
    const locked = await attempt(password)
    expect(locked.status).not.toBe(200)
    expect(locked.status).toBeGreaterThanOrEqual(400)
    expect(JSON.stringify(await locked.json())).not.toContain('"token"')
    // Only that account is locked.
    expect(await login()).toMatch(/^JWT /)
  })

  it('refuses anonymous uploads', async () => {
    const body = new FormData()
    body.append('file', new Blob([Buffer.from('GIF89a')], { type: 'image/gif' }), 'a.gif')
    body.append('_payload', JSON.stringify({ alt: 'x' }))
    const media = await fetch(`${baseURL()}/cms-api/media`, { method: 'POST', body })
    expect(media.status).toBe(403)
    const documents = await fetch(`${baseURL()}/cms-api/documents`, { method: 'POST', body })
    expect(documents.status).toBe(403)
  })

  it('refuses a text file disguised as an image, and a non-PDF datasheet', async () => {
    const before = await countDocs('media', auth)
    const fake = new FormData()
    fake.append(
      'file',
      new Blob(['<?php echo "merhaba"; ?> bu bir resim değil'], { type: 'image/png' }),
      'kamera.png',
    )
    fake.append('_payload', JSON.stringify({ alt: 'sahte' }))
    const res = await fetch(`${baseURL()}/cms-api/media`, {
      method: 'POST',
      headers: { Authorization: auth },
      body: fake,
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(await countDocs('media', auth)).toBe(before)
    const html = new FormData()
    html.append(
      'file',
      new Blob(['<html><script>alert(1)</script></html>'], { type: 'application/pdf' }),
      'veri.pdf',
    )
    html.append('_payload', JSON.stringify({ title: 'sahte' }))
    const doc = await fetch(`${baseURL()}/cms-api/documents`, {
      method: 'POST',
      headers: { Authorization: auth },
      body: html,
    })
    expect(doc.status).toBeGreaterThanOrEqual(400)
    expect(doc.status).toBeLessThan(500)
  })

  it('never fetches an upload from a pasted URL', async () => {
    let hits = 0
    const target = http.createServer((_, res) => {
      hits++
      res.writeHead(200, { 'Content-Type': 'image/png' }).end('x')
    })
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
    const src = `http://127.0.0.1:${(target.address() as AddressInfo).port}/a.png`
    try {
      const paste = await fetch(
        `${baseURL()}/cms-api/media/paste-url?src=${encodeURIComponent(src)}`,
        {
          headers: { Authorization: auth },
        },
      )
      expect(paste.status).toBe(400)
      const create = await fetch(`${baseURL()}/cms-api/media`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ alt: 'x', url: src, filename: 'a.png' }),
      })
      expect(create.status).toBeGreaterThanOrEqual(400)
      expect(hits).toBe(0)
    } finally {
      target.close()
    }
  })

  it('has GraphQL switched off', async () => {
    const res = await fetch(`${baseURL()}/cms-api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })
})
