import type { CollectionConfig } from 'payload'

import { canEditCatalog } from '@/access/canEditCatalog'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { slugField } from '@/fields/slug'
import { invalidateOnChange } from '@/hooks/invalidateCache'

export const Pages: CollectionConfig = {
  slug: 'pages',
  hooks: invalidateOnChange('pages'),
  labels: { singular: 'Sayfa', plural: 'Sayfalar' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status'], group: 'İçerik' },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    readVersions: canEditCatalog,
    create: canEditCatalog,
    update: canEditCatalog,
    delete: canEditCatalog,
  },
  fields: [
    { name: 'title', label: 'Başlık', type: 'text', required: true },
    // Kept as typed: the footer's `bilgi-guvenliği` slug carries a Turkish letter by the spec.
    slugField('title', { keepAsTyped: true }),
    { name: 'cover', label: 'Kapak görseli', type: 'upload', relationTo: 'media' },
    { name: 'body', label: 'İçerik', type: 'richText' },
  ],
}
