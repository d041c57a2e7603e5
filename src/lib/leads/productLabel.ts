import type { Payload, PayloadRequest } from 'payload'

/** A product as our catalogue names it: its code and name. */
export interface ProductLine {
  sku?: string | null
  name?: string | null
}

const lineText = ({ sku, name }: ProductLine) =>
  [sku?.trim(), name?.trim()].filter(Boolean).join(' — ')

/**
 * The catalogue's `SKU — Name` of each product a lead asks for (the single product, then the quote
 * list's lines), without repeats. Never the visitor's own text.
 */
export function productLines(
  product: ProductLine | number | string | null | undefined,
  items: ProductLine[] | null | undefined,
): string[] {
  const lines: string[] = []
  if (product && typeof product === 'object') lines.push(lineText(product))
  for (const item of items ?? []) lines.push(lineText(item))
  return [...new Set(lines.filter(Boolean))]
}

/** The list column "Ürün": the products' `SKU — Name` joined by '; ', else the slug asked for. */
export function productLabelOf(
  product: ProductLine | number | string | null | undefined,
  items: ProductLine[] | null | undefined,
  productSlug?: string | null,
): string | null {
  const lines = productLines(product, items)
  if (lines.length) return lines.join('; ')
  return productSlug?.trim() || null
}

/**
 * Fills `productLabel` of contact requests stored before it existed (for the migration that adds
 * the column; pass the migration's `req` to run in its transaction). Returns how many it wrote.
 */
export async function backfillProductLabels(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  let written = 0
  // By id, not by page: the rows written leave the filtered set while it is being walked.
  for (let after = 0; ;) {
    const result = await payload.find({
      collection: 'contact-requests',
      where: {
        and: [{ productLabel: { exists: false } }, { id: { greater_than: after } }],
      } as never,
      depth: 1,
      limit: 200,
      sort: 'id',
      overrideAccess: true,
      req,
      select: { product: true, items: true, productSlug: true },
    })
    if (!result.docs.length) break
    for (const doc of result.docs) {
      after = Number(doc.id)
      const label = productLabelOf(doc.product, doc.items, doc.productSlug)
      if (!label) continue
      await payload.update({
        collection: 'contact-requests',
        id: doc.id,
        // Cast until payload-types.ts is regenerated with productLabel.
        data: { productLabel: label } as never,
        depth: 0,
        select: {},
        overrideAccess: true,
        req,
      })
      written++
    }
  }
  return written
}
