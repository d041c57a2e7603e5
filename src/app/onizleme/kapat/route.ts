import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

export const dynamic = 'force-dynamic'

/** Ends the preview and goes back to the page (`?sayfa=/urunler/urun/…`), or to the home page. */
async function close(request: NextRequest) {
  ;(await draftMode()).disable()
  const wanted = request.nextUrl.searchParams.get('sayfa') ?? '/'
  const target = request.nextUrl.clone()
  // Only a path of this site: never an open redirect.
  target.pathname = wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/'
  target.search = ''
  return NextResponse.redirect(target, { status: 303, headers: { 'Cache-Control': 'no-store' } })
}

export const GET = close
export const POST = close
