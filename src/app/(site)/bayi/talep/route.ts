import { postDealerQuote } from '@/dealers/quotes/post'
import { currentDealer } from '@/dealers/session'
import { withErrors } from '@/lib/http/handler'

/** POST /bayi/talep — a signed-in dealer sends its priced quote list (src/dealers/quotes). */
export const POST = withErrors(async (request: Request) =>
  postDealerQuote(request, await currentDealer()),
)
