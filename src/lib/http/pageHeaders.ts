import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import {
  contentSecurityPolicy,
  cspArea,
  cspNonce,
  strictTransportSecurity,
} from '@/lib/security/headers'

import { onEveryRequest, pathnameOf } from './requestHook'

/**
 * Every page's Content-Security-Policy with a fresh nonce, set on the request and on the response
 * before the request reaches Next. Next reads the nonce from the request's policy and puts it on
 * its own scripts (https://nextjs.org/docs/app/guides/content-security-policy).
 *
 * This was a Next proxy (middleware, `src/proxy.ts`). A proxy costs every page request Next's
 * middleware round (a web Request and Response built around the Node ones, the request headers
 * copied, then merged back). Measured on one host (20,000 products, uncached product pages one at
 * a time, three alternating turns of 400): skipping the proxy on the same build took 1.0–1.8 ms
 * off the median (of 9–11 ms) and 1.3–3.6 ms off the 95th percentile; this hook's build against
 * the last one with the proxy, 1.0–1.7 and 0.6–3.7 ms. On a bare dynamic page, 0.7–2.5 ms of a
 * 4.4–5.9 ms median. The same work here is a few string operations.
 *
 * Not for: the JSON APIs, Payload's REST API and uploads, Next's static files and image
 * optimizer, health checks and the metadata files (next.config.ts gives those their headers,
 * with a closed policy on the APIs); Next's prefetches (RSC, never HTML). Pages answered from
 * the page cache (./pageCache) get a new nonce there; this hook is installed so that it runs
 * after that one, on misses only.
 */
const NOT_A_PAGE =
  /^\/(?:api\/|cms-api\/|_next\/static|_next\/image|healthz|readyz|favicon\.ico|icon\.svg|robots\.txt|sitemap\.xml)/

/** Request headers that carry a policy in: Next takes a nonce from either. Only ours may. */
const POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only']

/** The request's path when it asks for a page, else null. */
function pagePath(request: IncomingMessage): string | null {
  const pathname = pathnameOf(request.url)
  if (NOT_A_PAGE.test(pathname)) return null
  const h = request.headers
  return h['next-router-prefetch'] === undefined && h.purpose !== 'prefetch' ? pathname : null
}

export function isPageRequest(request: IncomingMessage): boolean {
  return pagePath(request) !== null
}

/**
 * Sets the page's policy on `request` (for Next) and on `response`, with HSTS when the site is
 * served over HTTPS. A policy sent by the client is dropped first, so that no one chooses the
 * nonce. Returns the policy, or null for a request that is not a page.
 */
export function applyPageHeaders(
  request: IncomingMessage,
  response: Pick<ServerResponse, 'setHeader'>,
  dev = process.env.NODE_ENV === 'development',
): string | null {
  for (const name of POLICY_HEADERS) delete request.headers[name]
  const pathname = pagePath(request)
  if (pathname === null) return null
  const policy = contentSecurityPolicy(cspArea(pathname), cspNonce(), dev)
  request.headers['content-security-policy'] = policy
  response.setHeader('Content-Security-Policy', policy)
  const hsts = strictTransportSecurity()
  if (hsts) response.setHeader('Strict-Transport-Security', hsts)
  return policy
}

let installed = false

/** Installs applyPageHeaders on every Node HTTP server of this process (./requestHook). */
export function installPageHeaders(httpServer: { prototype: Server }): void {
  if (installed) return
  installed = true
  onEveryRequest(httpServer, (request, response) => {
    applyPageHeaders(request, response)
    return false
  })
}
