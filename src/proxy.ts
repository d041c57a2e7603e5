import { NextResponse, type NextRequest } from 'next/server'

import { refuseRequest } from '@/lib/security/requestGuard'

/**
 * Requests refused before they reach Payload's REST API or Next's image optimizer: cross-site
 * staff writes, bodies Payload cannot read, query strings and file names it would fail on (a 500
 * otherwise). https://nextjs.org/docs/app/api-reference/file-conventions/proxy
 */
export function proxy(request: NextRequest) {
  const refused = refuseRequest({
    method: request.method,
    url: request.nextUrl,
    headers: request.headers,
    hasSessionCookie: request.cookies.has('payload-token'),
    siteUrl: process.env.SITE_URL,
  })
  if (!refused) return NextResponse.next()
  return NextResponse.json(
    { errors: [{ message: refused.message }] },
    { status: refused.status, headers: { 'Cache-Control': 'no-store' } },
  )
}

// Pages never pass through here: they cost nothing more.
export const config = { matcher: ['/cms-api/:path*', '/_next/image'] }
