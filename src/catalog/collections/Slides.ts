import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEditCatalog } from '@/access/canEditCatalog'
import { orderField } from '@/catalog/fields/order'
import { invalidateOnChange } from '@/lib/cache/invalidate'

export const Slides: CollectionConfig = {
  slug: 'slides',
  hooks: invalidateOnChange('slides'),
  labels: { singular: 'Slayt', plural: 'Slaytlar' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'link', 'order'], group: 'Anasayfa' },
  defaultSort: 'order',
  access: { read: anyone, create: canEditCatalog, update: canEditCatalog, delete: canEditCatalog },
  fields: [
    { name: 'title', label: 'Başlık', type: 'text', required: true },
    { name: 'subtitle', label: 'Alt başlık', type: 'text' },
    { name: 'link', label: 'Bağlantı', type: 'text', required: true },
    {
      name: 'image',
      label: 'Görsel (masaüstü)',
      type: 'upload',
      relationTo: 'media',
      required: true,
    },
    {
      name: 'mobileImage',
      label: 'Görsel (mobil, 450 px altı)',
      type: 'upload',
      relationTo: 'media',
    },
    orderField,
  ],
}
