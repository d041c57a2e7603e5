import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { LEAD_ROLES } from '@/access/roles'

import { isDealerStaff } from '../access'
import { normalTaxNumber, taxNumberProblem } from '../taxNumber'

export const COMPANY_STATUSES = [
  { value: 'aktif', label: 'Aktif' },
  { value: 'askida', label: 'Askıda' },
] as const

/** A dealer company (bayi firması); its users are `dealers`. A suspended company's users are out. */
export const DealerCompanies: CollectionConfig = {
  slug: 'dealer-companies',
  labels: { singular: 'Bayi firması', plural: 'Bayi firmaları' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'priceGroup', 'salesRep', 'status'],
    group: 'Bayiler',
  },
  access: { read: isDealerStaff, create: isDealerStaff, update: isDealerStaff, delete: isAdmin },
  fields: [
    { name: 'name', label: 'Ticari unvan', type: 'text', required: true, maxLength: 250 },
    {
      type: 'row',
      fields: [
        { name: 'taxOffice', label: 'Vergi dairesi', type: 'text', maxLength: 100 },
        {
          name: 'taxNumber',
          label: 'VKN / TCKN',
          type: 'text',
          required: true,
          unique: true,
          admin: {
            description: 'Şirketler için 10 haneli VKN, şahıs şirketleri için 11 haneli TCKN.',
          },
          hooks: {
            beforeValidate: [
              ({ value }) => (typeof value === 'string' ? normalTaxNumber(value) : value),
            ],
          },
          validate: (value: unknown) =>
            taxNumberProblem(typeof value === 'string' ? value : '') ?? true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'city', label: 'Şehir', type: 'text', maxLength: 60 },
        { name: 'phone', label: 'Telefon', type: 'text', maxLength: 30 },
      ],
    },
    { name: 'address', label: 'Adres', type: 'textarea', maxLength: 500 },
    {
      name: 'status',
      label: 'Durum',
      type: 'select',
      required: true,
      defaultValue: 'aktif',
      options: [...COMPANY_STATUSES],
      admin: { position: 'sidebar', description: 'Askıdaki firmanın kullanıcıları giriş yapamaz.' },
    },
    {
      name: 'priceGroup',
      label: 'Fiyat grubu',
      type: 'relationship',
      relationTo: 'price-groups',
      admin: { position: 'sidebar' },
    },
    {
      name: 'salesRep',
      label: 'Satış temsilcisi',
      type: 'relationship',
      relationTo: 'users',
      filterOptions: { role: { in: [...LEAD_ROLES] } },
      admin: { position: 'sidebar' },
    },
    {
      name: 'application',
      label: 'Bayilik başvurusu',
      type: 'relationship',
      relationTo: 'dealer-applications',
      admin: { position: 'sidebar' },
    },
  ],
}
