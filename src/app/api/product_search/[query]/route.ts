import { searchProducts, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '@/lib/catalog'
import { withErrors } from '@/lib/http/handler'
import { jsonError, MESSAGES, publicJson } from '@/lib/http/json'

/** GET /api/product_search/{query}?limit=5 — suggestions for the search box (spec section 7). */
export const GET = withErrors<{ params: Promise<{ query: string }> }>(
  async (request, { params }) => {
    const { query } = await params
    const raw = new URL(request.url).searchParams.get('limit')
    let limit = SEARCH_DEFAULT_LIMIT
    if (raw !== null) {
      limit = Number(raw)
      if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) {
        return jsonError(400, MESSAGES.limitInvalid)
      }
    }
    return publicJson(request, await searchProducts(query.slice(0, 200), limit))
  },
)
