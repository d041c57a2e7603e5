import { NextResponse, type NextRequest } from 'next/server'

import { isKnownPath, isPreviewablePath, letterlessPath } from '@/lib/catalog/paths'
import { findRedirect } from '@/lib/redirects/find'
import {
  contentSecurityPolicy,
  cspArea,
  cspNonce,
  strictTransportSecurity,
} from '@/lib/security/headers'
import { isOverriddenRead, refuseRequest } from '@/lib/security/requestGuard'

/** No route matches this path, so Next renders src/app/global-not-found.tsx for it. */
const NOT_FOUND_PATH = '/_404/bulunamadi'

/** Next's draft-mode cookie and Payload's session cookie: both are needed for a preview. */
const DRAFT_COOKIE = '__prerender_bypass'
const SESSION_COOKIE = 'payload-token'

/** A query sent as a body is read here only up to this size (the admin's are a few kB). */
const MAX_QUERY_BODY = 64 * 1024

/**
 * Next's proxy: each page gets a CSP with a fresh nonce, an old address its redirect, a catalogue
 * address naming no record the 404 page, and requests Payload's REST API or the image optimizer
 * would fail on are refused.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/_next/image' || pathname.startsWith('/cms-api')) return guard(request)
  return withPagePolicy(request, pathname)
}

/**
 * Next reads the nonce from the request's policy and puts it on its own scripts
 * (https://nextjs.org/docs/app/guides/content-security-policy). A policy the client sent is
 * replaced, so that no one chooses the nonce.
 */
async function withPagePolicy(request: NextRequest, pathname: string) {
  const area = cspArea(pathname)
  const [redirect, known] = await Promise.all([
    area === 'admin' ? null : findRedirect(pathname, request.nextUrl.search),
    isKnownPath(pathname),
  ])
  if (redirect) return redirectTo(request, redirect.url, redirect.status)
  const letterless = known ? null : await letterlessPath(pathname)
  if (letterless) return redirectTo(request, `${letterless}${request.nextUrl.search}`, 301)

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

/** A redirect to a site path or another site's URL; a permanent one may be cached by browsers. */
function redirectTo(request: NextRequest, url: string, status: 301 | 302) {
  return withHsts(NextResponse.redirect(new URL(url, request.url), status))
}

function withHsts(response: NextResponse) {
  const hsts = strictTransportSecurity()
  if (hsts) response.headers.set('Strict-Transport-Security', hsts)
  return response
}

/** Cross-site staff writes, bodies Payload cannot read, queries and file names it would fail on. */
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
    hasSessionCookie: request.cookies.has('payload-token'),
    siteUrl: process.env.SITE_URL,
    body,
  })
  if (!refused) return NextResponse.next()
  return NextResponse.json(
    { errors: [{ message: refused.message }] },
    { status: refused.status, headers: { 'Cache-Control': 'no-store' } },
  )
}

export const config = {
  matcher: [
    '/cms-api/:path*',
    '/_next/image',
    // Pages: not the JSON APIs, files and health checks (next.config.ts gives those a closed
    // policy), nor Next's prefetches (never HTML).
    {
      source:
        '/((?!api/|cms-api|_next/static|_next/image|healthz|readyz|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
