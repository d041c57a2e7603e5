import { type NextRequest, NextResponse } from 'next/server'

import {
  contentSecurityPolicy,
  cspArea,
  cspNonce,
  strictTransportSecurity,
} from '@/lib/security/headers'

/**
 * Gives every page its Content-Security-Policy with a fresh nonce. The policy is set on the
 * request too: Next reads the nonce from there and puts it on its own scripts.
 * https://nextjs.org/docs/app/guides/content-security-policy
 */
export function proxy(request: NextRequest) {
  const nonce = cspNonce()
  const area = cspArea(request.nextUrl.pathname)
  const policy = contentSecurityPolicy(area, nonce, process.env.NODE_ENV === 'development')
  const headers = new Headers(request.headers)
  headers.set('Content-Security-Policy', policy)
  if (area === 'site') headers.set('x-nonce', nonce)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  const hsts = strictTransportSecurity()
  if (hsts) response.headers.set('Strict-Transport-Security', hsts)
  return response
}

export const config = {
  // Pages only. The JSON APIs, uploads (Payload under /cms-api: the proxy would buffer their
  // bodies), static files and health checks get their headers from next.config.ts.
  matcher: [
    {
      source:
        '/((?!api/|cms-api/|_next/static|_next/image|healthz|readyz|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
