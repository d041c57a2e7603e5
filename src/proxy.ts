import { NextResponse, type NextRequest } from 'next/server'

import { isOverriddenRead, refuseRequest } from '@/lib/security/requestGuard'

/** A query sent as a body is read here only up to this size (the admin's are a few kB). */
const MAX_QUERY_BODY = 64 * 1024

/**
 * Requests refused before they reach Payload's REST API or Next's image optimizer: cross-site
 * staff writes, bodies Payload cannot read, query strings and file names it would fail on (a 500
 * otherwise). https://nextjs.org/docs/app/api-reference/file-conventions/proxy
 */
export async function proxy(request: NextRequest) {
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

// Pages never pass through here: they cost nothing more.
export const config = { matcher: ['/cms-api/:path*', '/_next/image'] }
