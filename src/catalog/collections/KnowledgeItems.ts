import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEditCatalog } from '@/access/canEditCatalog'
import { orderField } from '@/catalog/fields/order'
import { invalidateOnChange } from '@/lib/cache/invalidate'

/** "Bunları Biliyor Muydunuz?" cards of the home page. */
export const KnowledgeItems: CollectionConfig = {
  slug: 'knowledge-items',
  hooks: invalidateOnChange('knowledge-items'),
  labels: { singular: 'Bilgi kartı', plural: 'Bunları Biliyor Muydunuz?' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order'], group: 'Anasayfa' },
  defaultSort: 'order',
  access: { read: anyone, create: canEditCatalog, update: canEditCatalog, delete: canEditCatalog },
  fields: [
    { name: 'title', label: 'Başlık', type: 'text', required: true },
    { name: 'content', label: 'İçerik', type: 'textarea', required: true },
    { name: 'image', label: 'Görsel', type: 'upload', relationTo: 'media' },
    orderField,
  ],
}
