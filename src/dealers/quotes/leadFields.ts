import type { CollectionConfig, Field } from 'payload'

import { money, type PricedLine, quoteTotals } from './totals'

// Written by the server when a signed-in dealer sends its quote list (./submit.ts); never by staff.
const serverOnly = { create: () => false, update: () => false }
const sidebar = (data: Record<string, unknown> | undefined) => Boolean(data?.dealerCompany)

const dealerLeadFields: Field[] = [
  {
    name: 'dealerCompany',
    label: 'Bayi firması',
    type: 'relationship',
    relationTo: 'dealer-companies',
    index: true,
    access: serverOnly,
    admin: { position: 'sidebar', readOnly: true, condition: sidebar },
  },
  {
    name: 'dealer',
    label: 'Gönderen bayi kullanıcısı',
    type: 'relationship',
    relationTo: 'dealers',
    access: serverOnly,
    admin: { position: 'sidebar', readOnly: true, condition: sidebar },
  },
  {
    name: 'priceGroup',
    label: 'Fiyat grubu (gönderildiğinde)',
    type: 'relationship',
    relationTo: 'price-groups',
    access: serverOnly,
    admin: { position: 'sidebar', readOnly: true, condition: sidebar },
  },
]

/** The inbox's column: `1.234,56 USD + 80,00 EUR` (KDV hariç), read from the priced lines. */
const quoteTotalField: Field = {
  name: 'quoteTotal',
  label: 'Bayi teklifi (KDV hariç)',
  type: 'text',
  virtual: true,
  admin: {
    position: 'sidebar',
    readOnly: true,
    condition: sidebar,
    components: { Cell: '/dealers/admin/QuoteTotalCell#QuoteTotalCell' },
  },
  hooks: {
    afterRead: [
      ({ siblingData }) => {
        const lines = Array.isArray(siblingData?.items) ? (siblingData.items as PricedLine[]) : []
        const totals = quoteTotals(lines)
        return totals.length ? totals.map((t) => money(t.subtotal, t.currency)).join(' + ') : null
      },
    ],
  },
}

/** Each line keeps the dealer's net price of the moment; the table shows them with the totals. */
const linePriceFields: Field[] = [
  { name: 'unitPrice', label: 'Birim net fiyat (KDV hariç)', type: 'number' },
  { name: 'currency', label: 'Para birimi', type: 'text' },
]

/** A note sales writes for the dealer: shown under the request at /bayi/talepler. */
const forDealerField: Field = {
  name: 'forDealer',
  label: 'Bayi görsün',
  type: 'checkbox',
  defaultValue: false,
  admin: {
    description: 'İşaretli not, bayinin "Taleplerim" sayfasında görünür.',
    condition: (data) => Boolean(data?.dealerCompany),
  },
}

function extendArray(field: Field, name: string, add: Field[], component?: string): Field {
  if (!('name' in field) || field.name !== name || field.type !== 'array') return field
  return {
    ...field,
    fields: [...field.fields, ...add],
    ...(component && {
      admin: { ...field.admin, components: { ...field.admin?.components, Field: component } },
    }),
  }
}

/** Added to `contact-requests` by the dealers plugin. */
export function withDealerQuoteFields(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    fields: [
      ...collection.fields.map((field) =>
        extendArray(
          extendArray(
            field,
            'items',
            linePriceFields,
            '/dealers/admin/PricedQuoteItems#PricedQuoteItems',
          ),
          'notes',
          [forDealerField],
        ),
      ),
      ...dealerLeadFields,
      quoteTotalField,
    ],
    admin: {
      ...collection.admin,
      // A dealer's request shows its total in the list (its company is the Kurum column).
      defaultColumns: [...(collection.admin?.defaultColumns ?? []), 'quoteTotal'],
    },
  }
}
