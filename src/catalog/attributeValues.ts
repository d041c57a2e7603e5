import { foldTurkish, slugify } from '@/lib/turkish'

// A product's value is stored in one spelling, keyed `attribute:value-slug` for the facets.
export type AttributeKind = 'choice' | 'number' | 'boolean'

export interface AttributeDef {
  id: number | string
  slug: string
  name: string
  unit: string | null
  kind: AttributeKind
  options: string[]
  /** Offered as a filter on listings (otherwise only compared and read by the planner). */
  facet: boolean
  order: number
}

export const BOOLEAN_VALUES = ['Evet', 'Hayır'] as const

export const ATTRIBUTE_MESSAGES = {
  unknown: 'Bu özellik bulunamadı.',
  number: 'Bir sayı giriniz (ör. 4 ya da 2,8).',
  boolean: 'Evet ya da Hayır yazınız.',
  choice: 'Bu özellik için geçerli değerler:',
  duplicate: 'Bir özellik üründe bir kez yer alabilir.',
} as const

// Folded: "IP67" and "ip67", "Hayır" and "HAYIR" and "hayir" are one value.
const same = (a: string, b: string) => foldTurkish(a) === foldTurkish(b)

/** The stored spelling of `raw` for this attribute (an option as written, 2,8 → 2.8), or null. */
export function normalizeAttributeValue(
  def: Pick<AttributeDef, 'kind' | 'options'>,
  raw: string,
): string | null {
  const value = raw.trim()
  if (def.kind === 'boolean') return BOOLEAN_VALUES.find((v) => same(v, value)) ?? null
  if (def.kind === 'number')
    return /^-?\d{1,9}(?:[.,]\d{1,6})?$/.test(value)
      ? String(Number(value.replace(',', '.')))
      : null
  return def.options.find((option) => same(option, value)) ?? null
}

export function attributeValueProblem(def: Pick<AttributeDef, 'kind' | 'options'>): string {
  if (def.kind === 'number') return ATTRIBUTE_MESSAGES.number
  if (def.kind === 'boolean') return ATTRIBUTE_MESSAGES.boolean
  return `${ATTRIBUTE_MESSAGES.choice} ${def.options.join(', ')}.`
}

/** A value in a URL: "4 MP" → 4-mp, "Hayır" → hayir, 2.8 → 2-8. */
export const attributeValueSlug = (value: string) => slugify(value.replace(/\./g, '-'))

export const attributeKey = (attributeSlug: string, value: string) =>
  `${attributeSlug}:${attributeValueSlug(value)}`

/** Values in a facet's order: numbers by size, options as listed, Evet before Hayır. */
export function compareAttributeValues(def: Pick<AttributeDef, 'kind' | 'options'>) {
  const order: readonly string[] = def.kind === 'boolean' ? BOOLEAN_VALUES : def.options
  return (a: string, b: string) =>
    def.kind === 'number'
      ? Number(a) - Number(b)
      : order.indexOf(a) - order.indexOf(b) || a.localeCompare(b, 'tr')
}

export function formatAttributeValue(def: Pick<AttributeDef, 'kind' | 'unit'>, value: string) {
  const shown = def.kind === 'number' ? value.replace('.', ',') : value
  return def.unit ? `${shown} ${def.unit}` : shown
}
