import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEditCatalog } from '@/access/canEditCatalog'
import { invalidateOnFileChange } from '@/lib/cache/invalidate'
import { contentAddressedUploads } from '@/catalog/collections/uploadFiles'
import { DATA_DIR } from '@/lib/env'

const uploads = contentAddressedUploads()

/** Product datasheets (PDF only). */
export const Documents: CollectionConfig = {
  slug: 'documents',
  hooks: { ...invalidateOnFileChange(), ...uploads.hooks },
  labels: { singular: 'Doküman', plural: 'Dokümanlar' },
  admin: { group: 'Medya', useAsTitle: 'title' },
  access: { read: anyone, create: canEditCatalog, update: canEditCatalog, delete: canEditCatalog },
  upload: {
    modifyResponseHeaders: uploads.modifyResponseHeaders,
    staticDir: process.env.DOCUMENTS_DIR ?? path.join(DATA_DIR, 'documents'),
    mimeTypes: ['application/pdf'],
    pasteURL: false,
  },
  fields: [{ name: 'title', label: 'Başlık', type: 'text', required: true }],
}
