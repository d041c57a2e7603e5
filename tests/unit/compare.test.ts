import { describe, expect, it } from 'vitest'

import { compareHref } from '@/components/compare/paths'
import { buildCompareRows, type ComparedProduct, parseCompareSlugs } from '@/catalog/compare'

describe('parseCompareSlugs (the compare page’s urunler parameter)', () => {
  it('splits on commas, trims, drops repeats and empty parts', () => {
    expect(parseCompareSlugs(' kamera-a , kamera-b,,kamera-a, ')).toEqual(['kamera-a', 'kamera-b'])
  })

  it('keeps the first four valid slugs only', () => {
    expect(parseCompareSlugs('a,b,c,d,e,f')).toEqual(['a', 'b', 'c', 'd'])
    // Invalid ones do not take a place among the four.
    expect(parseCompareSlugs('a,B,b,../x,c,d,e')).toEqual(['a', 'b', 'c', 'd'])
  })

  it('rejects anything that is not a plain slug', () => {
    const hostile = [
      'Kamera',
      'kamera_a',
      'kamera a',
      'ışık',
      '../etc/passwd',
      'a/b',
      '%2e%2e',
      '<script>',
      'a'.repeat(201),
    ]
    expect(parseCompareSlugs(hostile.join(','))).toEqual([])
    expect(parseCompareSlugs('a'.repeat(200))).toEqual(['a'.repeat(200)])
  })

  it('reads a repeated parameter and ignores values that are not text', () => {
    expect(parseCompareSlugs(['a,b', 'c', 'a'])).toEqual(['a', 'b', 'c'])
    for (const value of [undefined, null, 42, {}, [1, 2], ''])
      expect(parseCompareSlugs(value)).toEqual([])
  })
})

describe('compareHref', () => {
  it('names the products in one comma-separated parameter', () => {
    expect(compareHref(['a', 'b-2'])).toBe('/urunler/karsilastir?urunler=a,b-2')
    expect(compareHref(['a'], { differences: true })).toBe('/urunler/karsilastir?urunler=a&fark=1')
    expect(compareHref([])).toBe('/urunler/karsilastir')
    expect(compareHref(['a&fark=0'])).toBe('/urunler/karsilastir?urunler=a%26fark%3D0')
  })
})

const attribute = (slug: string, name: string, value: string, unit: string | null = null) => ({
  slug,
  name,
  unit,
  value,
})

describe('buildCompareRows', () => {
  const a: ComparedProduct = {
    brand: { name: 'Norvik' },
    category: { name: 'IP Kameralar' },
    attributes: [
      attribute('cozunurluk', 'Çözünürlük', '4 MP'),
      attribute('ip-sinifi', 'IP sınıfı', 'IP67'),
      { ...attribute('odak', 'Odak uzaklığı', '2.8', 'mm'), display: '2,8 mm' },
    ],
  }
  const b: ComparedProduct = {
    brand: { name: 'Norvik' },
    category: { name: 'IP Kameralar' },
    attributes: [
      attribute('cozunurluk', 'Çözünürlük', '8 MP'),
      attribute('ip-sinifi', 'IP sınıfı', 'IP67'),
      attribute('poe', 'PoE', 'Evet'),
    ],
  }

  it('lists Marka, Kategori, then the union of attributes in first-seen order', () => {
    const rows = buildCompareRows([a, b])
    expect(rows.map((r) => r.label)).toEqual([
      'Marka',
      'Kategori',
      'Çözünürlük',
      'IP sınıfı',
      'Odak uzaklığı (mm)',
      'PoE',
    ])
    expect(rows.map((r) => r.values)).toEqual([
      ['Norvik', 'Norvik'],
      ['IP Kameralar', 'IP Kameralar'],
      ['4 MP', '8 MP'],
      ['IP67', 'IP67'],
      ['2,8', null],
      [null, 'Evet'],
    ])
  })

  it('marks rows whose values differ, a missing value included', () => {
    const differs = Object.fromEntries(buildCompareRows([a, b]).map((r) => [r.label, r.differs]))
    expect(differs).toEqual({
      Marka: false,
      Kategori: false,
      Çözünürlük: true,
      'IP sınıfı': false,
      'Odak uzaklığı (mm)': true,
      PoE: true,
    })
  })

  it('tells values apart by their stored spelling, not by how they are shown', () => {
    const one = {
      ...a,
      attributes: [{ ...attribute('odak', 'Odak', '2.8', 'mm'), display: '2,8 mm' }],
    }
    const two = {
      ...a,
      attributes: [{ ...attribute('odak', 'Odak', '2.8', 'mm'), display: '2,80 mm' }],
    }
    expect(buildCompareRows([one, two]).at(-1)).toMatchObject({ differs: false })
  })

  it('never marks a difference for a single product; a missing brand is null', () => {
    const rows = buildCompareRows([{ ...b, brand: null }])
    expect(rows.some((r) => r.differs)).toBe(false)
    expect(rows[0]).toMatchObject({ label: 'Marka', values: [null] })
    expect(buildCompareRows([{ ...b, brand: null }, b])[0]!.differs).toBe(true)
  })

  it('compares every technical row too, aligned by name, unless an attribute already shows it', () => {
    const one: ComparedProduct = {
      ...a,
      specifications: [
        { label: 'Lens', value: '2.8 mm' },
        { label: 'IR Mesafesi', value: '30 m' },
        { label: 'IP Sınıfı', value: 'IP67' },
        { label: 'WDR', value: '120 dB' },
      ],
    }
    const two: ComparedProduct = {
      ...b,
      specifications: [
        { label: 'WDR', value: '120 dB' },
        { label: 'lens ', value: '4 mm' },
        { label: 'Beyaz Işık Mesafesi', value: '40 m' },
      ],
    }
    const rows = buildCompareRows([one, two]).filter((r) => r.key.startsWith('teknik-'))
    expect(rows.map((r) => [r.label, r.values, r.differs])).toEqual([
      ['Lens', ['2.8 mm', '4 mm'], true],
      ['IR Mesafesi', ['30 m', null], true],
      ['WDR', ['120 dB', '120 dB'], false],
      ['Beyaz Işık Mesafesi', [null, '40 m'], true],
    ])
  })

  it('works without attributes and skips blank values', () => {
    const bare: ComparedProduct = { brand: null, category: null }
    const blank = { ...bare, attributes: [attribute('poe', 'PoE', '  ')] }
    expect(buildCompareRows([bare, blank]).map((r) => r.label)).toEqual(['Marka', 'Kategori'])
  })
})
