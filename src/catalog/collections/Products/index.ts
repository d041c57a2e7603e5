import type { CollectionConfig } from 'payload'

import { canEditCatalog } from '@/access/canEditCatalog'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { slugField } from '@/catalog/fields/slug'
import { invalidateOnChange } from '@/lib/cache/invalidate'
import { redirectOnSlugChange } from '@/plugins/redirects/onSlugChange'
import { lockProductWrites } from '@/catalog/collections/Products/writeLock'
import { previewUrl } from '@/catalog/preview/url'

import { attributesOfCategory, attributeValueFits, deriveAttributeKeys } from './attributes'
import { SYSTEM_FIELD_ADMIN } from '@/lib/fields'

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Ürün', plural: 'Ürünler' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'sku', 'category', 'brand', '_status'],
    listSearchableFields: ['name', 'sku'],
    group: 'Katalog',
    // The edit view's "Önizleme" button: the draft on the real page, for signed-in staff only.
    preview: (doc) => previewUrl('products', doc),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    readVersions: canEditCatalog,
    create: canEditCatalog,
    update: canEditCatalog,
    delete: canEditCatalog,
  },
  // Drops the product's cached reads and search entry, here and on every other instance.
  // On PostgreSQL, saves take turns (a deadlock otherwise: src/catalog/collections/Products/writeLock.ts).
  // A published slug change leaves a 301 behind (src/plugins/redirects/onSlugChange.ts).
  hooks: {
    ...invalidateOnChange('products'),
    beforeOperation: [lockProductWrites],
    beforeChange: [deriveAttributeKeys, ...redirectOnSlugChange('products').beforeChange],
    afterChange: [
      ...invalidateOnChange('products').afterChange,
      ...redirectOnSlugChange('products').afterChange,
    ],
  },
  fields: [
    { name: 'name', label: 'Ad', type: 'text', required: true },
    slugField('name'),
    {
      name: 'sku',
      label: 'Ürün kodu',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'İçerik',
          fields: [
            { name: 'brief', label: 'Kısa açıklama', type: 'richText' },
            { name: 'description', label: 'Açıklama (Genel Bakış)', type: 'richText' },
          ],
        },
        {
          label: 'Görseller',
          fields: [
            { name: 'cover', label: 'Kapak görseli', type: 'upload', relationTo: 'media' },
            {
              name: 'gallery',
              label: 'Galeri',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
            },
          ],
        },
        {
          label: 'Filtre Özellikleri',
          description:
            'Kategorinin filtre özellikleri: liste sayfalarında filtre, karşılaştırmada satır olur. Diğer özellikler “Teknik Özellikler” sekmesine.',
          fields: [
            {
              name: 'attributes',
              label: 'Filtre özellikleri',
              labels: { singular: 'Özellik', plural: 'Özellikler' },
              type: 'array',
              fields: [
                {
                  name: 'attribute',
                  label: 'Özellik',
                  type: 'relationship',
                  relationTo: 'attributes',
                  required: true,
                  filterOptions: attributesOfCategory,
                },
                {
                  name: 'value',
                  label: 'Değer',
                  type: 'text',
                  required: true,
                  validate: attributeValueFits,
                },
              ],
            },
            {
              // Derived from `attributes` on save: what a listing's facets filter and count by.
              name: 'attributeKeys',
              type: 'text',
              hasMany: true,
              index: true,
              admin: SYSTEM_FIELD_ADMIN,
            },
          ],
        },
        {
          label: 'Teknik Özellikler',
          fields: [
            {
              name: 'specifications',
              label: 'Teknik özellikler',
              labels: { singular: 'Satır', plural: 'Satırlar' },
              type: 'array',
              fields: [
                { name: 'label', label: 'Özellik', type: 'text', required: true },
                { name: 'value', label: 'Değer', type: 'text', required: true },
              ],
            },
            {
              name: 'datasheet',
              label: 'Veri sayfası (PDF)',
              type: 'upload',
              relationTo: 'documents',
            },
          ],
        },
      ],
    },
    {
      name: 'category',
      label: 'Kategori',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'brand',
      label: 'Marka',
      type: 'relationship',
      relationTo: 'brands',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'relatedProducts',
      label: 'Benzer ürünler',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      admin: {
        position: 'sidebar',
        description: 'Sırası korunur; sayfada en çok 4 tanesi gösterilir.',
      },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
  ],
}
