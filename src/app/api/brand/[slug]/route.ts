import { getBrandBySlug } from '@/lib/catalog'
import { withErrors } from '@/lib/http/handler'
import { json, jsonError, MESSAGES } from '@/lib/http/json'

export const GET = withErrors<{ params: Promise<{ slug: string }> }>(
  async (_request, { params }) => {
    const brand = await getBrandBySlug((await params).slug)
    return brand ? json(brand) : jsonError(404, MESSAGES.brandNotFound)
  },
)
