import { getCategoryBySlug } from '@/catalog'
import { withErrors } from '@/lib/http/handler'
import { jsonError, MESSAGES, publicJson } from '@/lib/http/json'

export const GET = withErrors<{ params: Promise<{ slug: string }> }>(
  async (request, { params }) => {
    const category = await getCategoryBySlug((await params).slug)
    return category ? publicJson(request, category) : jsonError(404, MESSAGES.categoryNotFound)
  },
)
