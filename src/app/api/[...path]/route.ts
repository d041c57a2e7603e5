import { jsonError } from '@/lib/http/json'

/** Any other /api/* path: a JSON 404 rather than the site's HTML not-found page. */
const notFound = () => jsonError(404, 'İstenen API adresi bulunamadı.')

export const GET = notFound
export const POST = notFound
