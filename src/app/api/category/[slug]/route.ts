import { getCategoryBySlug } from '@/lib/catalog'
import { withErrors } from '@/lib/http/handler'
import { json, jsonError, MESSAGES } from '@/lib/http/json'

export const GET = withErrors<{ params: Promise<{ slug: string }> }>(
  async (_request, { params }) => {
    const category = await getCategoryBySlug((await params).slug)
    return category ? json(category) : jsonError(404, MESSAGES.categoryNotFound)
  },
)
