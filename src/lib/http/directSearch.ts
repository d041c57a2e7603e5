import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { publicJsonAnswer } from '@/lib/http/json'
import { acceptsGzip } from '@/lib/http/pageCache'
import { onEveryRequest } from '@/lib/http/requestHook'
import { parseSearchLimit, SEARCH_MAX_QUERY_LENGTH } from '@/lib/search/params'
import { productIndex } from '@/lib/search/productIndex'
import { API_CSP, baseSecurityHeaders } from '@/lib/security/headers'

/**
 * GET /api/product_search/{query} answered before Next routes the request.
 *
 * The search box asks on every keystroke, and the search itself is an in-memory lookup (about half
 * a millisecond on 20,000 products), while taking a request through Next's router and a route
 * handler costs about 2.5 ms of CPU (measured: /api/categories, a cached answer, costs that much).
 * So when the index can answer at once — built, no change pending — the answer is written here,
 * from the same index, with the same body, ETag, 304 and headers as the route handler
 * (src/app/api/product_search/[query]/route.ts), which still answers everything else: the first
 * search after a start, a search while a change is being applied, an invalid `limit` (its Turkish
 * 400), any other query string, HEAD. `DIRECT_SEARCH=0` turns this off.
 *
 * Installed like the page cache (src/instrumentation.ts): the index is one per process
 * (globalThis), shared with the route handlers' module instances.
 */

const PATH_PREFIX = '/api/product_search/'
/** `?limit=N` is the only query string answered here (anything else goes to Next). */
const LIMIT_ONLY = /^limit=(\d{1,3})$/

/** Headers next.config.ts gives every /api answer. */
const FIXED_HEADERS: [string, string][] = [
  ...baseSecurityHeaders().map(({ key, value }): [string, string] => [key, value]),
  ['Content-Security-Policy', API_CSP],
]

/** The Vary Next gives every route handler's answer (its client router's request headers). */
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch'

export function directSearchEnabled(value = process.env.DIRECT_SEARCH): boolean {
  return value !== '0' && value !== 'off' && value !== 'false'
}

/** The query and limit of a request this module may answer, or null (Next answers it). */
export function directSearchRequest(
  request: Pick<IncomingMessage, 'method' | 'url'>,
): { query: string; limit: number } | null {
  if (request.method !== 'GET') return null
  const url = request.url ?? ''
  if (!url.startsWith(PATH_PREFIX)) return null
  const q = url.indexOf('?')
  const segment = url.slice(PATH_PREFIX.length, q === -1 ? undefined : q)
  // One path segment, no encoded slash or backslash (Next's routing of those is its own).
  if (!segment || /[/\\]|%2f|%5c/i.test(segment)) return null
  let limit = parseSearchLimit(null)
  if (q !== -1) {
    const m = LIMIT_ONLY.exec(url.slice(q + 1))
    if (!m) return null
    limit = parseSearchLimit(m[1]!)
    if (Number.isNaN(limit)) return null
  }
  let query: string
  try {
    query = decodeURIComponent(segment)
  } catch {
    return null
  }
  return { query: query.slice(0, SEARCH_MAX_QUERY_LENGTH), limit }
}

/** Answers the request from the index and returns true, or returns false (Next answers it). */
export function answerSearch(
  request: IncomingMessage,
  response: ServerResponse,
  compress: boolean,
): boolean {
  const wanted = directSearchRequest(request)
  if (!wanted) return false
  const hits = productIndex.searchNow(wanted.query, wanted.limit)
  if (!hits) return false
  const ifNoneMatch = request.headers['if-none-match']
  const answer = publicJsonAnswer(hits, typeof ifNoneMatch === 'string' ? ifNoneMatch : null)
  const headers: [string, string][] = [...FIXED_HEADERS, ...answer.headers]
  let body: Buffer | null = answer.body === null ? null : Buffer.from(answer.body)
  // As Next's own compression would (NEXT_COMPRESS is off behind nginx in production).
  const compressible = compress && body !== null
  headers.push(['Vary', compressible ? `${NEXT_VARY}, Accept-Encoding` : NEXT_VARY])
  if (body && compressible && acceptsGzip(request)) {
    body = gzipSync(body, { level: 6 })
    headers.push(['Content-Encoding', 'gzip'])
  }
  if (body) headers.push(['Content-Length', String(body.length)])
  headers.push(['X-Vitrin-Direct', 'search'])
  response.writeHead(answer.status, headers.flat())
  response.end(body ?? undefined)
  return true
}

let installed = false

/** Installs the direct search answer on every Node HTTP server of this process. */
export function installDirectSearch(
  httpServer: { prototype: Server },
  { compress = process.env.NEXT_COMPRESS !== '0' }: { compress?: boolean } = {},
): void {
  if (installed || !directSearchEnabled()) return
  installed = true
  onEveryRequest(httpServer, (request, response) => {
    try {
      return answerSearch(request, response, compress)
    } catch (error) {
      console.error('[search] direct answer failed:', (error as Error).message)
      // Nothing sent yet (the index is read before the head is written): the route handler
      // answers instead.
      return response.headersSent
    }
  })
}
