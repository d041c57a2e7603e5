import { getBrandBySlug } from '@/catalog'
import { withErrors } from '@/lib/http/handler'
import { jsonError, MESSAGES, publicJson } from '@/lib/http/json'

export const GET = withErrors<{ params: Promise<{ slug: string }> }>(
  async (request, { params }) => {
    const brand = await getBrandBySlug((await params).slug)
    return brand ? publicJson(request, brand) : jsonError(404, MESSAGES.brandNotFound)
  },
)
