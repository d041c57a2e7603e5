import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEditCatalog } from '@/access/canEditCatalog'
import { invalidateOnFileChange } from '@/lib/cache/invalidate'
import { contentAddressedUploads } from '@/catalog/collections/uploadFiles'
import { DATA_DIR } from '@/lib/env'
import { CARD_IMAGE_WIDTH } from '@/catalog/media'

const uploads = contentAddressedUploads()

export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/svg+xml',
]

export const Media: CollectionConfig = {
  slug: 'media',
  hooks: { ...invalidateOnFileChange(), ...uploads.hooks },
  labels: { singular: 'Görsel', plural: 'Görseller' },
  admin: { group: 'Medya', useAsTitle: 'alt' },
  access: { read: anyone, create: canEditCatalog, update: canEditCatalog, delete: canEditCatalog },
  upload: {
    modifyResponseHeaders: uploads.modifyResponseHeaders,
    staticDir: process.env.MEDIA_DIR ?? path.join(DATA_DIR, 'media'),
    mimeTypes: IMAGE_MIME_TYPES,
    pasteURL: false,
    focalPoint: false,
    imageSizes: [
      {
        name: 'thumbnail',
        width: 160,
        height: 160,
        fit: 'contain',
        background: '#ffffff',
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      {
        name: 'card',
        width: CARD_IMAGE_WIDTH,
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', label: 'Alternatif metin', type: 'text', required: true }],
}
