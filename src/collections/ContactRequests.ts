import type { CollectionConfig } from 'payload'

import { canWorkLeads } from '@/access/canWorkLeads'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

import { csvExportEndpoint, kvkkEndpoints } from './leadEndpoints'
import { kvkkField, leadMetaFields, phoneField } from './leadFields'

const searchable = ['name', 'corporation', 'mail', 'phone', 'productSlug']

/** Contact messages and quote requests (spec "Contact form"), written only by POST /api/contact. */
export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: { singular: 'İletişim / Teklif talebi', plural: 'İletişim ve Teklif Talepleri' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'receivedAt',
      'status',
      'corporation',
      'name',
      'phone',
      'productSlug',
      'assignee',
    ],
    listSearchableFields: searchable,
    group: 'Talepler',
    components: { beforeListTable: ['/components/admin/CsvExportLink#CsvExportLink'] },
  },
  endpoints: [csvExportEndpoint('contact-requests', searchable), ...kvkkEndpoints],
  defaultSort: '-receivedAt',
  access: { read: canWorkLeads, create: nobody, update: canWorkLeads, delete: isAdmin },
  fields: [
    { name: 'name', label: 'Ad Soyad', type: 'text', required: true },
    { name: 'corporation', label: 'Kurum', type: 'text', required: true },
    { name: 'mail', label: 'E-posta', type: 'email', required: true, index: true },
    phoneField,
    kvkkField,
    { name: 'message', label: 'Mesaj', type: 'textarea' },
    {
      name: 'productSlug',
      label: 'Ürün (kısa ad)',
      type: 'text',
      admin: { description: 'Teklif penceresinden gelen talebin ürünü.' },
    },
    { name: 'product', label: 'Ürün', type: 'relationship', relationTo: 'products' },
    {
      // Written once by POST /api/contact: each line as the product was when it was asked for.
      name: 'items',
      label: 'Teklif listesi',
      labels: { singular: 'Satır', plural: 'Satırlar' },
      type: 'array',
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.items?.length),
        components: { Field: '/components/admin/QuoteItemsField#QuoteItemsField' },
      },
      fields: [
        { name: 'sku', label: 'Ürün kodu', type: 'text', required: true },
        { name: 'name', label: 'Ürün', type: 'text', required: true },
        { name: 'quantity', label: 'Adet', type: 'number', required: true },
        { name: 'slug', label: 'Kısa ad', type: 'text' },
        { name: 'product', label: 'Ürün kaydı', type: 'relationship', relationTo: 'products' },
      ],
    },
    ...leadMetaFields,
  ],
}
