// Currencies and stock states of a product's price: shared by the Payload fields, the sheets and
// the browser's price box (no imports, so a client component may take it).

export const CURRENCIES = ['TRY', 'USD', 'EUR'] as const
export type Currency = (typeof CURRENCIES)[number]

export const STOCK_STATES = [
  { value: 'stokta', label: 'Stokta' },
  { value: 'sinirli', label: 'Sınırlı stok' },
  { value: 'siparis', label: 'Siparişle' },
  { value: 'yok', label: 'Stokta yok' },
] as const

const STOCK_LABELS = new Map<string, string>(STOCK_STATES.map((s) => [s.value, s.label]))
/** `sinirli` → `Sınırlı stok`, for sheets and pages (an unknown value as it is). */
export const stockLabel = (value: string): string => STOCK_LABELS.get(value) ?? value
