// Shapes the dealer wing's server and browser code share (no imports, so either can use it).

/** One product's figures for the signed-in dealer, as GET /bayi/fiyatlar answers them. */
export interface DealerPrice {
  slug: string
  listPrice: number
  /** After the company's price group discount; equal to the list price without one. */
  netPrice: number
  currency: string
  stock: string | null
  leadTimeDays: number | null
  /** The net price in TRY at the day's rate, and the rate's day (YYYY-MM-DD); null without one. */
  tryPrice: number | null
  rateDate: string | null
}
