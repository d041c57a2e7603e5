import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { redirectToPath } from '@/lib/http/location'

export const dynamic = 'force-dynamic'

/** Ends the preview and goes back to the page (`?sayfa=/urunler/urun/…`), or to the home page. */
async function close(request: NextRequest) {
  ;(await draftMode()).disable()
  // Only a path of this site (never an open redirect), without its query.
  const wanted = (request.nextUrl.searchParams.get('sayfa') ?? '/').split(/[?#]/)[0]!
  return redirectToPath(wanted, 303, { 'Cache-Control': 'no-store' })
}

export const GET = close
export const POST = close
