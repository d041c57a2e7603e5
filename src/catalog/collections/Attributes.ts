import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEditCatalog } from '@/access/canEditCatalog'
import { orderField } from '@/catalog/fields/order'
import { slugField } from '@/catalog/fields/slug'
import { invalidateOnChange } from '@/lib/cache/invalidate'

/** Filterable specifications of a category's products: facets on listings, rows in compare. */
export const Attributes: CollectionConfig = {
  slug: 'attributes',
  hooks: invalidateOnChange('attributes'),
  labels: { singular: 'Filtre özelliği', plural: 'Filtre Özellikleri' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'unit', 'kind', 'facet', 'categories', 'order'],
    group: 'Katalog',
    description:
      'Kategori sayfalarında filtre, karşılaştırmada satır olan özellikler. Ürünler değerlerini “Filtre Özellikleri” sekmesinde alır.',
  },
  defaultSort: 'order',
  access: { read: anyone, create: canEditCatalog, update: canEditCatalog, delete: canEditCatalog },
  fields: [
    { name: 'name', label: 'Ad', type: 'text', required: true },
    slugField('name'),
    { name: 'unit', label: 'Birim', type: 'text', admin: { description: 'ör. MP, mm, W' } },
    {
      name: 'kind',
      label: 'Tür',
      type: 'select',
      required: true,
      defaultValue: 'choice',
      options: [
        { value: 'choice', label: 'Seçenekler' },
        { value: 'number', label: 'Sayı' },
        { value: 'boolean', label: 'Evet / Hayır' },
      ],
    },
    {
      name: 'options',
      label: 'Seçenekler',
      type: 'text',
      hasMany: true,
      admin: {
        condition: (_, siblingData) => siblingData?.kind === 'choice',
        description: 'Filtrede bu sırayla gösterilir.',
      },
    },
    {
      name: 'categories',
      label: 'Kategoriler',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { description: 'Alt kategorileri de kapsar.' },
    },
    {
      name: 'facet',
      label: 'Listelerde filtre olarak göster',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Kapalıysa kategori sayfalarında filtre olmaz; karşılaştırmada ve proje planlayıcıda kullanılır.',
      },
    },
    orderField,
  ],
}
