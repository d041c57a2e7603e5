import { publicJson } from '@/lib/http/json'

/** An empty query finds nothing: `200 []` like any query without a match. */
export const GET = (request: Request) => publicJson(request, [])
