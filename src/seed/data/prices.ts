// Demo list prices and stock, derived from the product code so that every seed gives the same.

const STOCK = ['stokta', 'stokta', 'stokta', 'sinirli', 'siparis', 'yok'] as const

function hash(text: string): number {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}

/** 19.90–2,499.90 USD (cables and small parts in TRY), a stock state, a lead time when not held. */
export function demoPrice(sku: string) {
  const h = hash(sku)
  const usd = 19.9 + (h % 248) * 10
  const inTry = h % 7 === 0
  const stock = STOCK[(h >>> 8) % STOCK.length]!
  return {
    listPrice: inTry ? Math.round(usd * 34 * 100) / 100 : Math.round(usd * 100) / 100,
    currency: inTry ? ('TRY' as const) : ('USD' as const),
    stock,
    leadTimeDays: stock === 'stokta' ? null : 3 + ((h >>> 16) % 40),
  }
}
