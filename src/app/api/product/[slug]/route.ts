import { getProductBySlug } from '@/lib/catalog'
import { withErrors } from '@/lib/http/handler'
import { json, jsonError, MESSAGES } from '@/lib/http/json'

export const GET = withErrors<{ params: Promise<{ slug: string }> }>(
  async (_request, { params }) => {
    const product = await getProductBySlug((await params).slug)
    return product ? json(product) : jsonError(404, MESSAGES.productNotFound)
  },
)
