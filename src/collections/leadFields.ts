import type { Field, FieldAccess } from 'payload'

import { hasRole } from '@/access/roles'

export const LEAD_STATUSES = [
  { value: 'yeni', label: 'Yeni' },
  { value: 'islemde', label: 'İşlemde' },
  { value: 'tamamlandi', label: 'Tamamlandı' },
] as const

/** The visitor's phone, stored as +90 5XX XXX XX XX; a tel: link in the lists. */
export const phoneField = {
  name: 'phone',
  label: 'Telefon',
  type: 'text',
  required: true,
  admin: { components: { Cell: '/components/admin/PhoneCell#PhoneCell' } },
} as const satisfies Field

/** The visitor's answer to the KVKK consent question of the forms. */
export const kvkkField = {
  name: 'kvkk',
  label: 'KVKK onayı',
  type: 'select',
  required: true,
  options: [
    { value: '1', label: 'Onay verdi' },
    { value: '0', label: 'Onay vermedi' },
  ],
} as const satisfies Field

/** Written by the server only (submission, notification, retention); staff can read, not change. */
const systemOnly: FieldAccess = () => false

/** What the visitor consented to: the notice version shown, when, from where (KVKK). */
export const consentFields: Field[] = [
  {
    name: 'consentVersion',
    label: 'Aydınlatma metni sürümü',
    type: 'text',
    access: { create: systemOnly, update: systemOnly },
    admin: { readOnly: true },
  },
  {
    name: 'consentAt',
    label: 'Onay zamanı',
    type: 'date',
    access: { create: systemOnly, update: systemOnly },
    admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'consentIp',
    label: 'Onay IP adresi',
    type: 'text',
    access: { create: systemOnly, update: systemOnly },
    admin: { readOnly: true },
  },
]

/** What the server knows about a lead besides what the visitor typed. */
export const leadMetaFields: Field[] = [
  {
    name: 'status',
    label: 'Durum',
    type: 'select',
    required: true,
    defaultValue: 'yeni',
    index: true,
    options: LEAD_STATUSES.map((s) => ({ ...s })),
    admin: { position: 'sidebar' },
  },
  {
    name: 'assignee',
    label: 'Sorumlu',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    // Only people who work leads can be made responsible for one.
    filterOptions: { role: { in: ['admin', 'sales'] } },
    admin: { position: 'sidebar' },
  },
  {
    name: 'notifiedAt',
    label: 'Bildirim e-postası gönderildi',
    type: 'date',
    access: { create: systemOnly, update: systemOnly },
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      description: 'Boşsa bildirim henüz gönderilmedi; kuyruk yeniden deniyor.',
    },
  },
  {
    // The notification task's claim on this lead until then (see src/jobs/sendLeadNotification.ts).
    name: 'notifyLeaseUntil',
    type: 'date',
    access: {
      read: ({ req: { user } }) => hasRole(user, 'admin'),
      create: systemOnly,
      update: systemOnly,
    },
    admin: { hidden: true },
  },
  {
    name: 'anonymisedAt',
    label: 'Anonimleştirildi',
    type: 'date',
    access: { create: systemOnly, update: systemOnly },
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.anonymisedAt),
      date: { pickerAppearance: 'dayAndTime' },
    },
  },
  {
    name: 'notes',
    label: 'İç notlar',
    type: 'textarea',
    admin: { description: 'Yalnızca personel görür.' },
  },
  {
    type: 'collapsible',
    label: 'Gönderim bilgileri',
    admin: { initCollapsed: true },
    fields: [
      {
        name: 'receivedAt',
        label: 'Alınma zamanı',
        type: 'date',
        required: true,
        index: true,
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
      { name: 'ip', label: 'IP adresi', type: 'text', admin: { readOnly: true } },
      { name: 'userAgent', label: 'Tarayıcı', type: 'text', admin: { readOnly: true } },
      { name: 'sourcePage', label: 'Gönderildiği sayfa', type: 'text', admin: { readOnly: true } },
      ...consentFields,
    ],
  },
]
