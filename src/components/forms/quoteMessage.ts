export interface QuoteProduct {
  slug: string
  name: string
  sku: string
}

/** The message a quote request starts with (spec: "prefilled with a quote-request message"). */
export function buildQuoteMessage(product: Pick<QuoteProduct, 'name' | 'sku'>): string {
  const name = product.name.trim()
  const sku = product.sku.trim()
  const subject = sku ? `${name} (ürün kodu: ${sku})` : name
  return `Merhaba, ${subject} için fiyat teklifi almak istiyorum.`
}
