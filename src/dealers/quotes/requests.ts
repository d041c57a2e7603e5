import 'server-only'

import { leadReference } from '@/leads/reference'
import { getPayloadClient } from '@/lib/payload'
import type { ContactRequest } from '@/payload-types'

import type { DealerSession } from '../session'

/** What a dealer is told of a request's state (staff's words are for staff). */
export const REQUEST_STATUS_TEXT: Record<string, string> = {
  yeni: 'Alındı',
  islemde: 'İşlemde',
  tamamlandi: 'Tamamlandı',
}

export const REQUESTS_PER_PAGE = 10

export interface DealerRequestLine {
  slug: string | null
  sku: string
  name: string
  quantity: number
  unitPrice: number | null
  currency: string | null
  /** Still published: it can be copied back into the quote list. */
  available: boolean
}

export interface DealerRequest {
  reference: string
  receivedAt: string
  status: string
  sender: string
  message: string | null
  lines: DealerRequestLine[]
  /** Only the notes sales marked "Bayi görsün"; the rest never leave the server. */
  notes: { text: string; at: string | null }[]
}

/**
 * The company's requests, newest first, as every user of the company sees them: read by the
 * company's id from the session, never from the request, so no other company's can be asked for.
 */
export async function companyRequests(
  session: DealerSession,
  page: number,
): Promise<{ requests: DealerRequest[]; totalPages: number; page: number }> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'contact-requests',
    where: { dealerCompany: { equals: session.company.id } },
    sort: '-receivedAt',
    page,
    limit: REQUESTS_PER_PAGE,
    depth: 0,
    select: {
      receivedAt: true,
      status: true,
      name: true,
      message: true,
      items: true,
      notes: true,
    },
    overrideAccess: true,
  })
  const docs = result.docs as ContactRequest[]
  const slugs = [...new Set(docs.flatMap((d) => (d.items ?? []).map((i) => i.slug ?? '')))]
  const { docs: live } = slugs.length
    ? await payload.find({
        collection: 'products',
        // By slug alone (see src/dealers/prices.ts): drafts are dropped below.
        where: { slug: { in: slugs.filter(Boolean) } },
        select: { slug: true, _status: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] }
  const published = new Set(live.filter((p) => p._status === 'published').map((p) => p.slug))
  return {
    page: result.page ?? page,
    totalPages: result.totalPages,
    requests: docs.map((doc) => ({
      reference: leadReference('contact-requests', doc.id, doc.receivedAt),
      receivedAt: doc.receivedAt,
      status: REQUEST_STATUS_TEXT[doc.status] ?? doc.status,
      sender: doc.name,
      message: doc.message ?? null,
      lines: (doc.items ?? []).map((item) => ({
        slug: item.slug ?? null,
        sku: item.sku,
        name: item.name,
        quantity: item.quantity,
        unitPrice: item.unitPrice ?? null,
        currency: item.currency ?? null,
        available: Boolean(item.slug && published.has(item.slug)),
      })),
      notes: (doc.notes ?? [])
        .filter((note) => note.forDealer === true)
        .map((note) => ({ text: note.text, at: note.at ?? null })),
    })),
  }
}
