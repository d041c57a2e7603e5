import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEditCatalog } from '@/access/canEditCatalog'
import { orderField } from '@/catalog/fields/order'
import { slugField } from '@/catalog/fields/slug'
import { invalidateOnChange } from '@/lib/cache/invalidate'
import { redirectOnSlugChange } from '@/plugins/redirects/onSlugChange'

export const Brands: CollectionConfig = {
  slug: 'brands',
  hooks: {
    ...invalidateOnChange('brands'),
    ...redirectOnSlugChange('brands'),
    afterChange: [
      ...invalidateOnChange('brands').afterChange,
      ...redirectOnSlugChange('brands').afterChange,
    ],
  },
  labels: { singular: 'Marka', plural: 'Markalar' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'], group: 'Katalog' },
  defaultSort: 'order',
  access: { read: anyone, create: canEditCatalog, update: canEditCatalog, delete: canEditCatalog },
  fields: [
    { name: 'name', label: 'Ad', type: 'text', required: true },
    slugField('name'),
    { name: 'logo', label: 'Logo', type: 'upload', relationTo: 'media' },
    orderField,
  ],
}
