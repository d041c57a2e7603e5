import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { redirectToPath } from '@/lib/http/location'
import { getPayloadClient } from '@/lib/payload'
import { staffUser } from '@/catalog/preview'
import { isPreviewCollection } from '@/catalog/preview/url'
import { publicPath } from '@/plugins/redirects/normalize'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function answer(status: number, message: string, link?: { href: string; text: string }) {
  const body = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Önizleme</title></head><body><p>${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}</body></html>`
  return new NextResponse(body, {
    status,
    headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8' },
  })
}

/**
 * The admin's "Önizleme" button (`?collection=products&id=…`): for signed-in staff, turns Next's
 * draft mode on and opens the record's page at its draft's address; anyone else gets a 401.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const user = await staffUser(request.headers)
  if (!user) {
    const back = `${request.nextUrl.pathname}${request.nextUrl.search}`
    return answer(401, 'Önizleme için yönetim paneline giriş yapmalısınız.', {
      href: `/admin/login?redirect=${encodeURIComponent(back)}`,
      text: 'Giriş yap',
    })
  }
  const collection = params.get('collection')
  const id = params.get('id')
  if (!isPreviewCollection(collection) || !id) return answer(400, 'Önizlenecek kayıt belirtilmedi.')
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    draft: true,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user,
    select: { slug: true },
  })
  const slug = docs[0]?.slug
  if (!slug) return answer(404, 'Önizlenecek kayıt bulunamadı.')
  ;(await draftMode()).enable()
  return redirectToPath(publicPath(collection, slug), 303, NO_STORE)
}
