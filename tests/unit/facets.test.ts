import { describe, expect, it } from 'vitest'

import { attributeTests, countFacets, relationTests, type FacetDoc } from '@/catalog/facets'
import type { AttributeDef } from '@/catalog/attributeValues'

// Eight cameras whose numbers are known: brand 1 = Ilvaro, 2 = Qtek; resolution; PoE.
const docs: FacetDoc[] = [
  { id: 1, brand: 1, attributeKeys: ['cozunurluk:4-mp', 'poe:evet'] },
  { id: 2, brand: 1, attributeKeys: ['cozunurluk:4-mp', 'poe:hayir'] },
  { id: 3, brand: 1, attributeKeys: ['cozunurluk:8-mp', 'poe:evet'] },
  { id: 4, brand: 1, attributeKeys: ['cozunurluk:2-mp', 'poe:evet'] },
  { id: 5, brand: 2, attributeKeys: ['cozunurluk:4-mp', 'poe:evet'] },
  { id: 6, brand: 2, attributeKeys: ['cozunurluk:4-mp', 'poe:evet'] },
  { id: 7, brand: 2, attributeKeys: ['cozunurluk:8-mp', 'poe:hayir'] },
  { id: 8, brand: 2, attributeKeys: ['poe:evet'] },
]
const defs: AttributeDef[] = [
  { slug: 'cozunurluk', name: 'Çözünürlük', kind: 'select', options: ['2 MP', '4 MP', '8 MP'] },
  { slug: 'poe', name: 'PoE', kind: 'boolean', options: [] },
] as unknown as AttributeDef[]
const brands = [
  {
    slug: 'marka',
    name: 'Marka',
    field: 'brand' as const,
    options: [
      { slug: 'ilvaro', name: 'Ilvaro', ids: [1] },
      { slug: 'qtek', name: 'Qtek', ids: [2] },
    ],
  },
]

function facets(filters: Record<string, string[]>, attributes: Record<string, string[]>) {
  const { filters: shown, ids } = countFacets(docs, [
    ...relationTests(brands, filters),
    ...attributeTests(defs, docs, attributes),
  ])
  const counts = Object.fromEntries(
    shown.map((f) => [f.slug, Object.fromEntries(f.items.map((i) => [i.slug, i.count]))]),
  )
  return { counts, ids }
}

describe('countFacets: disjunctive counts', () => {
  it('with nothing chosen, counts every product once per value', () => {
    const { counts, ids } = facets({}, {})
    expect(ids).toBeNull()
    expect(counts).toEqual({
      marka: { ilvaro: 4, qtek: 4 },
      cozunurluk: { '2-mp': 1, '4-mp': 4, '8-mp': 2 },
      poe: { evet: 6, hayir: 2 },
    })
  })

  it('counts each facet against the other facets’ choices (the reported page)', () => {
    const { counts, ids } = facets({}, { cozunurluk: ['4-mp'], poe: ['evet'] })
    expect(ids).toEqual([1, 5, 6])
    // Brand: within 4 MP and PoE — what a click on it shows.
    expect(counts.marka).toEqual({ ilvaro: 1, qtek: 2 })
    // PoE: within 4 MP only; the chosen "Evet" counts 3, not every PoE camera.
    expect(counts.poe).toEqual({ evet: 3, hayir: 1 })
    // Resolution: within PoE only.
    expect(counts.cozunurluk).toEqual({ '2-mp': 1, '4-mp': 3, '8-mp': 1 })
  })

  it('combines values of one facet as OR and facets as AND', () => {
    const { counts, ids } = facets({ marka: ['qtek'] }, { cozunurluk: ['4-mp', '8-mp'] })
    expect(ids).toEqual([5, 6, 7])
    expect(counts.marka).toEqual({ ilvaro: 3, qtek: 3 })
    expect(counts.poe).toEqual({ evet: 2, hayir: 1 })
  })

  it('a click on any value of an unchosen facet shows exactly its count', () => {
    const chosen = { cozunurluk: ['4-mp'] }
    const { counts } = facets({}, chosen)
    for (const [slug, count] of Object.entries(counts.poe!))
      expect(facets({}, { ...chosen, poe: [slug] }).ids).toHaveLength(count)
    for (const [slug, count] of Object.entries(counts.marka!))
      expect(facets({ marka: [slug] }, chosen).ids).toHaveLength(count)
  })

  it('keeps a chosen value with no products, at 0, and matches nothing with it', () => {
    const { counts, ids } = facets({}, { cozunurluk: ['2-mp'], poe: ['hayir'] })
    expect(ids).toEqual([])
    expect(counts.poe).toEqual({ evet: 1, hayir: 0 })
  })
})
