import {
  attributeKey,
  attributeValueSlug,
  BOOLEAN_VALUES,
  compareAttributeValues,
  formatAttributeValue,
  type AttributeDef,
} from './attributeValues'

export interface ListingFilter {
  slug: string
  name: string
  /** Which URL parameters it is kept in: `filter_` (relations) or `f_` (filter attributes). */
  group: 'filters' | 'attributes'
  type: 'check'
  value: string[]
  items: { slug: string; name: string; count: number }[]
}

/** A facet over a relation: which values exist within the base selection, with counts. */
export interface FacetDef {
  slug: string
  name: string
  field: 'brand' | 'category'
  /** Groups raw relation ids into facet values (e.g. sub-category → top category). */
  options: { slug: string; name: string; ids: (number | string)[] }[]
}

export interface FacetDoc {
  id: number | string
  brand?: unknown
  category?: unknown
  attributeKeys?: string[] | null
}

/** One facet's values as tests on a product, and which of them the visitor chose. */
export interface FacetTest {
  filter: Omit<ListingFilter, 'items'>
  values: { slug: string; name: string; has: (doc: FacetDoc) => boolean }[]
}

export function relationTests(facets: FacetDef[], chosen: Record<string, string[]>): FacetTest[] {
  return facets.map((facet) => ({
    filter: {
      slug: facet.slug,
      name: facet.name,
      group: 'filters',
      type: 'check',
      value: chosen[facet.slug] ?? [],
    },
    values: facet.options.map((o) => ({
      slug: o.slug,
      name: o.name,
      has: (doc) => o.ids.includes(doc[facet.field] as number),
    })),
  }))
}

export function attributeTests(
  defs: AttributeDef[],
  docs: FacetDoc[],
  chosen: Record<string, string[]>,
): FacetTest[] {
  const present = new Set(docs.flatMap((doc) => doc.attributeKeys ?? []))
  return defs.map((def) => {
    const raw: string[] = [...(def.kind === 'boolean' ? BOOLEAN_VALUES : def.options)]
    // Numbers have no list of values: theirs come from the products' keys (2-8 → 2.8).
    if (def.kind === 'number')
      for (const key of present) {
        const [slug, valueSlug] = key.split(':') as [string, string]
        if (slug === def.slug) raw.push(valueSlug.replace('-', '.'))
      }
    return {
      filter: {
        slug: def.slug,
        name: def.name,
        group: 'attributes',
        type: 'check',
        value: chosen[def.slug] ?? [],
      },
      values: raw.sort(compareAttributeValues(def)).map((v) => {
        const key = attributeKey(def.slug, v)
        return {
          slug: attributeValueSlug(v),
          name: formatAttributeValue(def, v),
          has: (doc: FacetDoc) => doc.attributeKeys?.includes(key) ?? false,
        }
      }),
    }
  })
}

/**
 * Disjunctive faceting: values of one facet combine as OR, facets as AND, and a value's count is
 * the products with it that match every *other* facet's choice: what a click on it would show.
 * Returns the filters and the ids of the products matching every choice (null: none chosen).
 */
export function countFacets(
  docs: FacetDoc[],
  tests: FacetTest[],
): { filters: ListingFilter[]; ids: (number | string)[] | null } {
  const active = tests
    .map((test) => {
      const picked = test.values.filter((v) => test.filter.value.includes(v.slug))
      // A chosen value that no longer exists matches nothing, as a click on it would.
      return { test, match: (doc: FacetDoc) => picked.some((v) => v.has(doc)) }
    })
    .filter(({ test }) => test.filter.value.length > 0)
  const matchesOthers = (doc: FacetDoc, except?: FacetTest) =>
    active.every(({ test, match }) => test === except || match(doc))
  const filters: ListingFilter[] = []
  for (const test of tests) {
    const pool = docs.filter((doc) => matchesOthers(doc, test))
    const items = test.values
      .map((v) => ({ slug: v.slug, name: v.name, count: pool.filter(v.has).length }))
      .filter((item) => item.count > 0 || test.filter.value.includes(item.slug))
    // A relation facet is always shown (its heading); an attribute only with values.
    if (items.length || test.filter.group === 'filters') filters.push({ ...test.filter, items })
  }
  const ids = active.length ? docs.filter((doc) => matchesOthers(doc)).map((d) => d.id) : null
  return { filters, ids }
}
