import { getPageBySlug } from '@/lib/catalog'
import { withErrors } from '@/lib/http/handler'
import { json, jsonError, MESSAGES } from '@/lib/http/json'

export const GET = withErrors<{ params: Promise<{ slug: string }> }>(
  async (_request, { params }) => {
    const page = await getPageBySlug((await params).slug)
    return page ? json(page) : jsonError(404, MESSAGES.pageNotFound)
  },
)
