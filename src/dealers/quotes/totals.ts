// A priced quote's sums, the same on the dealer's list, in the admin and in the mail (no imports).

/** Turkey's standard VAT rate on these goods. */
export const VAT_RATE = 0.2

export interface PricedLine {
  quantity: number
  unitPrice?: number | null
  currency?: string | null
}

export interface CurrencyTotal {
  currency: string
  subtotal: number
  vat: number
  total: number
}

const cents = (value: number) => Math.round(value * 100) / 100

/** One total per currency, in the order the currencies first appear; unpriced lines are left out. */
export function quoteTotals(lines: readonly PricedLine[]): CurrencyTotal[] {
  const sums = new Map<string, number>()
  for (const { quantity, unitPrice, currency } of lines) {
    if (typeof unitPrice !== 'number' || !currency) continue
    sums.set(currency, (sums.get(currency) ?? 0) + Math.round(unitPrice * 100) * quantity)
  }
  return [...sums].map(([currency, subtotalCents]) => {
    const subtotal = subtotalCents / 100
    const vat = cents(subtotal * VAT_RATE)
    return { currency, subtotal, vat, total: cents(subtotal + vat) }
  })
}

/** `1.234,56 USD` */
export const money = (value: number, currency: string) =>
  `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`
