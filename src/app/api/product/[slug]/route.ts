import { getProductBySlug } from '@/catalog'
import { withErrors } from '@/lib/http/handler'
import { jsonError, MESSAGES, publicJson } from '@/lib/http/json'

export const GET = withErrors<{ params: Promise<{ slug: string }> }>(
  async (request, { params }) => {
    const product = await getProductBySlug((await params).slug)
    return product ? publicJson(request, product) : jsonError(404, MESSAGES.productNotFound)
  },
)
