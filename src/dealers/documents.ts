import 'server-only'

import { getPayloadClient } from '@/lib/payload'
import { idOf } from '@/lib/relations'

import { DEALER_DOCUMENTS, signedDocumentUrl } from './documentLinks'
import type { DealerSession } from './session'

export interface DealerDocumentView {
  id: number | string
  title: string
  description: string | null
  filename: string
  filesize: number | null
  updatedAt: string
  /** Signed for this file and a quarter of an hour (./documentLinks.ts). */
  href: string
}

/** The documents for every dealer and those for the company's price group, newest first. */
export async function documentsFor(session: DealerSession): Promise<DealerDocumentView[]> {
  const payload = await getPayloadClient()
  const group = idOf(session.company.priceGroup)
  const { docs } = await payload.find({
    collection: DEALER_DOCUMENTS,
    sort: '-updatedAt',
    limit: 500,
    depth: 0,
    select: {
      title: true,
      description: true,
      filename: true,
      filesize: true,
      updatedAt: true,
      priceGroups: true,
    },
    overrideAccess: true,
  })
  return docs.flatMap((doc) => {
    // No group chosen: every dealer's. A few hundred documents at most, filtered here.
    const groups = (doc.priceGroups ?? []).map((g) => String(idOf(g)))
    if (groups.length && (group === null || !groups.includes(String(group)))) return []
    if (!doc.filename) return []
    return [
      {
        id: doc.id,
        title: doc.title,
        description: doc.description ?? null,
        filename: doc.filename,
        filesize: doc.filesize ?? null,
        updatedAt: doc.updatedAt,
        href: signedDocumentUrl(doc.filename),
      },
    ]
  })
}
