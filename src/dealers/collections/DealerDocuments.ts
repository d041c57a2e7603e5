import path from 'node:path'

import type { Access, CollectionConfig } from 'payload'

import { hasRole } from '@/access/roles'
import { DATA_DIR } from '@/lib/env'

import { isDealerStaff } from '../access'
import { DEALER_DOCUMENTS, verifyDocumentLink } from '../documentLinks'

/**
 * Staff read and manage them; the file itself also opens with a link the portal signed for a dealer
 * allowed to see it (src/app/(site)/bayi/belgeler), so no dealer session reaches Payload's REST.
 */
const readDocuments: Access = ({ req, data, isReadingStaticFile }) => {
  if (hasRole(req.user, 'admin', 'editor', 'sales')) return true
  const filename = (data as { filename?: unknown } | undefined)?.filename
  return Boolean(
    isReadingStaticFile &&
    typeof filename === 'string' &&
    verifyDocumentLink(filename, req.searchParams.get('son'), req.searchParams.get('imza')),
  )
}

/** Certificates, brochures, firmware... published to dealers, to all or to some price groups. */
export const DealerDocuments: CollectionConfig = {
  slug: DEALER_DOCUMENTS,
  labels: { singular: 'Bayi belgesi', plural: 'Bayi belgeleri' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'priceGroups', 'updatedAt'],
    group: 'Bayiler',
  },
  access: {
    read: readDocuments,
    create: isDealerStaff,
    update: isDealerStaff,
    delete: isDealerStaff,
  },
  upload: {
    staticDir: process.env.DEALER_DOCUMENTS_DIR ?? path.join(DATA_DIR, 'dealer-documents'),
    mimeTypes: [
      'application/pdf',
      'application/zip',
      'application/x-zip-compressed',
      'application/octet-stream',
      'image/png',
      'image/jpeg',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    pasteURL: false,
    // A dealer's copy is its own: never kept by a shared cache.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [
    { name: 'title', label: 'Başlık', type: 'text', required: true, maxLength: 200 },
    { name: 'description', label: 'Açıklama', type: 'textarea', maxLength: 1000 },
    {
      name: 'priceGroups',
      label: 'Fiyat grupları',
      type: 'relationship',
      relationTo: 'price-groups',
      hasMany: true,
      admin: { description: 'Boş bırakılırsa bütün bayiler görür.' },
    },
  ],
}
