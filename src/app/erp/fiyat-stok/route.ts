import { receivePriceFeed } from '@/dealers/priceFeed'
import { withErrors } from '@/lib/http/handler'

export const dynamic = 'force-dynamic'

/** The ERP's signed price-and-stock sheet (README, "Fiyat ve stok beslemesi"). */
export const POST = withErrors(receivePriceFeed)
