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

/** One facet: its values, which of them a product has, and which the visitor chose. */
export interface FacetTest {
  filter: Omit<ListingFilter, 'items'>
  values: { slug: string; name: string }[]
  /** The slugs of this facet's values a product has (one pass per product, not per value). */
  valuesOf: (doc: FacetDoc) => string[]
}

export function relationTests(facets: FacetDef[], chosen: Record<string, string[]>): FacetTest[] {
  return facets.map((facet) => {
    const byId = new Map<string, string[]>()
    for (const o of facet.options)
      for (const id of o.ids) byId.set(String(id), [...(byId.get(String(id)) ?? []), o.slug])
    return {
      filter: {
        slug: facet.slug,
        name: facet.name,
        group: 'filters',
        type: 'check',
        value: chosen[facet.slug] ?? [],
      },
      values: facet.options.map(({ slug, name }) => ({ slug, name })),
      valuesOf: (doc) => byId.get(String(doc[facet.field])) ?? [],
    }
  })
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
    const values = raw.sort(compareAttributeValues(def)).map((v) => ({
      key: attributeKey(def.slug, v),
      slug: attributeValueSlug(v),
      name: formatAttributeValue(def, v),
    }))
    const byKey = new Map(values.map((v) => [v.key, v.slug]))
    return {
      filter: {
        slug: def.slug,
        name: def.name,
        group: 'attributes',
        type: 'check',
        value: chosen[def.slug] ?? [],
      },
      values: values.map(({ slug, name }) => ({ slug, name })),
      valuesOf: (doc: FacetDoc) => {
        const out: string[] = []
        for (const key of doc.attributeKeys ?? []) {
          const slug = byKey.get(key)
          if (slug) out.push(slug)
        }
        return out
      },
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
  // A chosen value that no longer exists matches nothing, as a click on it would.
  const active = tests.filter((test) => test.filter.value.length > 0)
  const matches = (doc: FacetDoc, test: FacetTest) =>
    test.valuesOf(doc).some((slug) => test.filter.value.includes(slug))
  const matchesOthers = (doc: FacetDoc, except?: FacetTest) =>
    active.every((test) => test === except || matches(doc, test))
  const filters: ListingFilter[] = []
  for (const test of tests) {
    const others = active.filter((t) => t !== test)
    const pool = others.length ? docs.filter((doc) => matchesOthers(doc, test)) : docs
    const counts = new Map<string, number>()
    // A product's keys are unique (src/catalog/collections/Products/attributes.ts).
    for (const doc of pool)
      for (const slug of test.valuesOf(doc)) counts.set(slug, (counts.get(slug) ?? 0) + 1)
    const items = test.values
      .map((v) => ({ slug: v.slug, name: v.name, count: counts.get(v.slug) ?? 0 }))
      .filter((item) => item.count > 0 || test.filter.value.includes(item.slug))
    // A relation facet is always shown (its heading); an attribute only with values.
    if (items.length || test.filter.group === 'filters') filters.push({ ...test.filter, items })
  }
  const ids = active.length ? docs.filter((doc) => matchesOthers(doc)).map((d) => d.id) : null
  return { filters, ids }
}
