import { kvkkEndpoints } from './endpoints'
import { kvkkField, phoneField, sentByVisitor } from './fields'
import { leadCollection } from './leadCollection'

/** Contact messages and quote requests (spec "Contact form"), written only by POST /api/contact. */
export const ContactRequests = leadCollection({
  slug: 'contact-requests',
  labels: { singular: 'İletişim / Teklif talebi', plural: 'İletişim ve Teklif Talepleri' },
  columns: [
    'reference',
    'receivedAt',
    'status',
    'corporation',
    'name',
    'phone',
    'productLabel',
    'assignee',
  ],
  searchable: ['productLabel', 'name', 'corporation', 'mail', 'phone'],
  endpoints: kvkkEndpoints,
  fields: [
    sentByVisitor({ name: 'name', label: 'Ad Soyad', type: 'text', required: true }),
    sentByVisitor({ name: 'corporation', label: 'Kurum', type: 'text', required: true }),
    sentByVisitor({ name: 'mail', label: 'E-posta', type: 'email', required: true, index: true }),
    phoneField,
    kvkkField,
    sentByVisitor({ name: 'message', label: 'Mesaj', type: 'textarea' }),
    {
      // The catalogue's `SKU — Name` of what was asked for, written with the lead (lists, search).
      name: 'productLabel',
      label: 'Ürün',
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true },
    },
    sentByVisitor({
      name: 'productSlug',
      label: 'Ürün (kısa ad)',
      type: 'text',
      admin: { description: 'Teklif penceresinden gelen talebin ürünü.' },
    }),
    sentByVisitor({
      name: 'product',
      label: 'Ürün kaydı',
      type: 'relationship',
      relationTo: 'products',
    }),
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
        components: { Field: '/leads/admin/QuoteItemsField#QuoteItemsField' },
      },
      fields: [
        { name: 'sku', label: 'Ürün kodu', type: 'text', required: true },
        { name: 'name', label: 'Ürün', type: 'text', required: true },
        { name: 'quantity', label: 'Adet', type: 'number', required: true },
        { name: 'slug', label: 'Kısa ad', type: 'text' },
        { name: 'product', label: 'Ürün kaydı', type: 'relationship', relationTo: 'products' },
      ],
    },
  ],
})
