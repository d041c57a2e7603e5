// No React and no server imports: the browser's compare store reads the limit from here too.
export const COMPARE_MAX_ITEMS = 4
export const COMPARE_SLUG_PATTERN = /^[a-z0-9-]{1,200}$/

/** One filterable specification of a product, as `ProductDTO.attributes` carries it. */
export interface CompareAttribute {
  slug: string
  name: string
  unit: string | null
  /** The stored spelling (2.8): what tells values apart. */
  value: string
  /** The value as shown, unit included ("2,8 mm"). */
  display?: string
}

export interface ComparedProduct {
  brand: { name: string } | null
  category: { name: string } | null
  attributes?: CompareAttribute[]
  /** The product page's technical table (lens, IR range, WDR …). */
  specifications?: { label: string; value: string }[]
}

export interface CompareRow {
  key: string
  label: string
  /** One per product, in column order, as shown; null when the product has no value. */
  values: (string | null)[]
  /** The products disagree (a missing value counts as a value); never with a single product. */
  differs: boolean
}

/** Trimmed, checked, deduplicated, at most four; anything else is silently left out. */
export function parseCompareSlugs(value: unknown): string[] {
  const parts = (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
  const slugs: string[] = []
  for (const part of parts) {
    const slug = part.trim()
    if (!COMPARE_SLUG_PATTERN.test(slug) || slugs.includes(slug)) continue
    slugs.push(slug)
    if (slugs.length === COMPARE_MAX_ITEMS) break
  }
  return slugs
}

const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

/** Without its unit: the row's header names it. */
function shown({ value, display, unit }: CompareAttribute): string {
  const text = display?.trim() || value.trim()
  const suffix = unit?.trim() ? ` ${unit.trim()}` : ''
  return suffix && text.endsWith(suffix) ? text.slice(0, -suffix.length) : text
}

function row(key: string, label: string, values: (string | null)[], compared = values): CompareRow {
  return { key, label, values, differs: compared.some((v) => v !== compared[0]) }
}

const labelKey = (label: string) => label.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR')

/** Every technical row any product has, aligned by label, unless an attribute already shows it. */
function specificationRows(products: ComparedProduct[], shownLabels: Set<string>): CompareRow[] {
  const rows = new Map<string, { label: string; values: (string | null)[] }>()
  products.forEach((product, column) => {
    for (const spec of product.specifications ?? []) {
      const value = present(spec.value)
      const key = labelKey(spec.label)
      if (value === null || !key || shownLabels.has(key)) continue
      let entry = rows.get(key)
      if (!entry) {
        entry = { label: spec.label.trim(), values: products.map(() => null) }
        rows.set(key, entry)
      }
      entry.values[column] ??= value
    }
  })
  return [...rows].map(([key, { label, values }]) => row(`teknik-${key}`, label, values))
}

/** Marka, Kategori, every attribute, then every technical row, in the order they first appear. */
export function buildCompareRows(products: ComparedProduct[]): CompareRow[] {
  const attributes = new Map<
    string,
    { label: string; values: (string | null)[]; stored: (string | null)[] }
  >()
  products.forEach((product, column) => {
    for (const attribute of product.attributes ?? []) {
      const stored = present(attribute.value)
      if (stored === null) continue
      let entry = attributes.get(attribute.slug)
      if (!entry) {
        const unit = present(attribute.unit)
        entry = {
          label: unit ? `${attribute.name} (${unit})` : attribute.name,
          values: products.map(() => null),
          stored: products.map(() => null),
        }
        attributes.set(attribute.slug, entry)
      }
      if (entry.stored[column] != null) continue
      entry.stored[column] = stored
      entry.values[column] = shown(attribute)
    }
  })
  return [
    row(
      'marka',
      'Marka',
      products.map((p) => present(p.brand?.name)),
    ),
    row(
      'kategori',
      'Kategori',
      products.map((p) => present(p.category?.name)),
    ),
    ...[...attributes].map(([slug, { label, values, stored }]) =>
      row(`ozellik-${slug}`, label, values, stored),
    ),
    ...specificationRows(
      products,
      new Set(products.flatMap((p) => (p.attributes ?? []).map((a) => labelKey(a.name)))),
    ),
  ]
}
