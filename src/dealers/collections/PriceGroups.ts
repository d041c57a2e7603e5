import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

import { isDealerStaff } from '../access'

/** A dealer company's terms: a discount off the list price (special net prices per product later). */
export const PriceGroups: CollectionConfig = {
  slug: 'price-groups',
  labels: { singular: 'Fiyat grubu', plural: 'Fiyat grupları' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'discountPercent'], group: 'Bayiler' },
  access: { read: isDealerStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', label: 'Ad', type: 'text', required: true, unique: true, maxLength: 60 },
    {
      name: 'discountPercent',
      label: 'Liste fiyatından indirim (%)',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      max: 100,
    },
  ],
}
