import { DEALER_LOGIN_PATH } from '@/dealers/login'
import { priceListResponse } from '@/dealers/priceList'
import { currentDealer } from '@/dealers/session'
import { withErrors } from '@/lib/http/handler'
import { seeOther } from '@/lib/http/seeOther'

/** GET /bayi/fiyat-listesi — the signed-in dealer's price list (XLSX); visitors go to sign in. */
export const GET = withErrors(async () => {
  const session = await currentDealer()
  return session ? priceListResponse(session) : seeOther(DEALER_LOGIN_PATH)
})
