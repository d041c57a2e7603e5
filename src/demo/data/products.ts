import type {
  AttributeValue,
  Availability,
  DemoProduct,
  ProductAttribute,
  ProductBadge,
} from '../types'

/*
 * Demo products. Images are keys that <DemoImage> draws as inline SVG ("kind:hue"), so the demo
 * ships no image files and can be deleted in one step.
 */

interface Seed {
  name: string
  sku: string
  price: number
  compareAtPrice?: number
  badges?: ProductBadge[]
  rating: number
  reviews: number
  availability?: Availability
  brand: string
  categories: string[]
  kind: string
  hue: number
  color: string[]
  resolution?: string
}

const BRANDS: Record<string, string> = {
  axis: 'Axis',
  bosch: 'Bosch',
  hikvision: 'Hikvision',
  dahua: 'Dahua',
  assa: 'ASSA',
  paxton: 'Paxton',
  ajax: 'Ajax',
  honeywell: 'Honeywell',
}

export const COLORS: Record<string, { name: string; color: string }> = {
  white: { name: 'White', color: '#ffffff' },
  black: { name: 'Black', color: '#1f2933' },
  silver: { name: 'Silver', color: '#c0c6cc' },
  red: { name: 'Red', color: '#d32f2f' },
}

const SEEDS: Seed[] = [
  {
    name: 'Dome IP Camera 4 MP',
    sku: 'CAM-D4-140',
    price: 149,
    compareAtPrice: 189,
    badges: ['sale'],
    rating: 5,
    reviews: 22,
    brand: 'axis',
    categories: ['cameras', 'ip-cameras'],
    kind: 'camera',
    hue: 210,
    color: ['white'],
    resolution: '4 MP',
  },
  {
    name: 'Bullet IP Camera 8 MP',
    sku: 'CAM-B8-220',
    price: 279,
    badges: ['new'],
    rating: 4,
    reviews: 15,
    brand: 'hikvision',
    categories: ['cameras', 'ip-cameras'],
    kind: 'camera',
    hue: 200,
    color: ['white', 'black'],
    resolution: '8 MP',
  },
  {
    name: 'PTZ Camera 30x Zoom',
    sku: 'CAM-PTZ-30',
    price: 1290,
    compareAtPrice: 1490,
    badges: ['hot', 'sale'],
    rating: 5,
    reviews: 8,
    brand: 'bosch',
    categories: ['cameras', 'ip-cameras'],
    kind: 'camera',
    hue: 220,
    color: ['white'],
    resolution: '2 MP',
  },
  {
    name: 'Analog Turret Camera',
    sku: 'CAM-AT-1080',
    price: 59,
    rating: 3,
    reviews: 31,
    brand: 'dahua',
    categories: ['cameras', 'analog-cameras'],
    kind: 'camera',
    hue: 190,
    color: ['white', 'silver'],
    resolution: '2 MP',
  },
  {
    name: 'Fisheye Camera 12 MP',
    sku: 'CAM-FE-12',
    price: 499,
    rating: 4,
    reviews: 4,
    availability: 'out-of-stock',
    brand: 'axis',
    categories: ['cameras', 'ip-cameras'],
    kind: 'camera',
    hue: 230,
    color: ['white'],
    resolution: '12 MP',
  },
  {
    name: 'Network Video Recorder 16 Ch',
    sku: 'NVR-16-4K',
    price: 689,
    badges: ['hot'],
    rating: 5,
    reviews: 12,
    brand: 'hikvision',
    categories: ['cameras', 'recorders'],
    kind: 'recorder',
    hue: 250,
    color: ['black'],
  },
  {
    name: 'Proximity Card Reader',
    sku: 'ACR-PX-200',
    price: 89,
    rating: 4,
    reviews: 19,
    brand: 'paxton',
    categories: ['access-control', 'readers'],
    kind: 'reader',
    hue: 160,
    color: ['black', 'silver'],
  },
  {
    name: 'Biometric Fingerprint Terminal',
    sku: 'ACR-BIO-7',
    price: 349,
    compareAtPrice: 399,
    badges: ['sale'],
    rating: 4,
    reviews: 9,
    brand: 'honeywell',
    categories: ['access-control', 'readers'],
    kind: 'reader',
    hue: 150,
    color: ['black'],
  },
  {
    name: 'Tripod Turnstile',
    sku: 'ACT-TT-900',
    price: 2150,
    rating: 5,
    reviews: 3,
    availability: 'on-backorder',
    brand: 'bosch',
    categories: ['access-control', 'turnstiles'],
    kind: 'turnstile',
    hue: 170,
    color: ['silver'],
  },
  {
    name: 'Access Controller 4 Doors',
    sku: 'ACC-4D-NET',
    price: 420,
    badges: ['new'],
    rating: 3,
    reviews: 6,
    brand: 'paxton',
    categories: ['access-control'],
    kind: 'controller',
    hue: 140,
    color: ['white'],
  },
  {
    name: 'Wireless Alarm Hub',
    sku: 'ALM-HUB-2',
    price: 199,
    badges: ['new', 'hot'],
    rating: 5,
    reviews: 41,
    brand: 'ajax',
    categories: ['alarms', 'burglar-alarms'],
    kind: 'alarm',
    hue: 10,
    color: ['white', 'black'],
  },
  {
    name: 'Motion Detector PIR',
    sku: 'ALM-PIR-12',
    price: 45,
    compareAtPrice: 55,
    badges: ['sale'],
    rating: 4,
    reviews: 57,
    brand: 'ajax',
    categories: ['alarms', 'burglar-alarms'],
    kind: 'alarm',
    hue: 20,
    color: ['white', 'black'],
  },
  {
    name: 'Optical Smoke Detector',
    sku: 'FIR-SD-100',
    price: 38,
    rating: 4,
    reviews: 24,
    brand: 'honeywell',
    categories: ['alarms', 'fire-alarms'],
    kind: 'smoke',
    hue: 0,
    color: ['white'],
  },
  {
    name: 'Fire Alarm Control Panel',
    sku: 'FIR-CP-8Z',
    price: 760,
    rating: 2,
    reviews: 2,
    brand: 'bosch',
    categories: ['alarms', 'fire-alarms'],
    kind: 'panel',
    hue: 355,
    color: ['red'],
  },
  {
    name: 'Smart Door Lock',
    sku: 'LCK-SM-300',
    price: 259,
    compareAtPrice: 299,
    badges: ['sale'],
    rating: 4,
    reviews: 18,
    brand: 'assa',
    categories: ['locks'],
    kind: 'lock',
    hue: 40,
    color: ['black', 'silver'],
  },
  {
    name: 'Electromagnetic Lock 280 kg',
    sku: 'LCK-EM-280',
    price: 79,
    rating: 3,
    reviews: 11,
    brand: 'assa',
    categories: ['locks'],
    kind: 'lock',
    hue: 45,
    color: ['silver'],
  },
  {
    name: 'People Counting Sensor',
    sku: 'PCS-3D-01',
    price: 590,
    badges: ['new'],
    rating: 5,
    reviews: 5,
    brand: 'axis',
    categories: ['people-counting'],
    kind: 'sensor',
    hue: 280,
    color: ['white'],
  },
  {
    name: 'PoE Switch 8 Ports',
    sku: 'NET-POE-8',
    price: 129,
    rating: 4,
    reviews: 14,
    brand: 'dahua',
    categories: ['data-transmission'],
    kind: 'switch',
    hue: 300,
    color: ['black'],
  },
  {
    name: 'Fibre Media Converter',
    sku: 'NET-FMC-1G',
    price: 64,
    rating: 3,
    reviews: 7,
    brand: 'dahua',
    categories: ['data-transmission'],
    kind: 'switch',
    hue: 310,
    color: ['black', 'silver'],
  },
  {
    name: 'Emergency Exit Light',
    sku: 'LGT-EX-LED',
    price: 34,
    compareAtPrice: 42,
    badges: ['sale'],
    rating: 4,
    reviews: 9,
    brand: 'honeywell',
    categories: ['lighting'],
    kind: 'light',
    hue: 60,
    color: ['white'],
  },
  {
    name: 'Floodlight Camera',
    sku: 'CAM-FL-4',
    price: 219,
    rating: 1,
    reviews: 1,
    brand: 'hikvision',
    categories: ['cameras', 'ip-cameras', 'lighting'],
    kind: 'camera',
    hue: 205,
    color: ['black'],
    resolution: '4 MP',
  },
  {
    name: 'Video Door Phone Kit',
    sku: 'INT-VDP-7',
    price: 310,
    badges: ['hot'],
    rating: 4,
    reviews: 13,
    brand: 'dahua',
    categories: ['access-control'],
    kind: 'intercom',
    hue: 180,
    color: ['black', 'white'],
  },
  {
    name: 'Glass Break Detector',
    sku: 'ALM-GB-9',
    price: 52,
    rating: 3,
    reviews: 6,
    brand: 'ajax',
    categories: ['alarms', 'burglar-alarms'],
    kind: 'alarm',
    hue: 15,
    color: ['white'],
  },
  {
    name: 'Heat Detector',
    sku: 'FIR-HD-57',
    price: 29,
    rating: 4,
    reviews: 10,
    brand: 'honeywell',
    categories: ['alarms', 'fire-alarms'],
    kind: 'smoke',
    hue: 5,
    color: ['white'],
  },
  {
    name: 'Thermal Camera 384',
    sku: 'CAM-TH-384',
    price: 2890,
    badges: ['new'],
    rating: 5,
    reviews: 2,
    brand: 'bosch',
    categories: ['cameras', 'ip-cameras'],
    kind: 'camera',
    hue: 215,
    color: ['white'],
    resolution: '0.1 MP',
  },
  {
    name: 'Exit Push Button',
    sku: 'ACC-EXB-1',
    price: 12,
    rating: 4,
    reviews: 28,
    brand: 'paxton',
    categories: ['access-control'],
    kind: 'controller',
    hue: 135,
    color: ['silver', 'red'],
  },
]

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function values(names: string[]): AttributeValue[] {
  return names.map((name) => ({ name, slug: slugify(name) }))
}

function attributesOf(seed: Seed): ProductAttribute[] {
  const attributes: ProductAttribute[] = [
    {
      name: 'Color',
      slug: 'color',
      featured: true,
      values: seed.color.map((slug) => ({ name: COLORS[slug]?.name ?? slug, slug })),
    },
    { name: 'Brand', slug: 'brand', featured: true, values: values([BRANDS[seed.brand] ?? '']) },
    { name: 'Warranty', slug: 'warranty', featured: false, values: values(['2 years']) },
  ]
  if (seed.resolution) {
    attributes.splice(1, 0, {
      name: 'Resolution',
      slug: 'resolution',
      featured: true,
      values: values([seed.resolution]),
    })
  }
  return attributes
}

export const PRODUCTS: DemoProduct[] = SEEDS.map((seed, index) => {
  const slug = slugify(seed.name)
  const brandName = BRANDS[seed.brand] ?? seed.brand
  const images = [`${seed.kind}:${seed.hue}`, `${seed.kind}:${(seed.hue + 30) % 360}`]
  return {
    id: index + 1,
    slug,
    name: seed.name,
    sku: seed.sku,
    price: seed.price,
    compareAtPrice: seed.compareAtPrice ?? null,
    images,
    badges: seed.badges ?? [],
    rating: seed.rating,
    reviews: seed.reviews,
    availability: seed.availability ?? 'in-stock',
    brand: { slug: seed.brand, name: brandName },
    brand_name: brandName,
    categories: seed.categories,
    attributes: attributesOf(seed),
    cover_photo: images[0] ?? '',
  }
})

export function getProductBySlug(slug: string): DemoProduct | null {
  return PRODUCTS.find((product) => product.slug === slug) ?? null
}

/** Related products of the demo product page (spec section 9: limit 8). */
export function listRelatedProducts(product: DemoProduct, limit = 8): DemoProduct[] {
  const main = product.categories[0]
  const same = PRODUCTS.filter((p) => p.id !== product.id && main && p.categories.includes(main))
  const rest = PRODUCTS.filter((p) => p.id !== product.id && !same.includes(p))
  return [...same, ...rest].slice(0, limit)
}

/** Latest products sidebar (spec section 9: limit 5). */
export function listLatestProducts(limit = 5): DemoProduct[] {
  return [...PRODUCTS].sort((a, b) => b.id - a.id).slice(0, limit)
}

export function listFeaturedProducts(limit = 8): DemoProduct[] {
  return PRODUCTS.filter((p) => p.badges.includes('hot') || p.rating === 5).slice(0, limit)
}

export function listBestsellers(limit = 7): DemoProduct[] {
  return [...PRODUCTS].sort((a, b) => b.reviews - a.reviews).slice(0, limit)
}

export function listNewArrivals(limit = 8): DemoProduct[] {
  return PRODUCTS.filter((p) => p.badges.includes('new')).slice(0, limit)
}
