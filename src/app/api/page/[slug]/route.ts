import { getPageBySlug } from '@/catalog'
import { withErrors } from '@/lib/http/handler'
import { jsonError, MESSAGES, publicJson } from '@/lib/http/json'

export const GET = withErrors<{ params: Promise<{ slug: string }> }>(
  async (request, { params }) => {
    const page = await getPageBySlug((await params).slug)
    return page ? publicJson(request, page) : jsonError(404, MESSAGES.pageNotFound)
  },
)
