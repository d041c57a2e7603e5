import type { BrandMark, SeedBrand } from './types'

// Invented names only: none of these is meant to be, or to resemble, a real security brand.
const V = 'video-gozetim-sistemleri'
const G = 'gecis-kontrol-sistemleri'
const H = 'hirsiz-alarm-sistemleri'
const Y = 'yangin-alarm-sistemleri'
const K = 'kilit-sistemleri'
const A = 'aydinlatma-sistemleri'
const D = 'veri-iletim-sistemleri'
const I = 'insan-sayma-sistemleri'

type Row = [
  name: string,
  slug: string,
  hue: number,
  mark: BrandMark,
  country: string,
  focus: string[],
  prefix: string,
  style: number,
]

const rows: Row[] = [
  ['Norvik', 'norvik', 212, 'shield', 'İsveç', [V, D], 'NK', 0],
  ['Teknara', 'teknara', 8, 'hexagon', 'Türkiye', [G, K], 'TKR', 3],
  ['Veloxa', 'veloxa', 196, 'circle', 'İtalya', [V], 'VX', 5],
  ['Kalvion', 'kalvion', 356, 'triangle', 'Almanya', [Y], 'KV', 1],
  ['Seravex', 'seravex', 24, 'square', 'Fransa', [H], 'SRX', 4],
  ['Lumetra', 'lumetra', 44, 'circle', 'Hollanda', [A], 'LM', 1],
  ['Arkelon', 'arkelon', 228, 'bars', 'Birleşik Krallık', [G, V], 'AK', 2],
  ['Brivanta', 'brivanta', 168, 'hexagon', 'İspanya', [A, D], 'BV', 3],
  ['Heltora', 'heltora', 14, 'shield', 'Finlandiya', [Y, H], 'HT', 0],
  ['Quorvel', 'quorvel', 262, 'square', 'Amerika Birleşik Devletleri', [V, I], 'QV', 2],
  ['Strelion', 'strelion', 286, 'triangle', 'Polonya', [K], 'STL', 4],
  ['Optivane', 'optivane', 150, 'circle', 'Kanada', [I], 'OPV', 5],
  ['Marvessa', 'marvessa', 320, 'shield', 'İtalya', [K, G], 'MVS', 1],
  ['Dravik', 'dravik', 36, 'bars', 'Çekya', [H], 'DRV', 3],
  ['Senvora', 'senvora', 182, 'hexagon', 'Portekiz', [G], 'SV', 0],
  ['Polvanta', 'polvanta', 204, 'triangle', 'Norveç', [V], 'PV', 4],
  ['Kyronet', 'kyronet', 140, 'bars', 'Japonya', [D], 'KYN', 2],
  ['Ilvaro', 'ilvaro', 236, 'circle', 'Güney Kore', [V, I], 'IL', 0],
  ['Ferroval', 'ferroval', 0, 'square', 'Almanya', [K], 'FRV', 1],
  ['Trivenza', 'trivenza', 52, 'triangle', 'İtalya', [A], 'TRZ', 4],
  ['Lucevio', 'lucevio', 38, 'hexagon', 'İtalya', [A], 'LCV', 2],
  ['Hexavon', 'hexavon', 250, 'hexagon', 'İsrail', [G, V], 'HXV', 5],
  ['Corvenia', 'corvenia', 350, 'shield', 'Avusturya', [Y], 'CRV', 2],
  ['Netrova', 'netrova', 176, 'circle', 'Tayvan', [D], 'NTR', 0],
  ['Vigilor', 'vigilor', 20, 'bars', 'Belçika', [H, Y], 'VGL', 5],
  ['Tessaro', 'tessaro', 296, 'square', 'İsviçre', [I, V], 'TSR', 3],
  ['Brenvik', 'brenvik', 270, 'shield', 'Danimarka', [K, G], 'BRK', 0],
  ['Ondarix', 'ondarix', 30, 'circle', 'İspanya', [H], 'ODX', 2],
  ['Castryn', 'castryn', 200, 'triangle', 'İrlanda', [G], 'CST', 1],
  ['Mavion', 'mavion', 190, 'bars', 'Türkiye', [A, D], 'MVN', 3],
  ['Zelvyn', 'zelvyn', 220, 'hexagon', 'Singapur', [V, D], 'ZV', 4],
  ['Kestrada', 'kestrada', 244, 'square', 'Amerika Birleşik Devletleri', [G, V], 'KST', 5],
  ['Oruvia', 'oruvia', 2, 'circle', 'İsveç', [Y, H], 'ORV', 3],
  ['Tarvisa', 'tarvisa', 160, 'triangle', 'Slovenya', [D, I], 'TVS', 1],
  ['Ardelis', 'ardelis', 300, 'bars', 'Fransa', [K, G], 'ARD', 4],
  ['Qintara', 'qintara', 206, 'shield', 'Çin', [V, D], 'QT', 2],
]

export const brands: SeedBrand[] = rows.map(
  ([name, slug, hue, mark, country, focus, skuPrefix, skuStyle], index) => ({
    name,
    slug,
    order: index + 1,
    hue,
    mark,
    country,
    focus,
    skuPrefix,
    skuStyle,
  }),
)

export function getBrand(slug: string): SeedBrand | undefined {
  return brands.find((b) => b.slug === slug)
}
