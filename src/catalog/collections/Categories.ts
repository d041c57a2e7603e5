import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEditCatalog } from '@/access/canEditCatalog'
import { orderField } from '@/catalog/fields/order'
import { slugField } from '@/catalog/fields/slug'
import { invalidateOnChange } from '@/lib/cache/invalidate'
import { redirectOnSlugChange } from '@/plugins/redirects/onSlugChange'

export const Categories: CollectionConfig = {
  slug: 'categories',
  hooks: {
    ...invalidateOnChange('categories'),
    ...redirectOnSlugChange('categories'),
    afterChange: [
      ...invalidateOnChange('categories').afterChange,
      ...redirectOnSlugChange('categories').afterChange,
    ],
  },
  labels: { singular: 'Kategori', plural: 'Kategoriler' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'parent', 'order'], group: 'Katalog' },
  defaultSort: 'order',
  access: { read: anyone, create: canEditCatalog, update: canEditCatalog, delete: canEditCatalog },
  fields: [
    { name: 'name', label: 'Ad', type: 'text', required: true },
    slugField('name'),
    {
      name: 'parent',
      label: 'Üst kategori',
      type: 'relationship',
      relationTo: 'categories',
      index: true,
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    { name: 'description', label: 'Açıklama', type: 'textarea' },
    { name: 'image', label: 'Görsel', type: 'upload', relationTo: 'media' },
    orderField,
  ],
}
