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
