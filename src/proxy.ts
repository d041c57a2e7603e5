import { NextResponse, type NextRequest } from 'next/server'

import { isKnownPath, isPreviewablePath, letterlessPath } from '@/catalog/paths'
import { isDatabaseDown, suspectDatabase } from '@/lib/db/availability'
import { isDatabaseUnavailable } from '@/lib/http/handler'
import { isSafeSitePath } from '@/lib/http/location'
import { unavailableResponse } from '@/lib/http/unavailable'
import { findRedirect } from '@/plugins/redirects/find'
import { isLiveRoute, parseSitePath } from '@/plugins/redirects/normalize'
import {
  contentSecurityPolicy,
  cspArea,
  cspNonce,
  strictTransportSecurity,
} from '@/lib/security/headers'
import { isOverriddenRead, refusePath, refuseRequest } from '@/lib/security/requestGuard'

/** No route matches this path, so Next renders src/app/global-not-found.tsx for it. */
const NOT_FOUND_PATH = '/_404/bulunamadi'

/** Next's draft-mode cookie; a preview also needs Payload's session cookie. */
const DRAFT_COOKIE = '__prerender_bypass'
const SESSION_COOKIE = 'payload-token'

/** A query sent as a body is read here only up to this size (the admin's are a few kB). */
const MAX_QUERY_BODY = 64 * 1024

/** Page CSP nonces, redirects, catalogue 404s, and refusal of requests Payload would fail on. */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const odd = refusePath(pathname)
  if (odd) return new NextResponse(odd.message, { status: odd.status, headers: TEXT_HEADERS })
  // While the database is away every route that needs it answers 503, not a 500 of its own.
  if (isDatabaseDown()) return unavailableResponse(pathname)
  try {
    if (pathname === '/sitemap.xml' || pathname.startsWith('/sitemaps/')) return NextResponse.next()
    if (pathname === '/_next/image' || pathname.startsWith('/cms-api')) return await guard(request)
    return await withPagePolicy(request, pathname)
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    suspectDatabase()
    return unavailableResponse(pathname)
  }
}

const TEXT_HEADERS = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }

const refusal = ({ status, message }: { status: number; message: string }) =>
  NextResponse.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

// Next puts the request policy's nonce on its scripts; a client's policy is replaced so no one
// chooses the nonce. https://nextjs.org/docs/app/guides/content-security-policy
async function withPagePolicy(request: NextRequest, pathname: string) {
  const area = cspArea(pathname)
  const [redirect, known] = await Promise.all([
    area === 'admin' ? null : findRedirect(pathname, request.nextUrl.search),
    isKnownPath(pathname),
  ])
  // A page that answers today is never shadowed, whatever redirect names its address.
  const live = isLiveRoute(pathname) || (known && parseSitePath(pathname) !== null)
  if (redirect && !live) {
    const answer = redirectTo(request, redirect.url, redirect.status)
    if (answer) return answer
  }
  const letterless = known ? null : await letterlessPath(pathname)
  const folded = letterless && redirectTo(request, `${letterless}${request.nextUrl.search}`, 301)
  if (folded) return folded

  // A draft (even one never published) is for the page to show or refuse: it checks the session.
  const preview =
    request.cookies.has(DRAFT_COOKIE) &&
    request.cookies.has(SESSION_COOKIE) &&
    isPreviewablePath(pathname)
  const policy = contentSecurityPolicy(area, cspNonce(), process.env.NODE_ENV === 'development')
  const headers = new Headers(request.headers)
  headers.delete('content-security-policy-report-only')
  headers.set('content-security-policy', policy)
  const response =
    known || preview
      ? NextResponse.next({ request: { headers } })
      : NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), {
          status: 404,
          request: { headers },
        })
  response.headers.set('Content-Security-Policy', policy)
  if (preview) response.headers.set('Cache-Control', 'private, no-store')
  return withHsts(response)
}

/** A stored target is checked again: a site path that would leave the site is not followed. */
function redirectTo(request: NextRequest, url: string, status: 301 | 302) {
  if (url.startsWith('/') ? !isSafeSitePath(url) : !/^https?:\/\//i.test(url)) {
    console.warn(`[proxy] unsafe redirect target ignored for ${request.nextUrl.pathname}`)
    return null
  }
  return withHsts(NextResponse.redirect(new URL(url, request.url), status))
}

function withHsts(response: NextResponse) {
  const hsts = strictTransportSecurity()
  if (hsts) response.headers.set('Strict-Transport-Security', hsts)
  return response
}

async function guard(request: NextRequest) {
  let body: string | undefined
  if (isOverriddenRead(request.method, request.headers)) {
    body = await request.clone().text()
    if (body.length > MAX_QUERY_BODY)
      return NextResponse.json(
        { errors: [{ message: 'Sorgu çok uzun.' }] },
        { status: 413, headers: { 'Cache-Control': 'no-store' } },
      )
  }
  const refused = refuseRequest({
    method: request.method,
    url: request.nextUrl,
    headers: request.headers,
    body,
  })
  return refused ? refusal(refused) : NextResponse.next()
}

export const config = {
  matcher: [
    '/cms-api/:path*',
    '/_next/image',
    '/sitemap.xml',
    '/sitemaps/:path*',
    // Pages: not the JSON APIs, files and health checks (next.config.ts gives those a closed
    // policy), nor Next's prefetches (never HTML).
    {
      source:
        '/((?!api/|cms-api|_next/static|_next/image|healthz|readyz|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|sitemaps/).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
