import {
  type CollectionBeforeChangeHook,
  type FilterOptions,
  type TextFieldSingleValidation,
  ValidationError,
} from 'payload'

import {
  ATTRIBUTE_MESSAGES,
  attributeKey,
  attributeValueProblem,
  normalizeAttributeValue,
} from '@/catalog/attributeValues'
import { idOf } from '@/catalog/productRecord'

/** The attribute picker offers the product's category's attributes and its parent's. */
export const attributesOfCategory: FilterOptions = async ({ data, req }) => {
  const id = idOf(data?.category)
  if (id === null) return true
  const category = await req.payload.findByID({
    collection: 'categories',
    id,
    depth: 0,
    disableErrors: true,
    select: { parent: true },
    req,
  })
  const ids = [id, idOf(category?.parent)].filter((v) => v !== null)
  return { categories: { in: ids } }
}

/** A value must fit its attribute: one of its options, a number, or Evet / Hayır. */
export const attributeValueFits: TextFieldSingleValidation = async (
  value,
  { siblingData, req },
) => {
  const id = idOf((siblingData as { attribute?: unknown }).attribute)
  if (!value || id === null) return true
  const def = await req.payload.findByID({
    collection: 'attributes',
    id,
    depth: 0,
    disableErrors: true,
    req,
  })
  if (!def) return ATTRIBUTE_MESSAGES.unknown
  const fits = { kind: def.kind, options: def.options ?? [] }
  return normalizeAttributeValue(fits, value) !== null || attributeValueProblem(fits)
}

/** Stores each value in its attribute's spelling and derives `attributeKeys` from them. */
export const deriveAttributeKeys: CollectionBeforeChangeHook = async ({ data, req }) => {
  const rows = data.attributes as { attribute?: unknown; value?: string }[] | undefined
  // A save that does not send the attributes (e.g. a publish of other fields) keeps the keys.
  if (!Array.isArray(rows)) return data
  const ids = rows.map((row) => idOf(row.attribute)).filter((id) => id !== null)
  const { docs } = ids.length
    ? await req.payload.find({
        collection: 'attributes',
        where: { id: { in: ids } },
        depth: 0,
        pagination: false,
        select: { slug: true, kind: true, options: true },
        req,
      })
    : { docs: [] }
  const defs = new Map(docs.map((doc) => [String(doc.id), doc]))
  const keys = new Set<string>()
  const seen = new Set<string>()
  const errors: { message: string; path: string }[] = []
  rows.forEach((row, i) => {
    const def = defs.get(String(idOf(row.attribute)))
    if (!def) return
    if (seen.has(String(def.id)))
      errors.push({ message: ATTRIBUTE_MESSAGES.duplicate, path: `attributes.${i}.attribute` })
    seen.add(String(def.id))
    const value = normalizeAttributeValue(
      { kind: def.kind, options: def.options ?? [] },
      row.value ?? '',
    )
    if (value === null) return
    row.value = value
    keys.add(attributeKey(def.slug, value))
  })
  if (errors.length) throw new ValidationError({ collection: 'products', errors })
  data.attributeKeys = [...keys]
  return data
}
