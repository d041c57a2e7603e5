import type { AttributeKind } from '@/catalog/attributeValues'

import type { SeedProduct } from './types'

/** A demo filter attribute and how a generated product's value is read from its name and specs. */
export interface SeedAttribute {
  name: string
  slug: string
  unit?: string
  kind: AttributeKind
  /** Top-level category slugs (their sub-categories included). */
  categories: string[]
  /** A choice's values in the order an installer expects; otherwise those found, sorted. */
  options?: string[]
  /** false: not a filter on listings (the planner's figures, too many values to pick from). */
  facet?: false
  read: (product: SeedProduct) => string | null
}

/** The camera's body, as its name says: what an installer filters by first. */
function cameraType(p: SeedProduct): string | null {
  if (!/Kamera/.test(p.name)) return null
  if (/Fisheye|Balık ?Gözü/i.test(p.name)) return 'Fisheye'
  if (/PTZ|Speed Dome/.test(p.name)) return 'PTZ'
  if (/Turret/.test(p.name)) return 'Turret'
  if (/Dome/.test(p.name)) return 'Dome'
  if (/Bullet/.test(p.name)) return 'Bullet'
  return null
}

const spec = (p: SeedProduct, label: string) => p.specs.find((s) => s.label === label)?.value ?? ''
const number = (p: SeedProduct, pattern: RegExp) => pattern.exec(p.name)?.[1] ?? null
const fromSpec = (p: SeedProduct, label: string, pattern: RegExp) =>
  pattern.exec(spec(p, label))?.[1] ?? null

/** A camera's PoE class from its supply line; a camera without PoE has none. */
function poeClass(p: SeedProduct): string | null {
  if (!/Kamera/.test(p.name)) return null
  const supply = spec(p, 'Besleme')
  if (/Hi-PoE/.test(supply)) return 'Class 6 (802.3bt)'
  if (/802\.3at/.test(supply)) return 'Class 4 (802.3at)'
  if (/802\.3af/.test(supply)) return 'Class 3 (802.3af)'
  return null
}

/** Ports that give power: a PoE switch's all, an NVR's or an industrial switch's PoE ones. */
function poePorts(p: SeedProduct): string | null {
  const nvr = fromSpec(p, 'PoE', /^(\d+) port/)
  if (nvr) return nvr
  const powered = /PoE/.test(spec(p, 'Port Yapısı')) || /^IEEE/.test(spec(p, 'PoE'))
  return /Switch/.test(p.name) && powered ? number(p, /\b(\d+) Port\b/) : null
}

export const seedAttributes: SeedAttribute[] = [
  {
    name: 'Kamera tipi',
    slug: 'kamera-tipi',
    kind: 'choice',
    categories: ['video-gozetim-sistemleri'],
    options: ['Bullet', 'Dome', 'Turret', 'PTZ', 'Fisheye'],
    read: cameraType,
  },
  {
    name: 'Çözünürlük',
    slug: 'cozunurluk',
    kind: 'choice',
    categories: ['video-gozetim-sistemleri'],
    read: (p) => {
      const mp = /\b(\d+) MP\b/.exec(p.name)?.[1]
      return mp ? `${mp} MP` : null
    },
  },
  {
    name: 'Kanal sayısı',
    slug: 'kanal-sayisi',
    kind: 'number',
    categories: ['video-gozetim-sistemleri'],
    read: (p) => number(p, /\b(\d+) Kanal\b/),
  },
  {
    name: 'Port sayısı',
    slug: 'port-sayisi',
    kind: 'number',
    categories: ['veri-iletim-sistemleri'],
    read: (p) => number(p, /\b(\d+) Port\b/),
  },
  {
    name: 'PoE',
    slug: 'poe',
    kind: 'boolean',
    categories: ['video-gozetim-sistemleri', 'veri-iletim-sistemleri'],
    read: (p) => {
      if (!/Kamera|Switch|Kayıt Cihazı|Dönüştürücü/.test(p.name)) return null
      const text = `${p.name} ${p.specs.map((s) => `${s.label} ${s.value}`).join(' ')}`
      return /PoE/.test(text) ? 'Evet' : 'Hayır'
    },
  },
  {
    name: 'Koruma sınıfı',
    slug: 'koruma-sinifi',
    kind: 'choice',
    categories: [
      'video-gozetim-sistemleri',
      'gecis-kontrol-sistemleri',
      'aydinlatma-sistemleri',
      'hirsiz-alarm-sistemleri',
    ],
    read: (p) => /\bIP\d{2}\b/.exec(spec(p, 'Koruma Sınıfı'))?.[0] ?? null,
  },
  // What the project planner (src/planner) reads: cameras' power, recorders' channels, bandwidth
  // and bays, disks' capacity, switches' PoE ports and budget.
  {
    name: 'Güç tüketimi',
    slug: 'guc-tuketimi',
    facet: false,
    unit: 'W',
    kind: 'number',
    categories: ['video-gozetim-sistemleri'],
    read: (p) => (/Kamera/.test(p.name) ? fromSpec(p, 'Güç Tüketimi', /([\d.]+) W/) : null),
  },
  {
    name: 'PoE sınıfı',
    slug: 'poe-sinifi',
    kind: 'choice',
    categories: ['video-gozetim-sistemleri'],
    options: ['Class 3 (802.3af)', 'Class 4 (802.3at)', 'Class 6 (802.3bt)'],
    read: poeClass,
  },
  {
    name: 'IP kanal sayısı',
    slug: 'ip-kanal-sayisi',
    kind: 'number',
    categories: ['video-gozetim-sistemleri'],
    read: (p) =>
      fromSpec(p, 'Kanal Sayısı', /^(\d+) IP/) ?? fromSpec(p, 'IP Kamera Girişi', /^(\d+) kanal/),
  },
  {
    name: 'Gelen bant genişliği',
    slug: 'gelen-bant-genisligi',
    facet: false,
    unit: 'Mbps',
    kind: 'number',
    categories: ['video-gozetim-sistemleri'],
    read: (p) => fromSpec(p, 'Gelen Bant Genişliği', /^(\d+) Mbps/),
  },
  {
    name: 'Disk yuvası',
    slug: 'disk-yuvasi',
    kind: 'number',
    categories: ['video-gozetim-sistemleri'],
    read: (p) => fromSpec(p, 'Disk Yuvası', /^(\d+) ×/),
  },
  {
    name: 'Disk başına en çok',
    slug: 'disk-basina-kapasite',
    facet: false,
    unit: 'TB',
    kind: 'number',
    categories: ['video-gozetim-sistemleri'],
    read: (p) => fromSpec(p, 'Disk Yuvası', /(\d+) TB'a kadar/),
  },
  {
    name: 'Disk kapasitesi',
    slug: 'disk-kapasitesi',
    unit: 'TB',
    kind: 'number',
    categories: ['video-gozetim-sistemleri'],
    read: (p) => fromSpec(p, 'Kapasite', /^(\d+) TB$/),
  },
  {
    name: 'Disk sınıfı',
    slug: 'disk-sinifi',
    kind: 'choice',
    categories: ['video-gozetim-sistemleri'],
    options: ['Gözetim', 'Kurumsal'],
    read: (p) => spec(p, 'Disk Sınıfı') || null,
  },
  {
    name: 'PoE port sayısı',
    slug: 'poe-port-sayisi',
    kind: 'number',
    categories: ['video-gozetim-sistemleri', 'veri-iletim-sistemleri'],
    read: poePorts,
  },
  {
    name: 'PoE bütçesi',
    slug: 'poe-butcesi',
    unit: 'W',
    kind: 'number',
    categories: ['video-gozetim-sistemleri', 'veri-iletim-sistemleri'],
    read: (p) => fromSpec(p, 'PoE Bütçesi', /^(\d+) W/) ?? fromSpec(p, 'PoE', /toplam (\d+) W/),
  },
  {
    name: 'Uplink port sayısı',
    slug: 'uplink-port-sayisi',
    kind: 'number',
    categories: ['veri-iletim-sistemleri'],
    read: (p) =>
      /Switch/.test(p.name)
        ? (fromSpec(p, 'Port Yapısı', /, (\d+) ×/) ?? number(p, /\b(\d+) SFP\b/))
        : null,
  },
]
