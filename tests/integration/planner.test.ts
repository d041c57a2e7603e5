/**
 * POST /api/proje-planlayici and the planner page on the seeded demo catalogue (its recorders,
 * disks and switches carry the planner's attributes): figures, the bill of materials, refusals,
 * the hand-off to a quote request, and the page without JavaScript.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { PLANNER_MESSAGES } from '@/planner/schema'

import { baseURL, get, login, postJson } from '../helpers/http'

interface Plan {
  bitrateMbps: number
  storageTB: number
  poeWatts: number
  groups: { bitrateMbps: number; storageTB: number; poeWatts: number }[]
  recorders: {
    slug: string
    sku: string
    quantity: number
    channels: number
    maxIncomingMbps: number
    bays: number
    maxDiskTB: number
    reason: string
  }[]
  disks: { slug: string; quantity: number; capacityTB: number }[]
  switches: { slug: string; quantity: number; poePorts: number; poeBudgetW: number }[]
  lines: { slug: string; quantity: number }[]
  warnings: string[]
}

const group = (over: Record<string, unknown> = {}) => ({
  cameras: 16,
  megapixels: 4,
  codec: 'h265',
  fps: 15,
  hoursPerDay: 24,
  motionPercent: 100,
  bitrateMbps: null,
  product: null,
  ...over,
})
const project = (groups: unknown[], over: Record<string, unknown> = {}) => ({
  groups,
  retentionDays: 30,
  raid: 'yok',
  ...over,
})

async function plan(body: unknown): Promise<Plan> {
  const res = await postJson('/api/proje-planlayici', body)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as Plan
}

/** What the chosen recorders and disks hold: channels, bandwidth, usable TB. */
function capacity(p: Plan, parity: number) {
  const units = p.recorders.reduce((sum, r) => sum + r.quantity, 0)
  const recorder = p.recorders[0]!
  const disk = p.disks[0]!
  const perUnit = disk.quantity / units
  return {
    units,
    channels: recorder.channels * units,
    mbps: recorder.maxIncomingMbps * units,
    usableTB: (perUnit - parity) * disk.capacityTB * units,
    perUnit,
    recorder,
    disk,
  }
}

describe('the project planner', () => {
  let auth: string
  beforeAll(async () => {
    auth = await login()
  })

  it('gives the worked example its figures and a recorder, disks and a switch that fit', async () => {
    const p = await plan(project([group()]))
    expect(p.bitrateMbps).toBe(64)
    expect(p.storageTB).toBe(22.8)
    expect(p.poeWatts).toBe(96)
    expect(p.groups).toEqual([{ bitrateMbps: 64, storageTB: 22.8, poeWatts: 96, camera: null }])
    const c = capacity(p, 0)
    expect(c.units).toBe(1)
    expect(c.channels).toBeGreaterThanOrEqual(16)
    expect(c.mbps).toBeGreaterThanOrEqual(64)
    expect(c.usableTB).toBeGreaterThanOrEqual(22.8)
    expect(c.perUnit).toBeLessThanOrEqual(c.recorder.bays)
    expect(c.disk.capacityTB).toBeLessThanOrEqual(c.recorder.maxDiskTB)
    expect(c.recorder.reason).toMatch(/16 kanal|\d+ kanal/)
    // Every line is a product with a quantity; switches only when the recorder's PoE falls short.
    const slugs = [...p.recorders, ...p.disks, ...p.switches].map((l) => l.slug)
    expect(p.lines.map((l) => l.slug)).toEqual(slugs)
    for (const s of p.switches) {
      expect(s.poePorts * s.quantity).toBeGreaterThanOrEqual(16)
      expect(s.poeBudgetW * s.quantity).toBeGreaterThanOrEqual(96 * 1.2)
    }
  })

  it('takes RAID 6 parity, more cameras than one recorder has channels, and says when nothing fits', async () => {
    const raid = await plan(project([group()], { raid: 'raid6' }))
    const r = capacity(raid, 2)
    expect(r.usableTB).toBeGreaterThanOrEqual(22.8)

    const big = await plan(project([group({ cameras: 200 })]))
    const b = capacity(big, 0)
    expect(b.units).toBeGreaterThan(1)
    expect(b.channels).toBeGreaterThanOrEqual(200)
    expect(b.mbps).toBeGreaterThanOrEqual(800)

    const huge = await plan(
      project(
        Array.from({ length: 20 }, () =>
          group({ cameras: 500, megapixels: 12, codec: 'h264', fps: 30 }),
        ),
        { retentionDays: 365, raid: 'raid6' },
      ),
    )
    expect(huge.recorders).toEqual([])
    expect(huge.warnings.join(' ')).toMatch(/karşılamıyor/)
    expect(huge.storageTB).toBeGreaterThan(1000)
    expect(huge.bitrateMbps).toBe(10_000 * 48)
  })

  it('fills a group from its camera: resolution and power; the camera joins the lines', async () => {
    const found = (await (
      await fetch(`${baseURL()}/cms-api/attributes?where[slug][equals]=guc-tuketimi&depth=0`, {
        headers: { Authorization: auth },
      })
    ).json()) as { docs: { id: number }[] }
    const watts = found.docs[0]!.id
    const { docs } = (await (
      await fetch(
        `${baseURL()}/cms-api/products?where[attributes.attribute][equals]=${watts}&where[name][like]=IP Kamera&limit=1&depth=0`,
        { headers: { Authorization: auth } },
      )
    ).json()) as {
      docs: { slug: string; name: string; attributes: { attribute: number; value: string }[] }[]
    }
    const camera = docs[0]!
    const w = Number(camera.attributes.find((a) => a.attribute === watts)!.value)
    const p = await plan(project([group({ cameras: 10, product: camera.slug })]))
    expect(p.poeWatts).toBeCloseTo(10 * w, 1)
    expect(p.lines).toContainEqual({ slug: camera.slug, quantity: 10 })

    // The camera's page links to the planner, which opens with it chosen.
    const page = await (await get(`/urunler/urun/${camera.slug}`)).text()
    const link = /href="(\/proje-planlayici\?urun=[^"]+)"/.exec(page)?.[1]
    expect(link).toBe(`/proje-planlayici?urun=${camera.slug}`)
    const planned = await (await get(link!)).text()
    expect(planned).toContain(`Seçilen: ${camera.name}`)

    const unknown = await postJson(
      '/api/proje-planlayici',
      project([group({ product: 'boyle-bir-urun-yok' })]),
    )
    expect(unknown.status).toBe(422)
    expect(((await unknown.json()) as { errors: object }).errors).toEqual({
      'groups.0.product': PLANNER_MESSAGES.product,
    })
  })

  it('refuses bad input with a Turkish message per field, and anything but JSON', async () => {
    const bad = await postJson(
      '/api/proje-planlayici',
      project([group({ fps: 31, codec: 'mjpeg' })], { retentionDays: 0, raid: 'raid1' }),
    )
    expect(bad.status).toBe(422)
    const body = (await bad.json()) as { error: string; errors: Record<string, string> }
    expect(body.errors).toEqual({
      'groups.0.codec': PLANNER_MESSAGES.codec,
      'groups.0.fps': PLANNER_MESSAGES.fps,
      retentionDays: PLANNER_MESSAGES.retentionDays,
      raid: PLANNER_MESSAGES.raid,
    })
    const many = await postJson(
      '/api/proje-planlayici',
      project(Array.from({ length: 51 }, () => group({ cameras: 1 }))),
    )
    expect(((await many.json()) as { errors: object }).errors).toEqual({
      groups: PLANNER_MESSAGES.tooManyGroups,
    })
    const total = await postJson(
      '/api/proje-planlayici',
      project(Array.from({ length: 20 }, () => group({ cameras: 501 }))),
    )
    expect(total.status).toBe(422)
    const form = await fetch(`${baseURL()}/api/proje-planlayici`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'kamera=16',
    })
    expect(form.status).toBe(415)
  })

  it('sends the planned lines as a quote request unchanged', async () => {
    const p = await plan(project([group()]))
    const res = await postJson('/api/contact', {
      name: 'Planlı Müşteri',
      corporation: 'Güvenlik Teknik A.Ş.',
      mail: 'planli@example.com',
      phone: '532 123 45 67',
      kvkk: '1',
      message: 'Proje planlayıcıdan: 16 kamera',
      items: p.lines,
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    const doc = (await (
      await fetch(`${baseURL()}/cms-api/contact-requests/${id}?depth=0`, {
        headers: { Authorization: auth },
      })
    ).json()) as { items: { slug: string; quantity: number }[] }
    expect(doc.items.map(({ slug, quantity }) => ({ slug, quantity }))).toEqual(p.lines)
  })

  it('renders the project from its URL without JavaScript, and the add link carries the note', async () => {
    const query = 'kamera=16&mp=4&codec=h265&fps=15&saat=24&hareket=100&mbps=&urun=&gun=30&raid=yok'
    const res = await get(`/proje-planlayici?${query}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('64 Mbps')
    expect(html).toContain('22,8 TB')
    expect(html).toContain('Malzeme listesi')
    const add = /href="(\/teklif-listesi\/ekle\?[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
    expect(add).toBeTruthy()
    const added = await get(add!)
    expect(added.status).toBe(303)
    const location = new URL(added.headers.get('location')!, baseURL())
    expect(location.pathname).toBe('/teklif-listesi')
    expect(location.searchParams.get('not')).toMatch(/^Proje planlayıcıdan:\n- 16 kamera, 4 MP/)

    // A group added without JavaScript lands on the project's own URL, one group more.
    const more = await get(`/proje-planlayici?${query}&ekle=1`)
    expect(more.status).toBe(307)
    expect(more.headers.get('location')).toMatch(/kamera=16.*kamera=16/)

    const wrong = await (await get('/proje-planlayici?kamera=0&gun=400')).text()
    expect(wrong).toContain(PLANNER_MESSAGES.cameras)
    expect(wrong).toContain(PLANNER_MESSAGES.retentionDays)
  })

  it('never guesses: a recorder lacking a figure is left out and listed for editors in the admin', async () => {
    const headers = { Authorization: auth, 'Content-Type': 'application/json' }
    const attrs = (await (
      await fetch(`${baseURL()}/cms-api/attributes?limit=100&depth=0`, { headers })
    ).json()) as { docs: { id: number; slug: string }[] }
    const id = (slug: string) => attrs.docs.find((a) => a.slug === slug)!.id
    const [some] = (
      (await (
        await fetch(`${baseURL()}/cms-api/products?limit=1&depth=0&sort=id`, { headers })
      ).json()) as { docs: { category: number; brand: number }[] }
    ).docs
    const name = `Eksik Bilgili Kayıt Cihazı ${Date.now()}`
    const made = await fetch(`${baseURL()}/cms-api/products`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name,
        sku: `ZZ-EKSIK-${Date.now()}`,
        category: some!.category,
        brand: some!.brand,
        _status: 'published',
        // 512 channels and 99 bays would beat every demo recorder, were it complete.
        attributes: [
          { attribute: id('ip-kanal-sayisi'), value: '512' },
          { attribute: id('disk-yuvasi'), value: '99' },
        ],
      }),
    })
    expect(made.status).toBe(201)
    const product = ((await made.json()) as { doc: { id: number; slug: string } }).doc
    try {
      const p = await plan(project([group({ cameras: 500 })]))
      expect(p.lines.map((l) => l.slug)).not.toContain(product.slug)
      const token = auth.replace(/^JWT /, '')
      // As a browser opens it: Payload honours the cookie of a same-origin navigation.
      const admin = await (
        await fetch(`${baseURL()}/admin`, {
          headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' },
        })
      ).text()
      expect(admin).toContain('Planlayıcı için eksik bilgi')
      expect(admin).toContain(name)
      expect(admin).toMatch(/Gelen bant genişliği, Disk başına en çok/)
    } finally {
      await fetch(`${baseURL()}/cms-api/products/${product.id}`, { method: 'DELETE', headers })
    }
  })
})
