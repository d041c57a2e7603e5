import { listSlides } from '@/catalog'
import { withErrors } from '@/lib/http/handler'
import { publicJson } from '@/lib/http/json'

export const GET = withErrors(async (request) => publicJson(request, await listSlides()))
