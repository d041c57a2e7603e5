import type { CollectionAfterReadHook, Field, FieldAccess } from 'payload'

import { hasRole } from '@/access/roles'

import { CURRENCIES, STOCK_STATES } from './stock'

// Prices and stock are staff's and the signed-in dealer's only: no anonymous read (REST, Local API
// with a visitor's access) ever returns them. The dealer's figures come from src/dealers/prices.ts.
const staffOnly: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'sales')
const access = { read: staffOnly, create: staffOnly, update: staffOnly }

/** Added to `products` by the dealers plugin: the ERP's list price, currency, stock, lead time. */
export const productPriceFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Fiyat ve stok (yalnızca bayiler görür)',
    admin: { position: 'sidebar', initCollapsed: false },
    fields: [
      {
        name: 'listPrice',
        label: 'Liste fiyatı (KDV hariç)',
        type: 'number',
        min: 0,
        max: 100_000_000,
        access,
        admin: { step: 0.01 },
        validate: (value: unknown) =>
          value === null ||
          value === undefined ||
          // Two decimals, within floating-point error (19.9 × 100 is 1990.0000000000002).
          (typeof value === 'number' && Math.abs(Math.round(value * 100) - value * 100) < 1e-6) ||
          'Liste fiyatı en fazla iki ondalık basamak içerebilir.',
      },
      {
        name: 'currency',
        label: 'Para birimi',
        type: 'select',
        defaultValue: 'USD',
        options: CURRENCIES.map((value) => ({ value, label: value })),
        access,
      },
      {
        name: 'stock',
        label: 'Stok durumu',
        type: 'select',
        options: [...STOCK_STATES],
        access,
      },
      {
        name: 'leadTimeDays',
        label: 'Tedarik süresi (gün)',
        type: 'number',
        min: 0,
        max: 365,
        access,
        admin: { step: 1 },
      },
      {
        // The price sheet's column per group; a group without a row here gets its discount.
        name: 'groupPrices',
        label: 'Fiyat grubuna özel net fiyatlar',
        labels: { singular: 'Özel fiyat', plural: 'Özel fiyatlar' },
        type: 'array',
        access,
        fields: [
          {
            name: 'group',
            label: 'Fiyat grubu',
            type: 'relationship',
            relationTo: 'price-groups',
            required: true,
          },
          {
            name: 'netPrice',
            label: 'Net fiyat (KDV hariç, ürünün para biriminde)',
            type: 'number',
            required: true,
            min: 0,
            max: 100_000_000,
            admin: { step: 0.01 },
          },
        ],
      },
    ],
  },
]

const PRICE_FIELDS = ['listPrice', 'currency', 'stock', 'leadTimeDays', 'groupPrices'] as const

/**
 * Field access drops the values, but a product populated into another (related products) still
 * carried an empty `groupPrices: []`: for anyone but staff the keys go too, at every depth.
 */
export const hidePricesFromVisitors: CollectionAfterReadHook = ({ doc, req, overrideAccess }) => {
  // The server's own reads (a dealer's prices, exports, imports) override access, as field access.
  if (overrideAccess || hasRole(req.user, 'admin', 'editor', 'sales')) return doc
  for (const key of PRICE_FIELDS) delete (doc as Record<string, unknown>)[key]
  return doc
}
