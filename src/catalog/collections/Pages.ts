import type { CollectionConfig } from 'payload'

import { canEditCatalog } from '@/access/canEditCatalog'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { slugField } from '@/catalog/fields/slug'
import { invalidateOnChange } from '@/lib/cache/invalidate'
import { redirectOnSlugChange } from '@/plugins/redirects/onSlugChange'
import { previewUrl } from '@/catalog/preview/url'

export const Pages: CollectionConfig = {
  slug: 'pages',
  hooks: {
    ...invalidateOnChange('pages'),
    ...redirectOnSlugChange('pages'),
    afterChange: [
      ...invalidateOnChange('pages').afterChange,
      ...redirectOnSlugChange('pages').afterChange,
    ],
  },
  labels: { singular: 'Sayfa', plural: 'Sayfalar' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status'],
    group: 'İçerik',
    preview: (doc) => previewUrl('pages', doc),
  },
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
