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
]
