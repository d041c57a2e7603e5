import { searchProducts } from '@/catalog'
import { withErrors } from '@/lib/http/handler'
import { jsonError, MESSAGES, publicJson } from '@/lib/http/json'
import { parseSearchLimit, SEARCH_MAX_QUERY_LENGTH } from '@/catalog/search/params'

/** GET /api/product_search/{query}?limit=5 — suggestions for the search box (spec section 7). */
export const GET = withErrors<{ params: Promise<{ query: string }> }>(
  async (request, { params }) => {
    const { query } = await params
    const limit = parseSearchLimit(new URL(request.url).searchParams.get('limit'))
    if (Number.isNaN(limit)) return jsonError(400, MESSAGES.limitInvalid)
    return publicJson(request, await searchProducts(query.slice(0, SEARCH_MAX_QUERY_LENGTH), limit))
  },
)
