import { isValidID, type Field, type FieldAccess, type PayloadRequest } from 'payload'

import { hasRole, LEAD_ROLES } from '@/access/roles'
import { adminDateTime } from '@/backoffice/admin/branding'
import { idOf } from '@/lib/relations'
import { SYSTEM_FIELD_ADMIN } from '@/lib/fields'

export const LEAD_STATUSES = [
  { value: 'yeni', label: 'Yeni' },
  { value: 'islemde', label: 'İşlemde' },
  { value: 'tamamlandi', label: 'Tamamlandı' },
] as const

/** Written by the server only (submission, notification, retention); staff can read, not change. */
const systemOnly: FieldAccess = () => false

/** Staff read what the visitor sent but cannot change it; the server writes with overrideAccess. */
export function sentByVisitor<F extends Field>(field: F): F {
  const { access, admin } = field as { access?: object; admin?: object }
  return {
    ...field,
    access: { ...access, update: systemOnly },
    admin: { ...admin, readOnly: true },
  } as F
}

export const ASSIGNEE_MESSAGE =
  'Talep yalnızca satış ekibinden birine ya da bir yöneticiye atanabilir.'

export const assigneeAllowed = (role: string | null | undefined): boolean =>
  (LEAD_ROLES as readonly unknown[]).includes(role)

// Looked up with overrideAccess, so unknown and not allowed answer alike; an unchanged assignee
// passes, so a lead whose assignee's role changed can still be saved.
export async function validateAssignee(
  value: unknown,
  { previousValue, req, event }: { previousValue?: unknown; req: PayloadRequest; event?: string },
): Promise<string | true> {
  const id = idOf(value)
  if (id === null || id === '' || String(id) === String(idOf(previousValue))) return true
  // As Payload's own relationship check: the database is asked on save, not on every keystroke.
  if (event === 'onChange') return true
  const idType = req.payload.collections.users?.customIDType ?? req.payload.db.defaultIDType
  if (!isValidID(id, idType)) return ASSIGNEE_MESSAGE
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { equals: id } },
    select: { role: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return assigneeAllowed(docs[0]?.role) ? true : ASSIGNEE_MESSAGE
}

const statusOptions = () => LEAD_STATUSES.map((s) => ({ ...s }))

export const phoneField = sentByVisitor({
  name: 'phone',
  label: 'Telefon',
  type: 'text',
  required: true,
  admin: { components: { Cell: '/leads/admin/PhoneCell#PhoneCell' } },
} as const satisfies Field)

export const kvkkField = sentByVisitor({
  name: 'kvkk',
  label: 'KVKK onayı',
  type: 'select',
  required: true,
  options: [
    { value: '1', label: 'Onay verdi' },
    { value: '0', label: 'Onay vermedi' },
  ],
} as const satisfies Field)

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
    admin: { readOnly: true, date: adminDateTime },
  },
  {
    name: 'consentIp',
    label: 'Onay IP adresi',
    type: 'text',
    access: { create: systemOnly, update: systemOnly },
    admin: { readOnly: true },
  },
]

/** A server-written field in the sidebar, shown only once it has a value. */
function shownWhenSet({
  name,
  label,
  type,
}: {
  name: string
  label: string
  type: 'date' | 'text'
}): Field {
  const admin = {
    position: 'sidebar' as const,
    readOnly: true,
    condition: (data: Record<string, unknown>) => Boolean(data?.[name]),
  }
  const access = { create: systemOnly, update: systemOnly }
  return type === 'date'
    ? { name, label, type, access, admin: { ...admin, date: adminDateTime } }
    : { name, label, type, access, admin }
}

/** A mail task's claim: written by the task alone, read by admins only, never shown. */
const leaseField = (name: string): Field => ({
  name,
  type: 'date',
  access: {
    read: ({ req: { user } }) => hasRole(user, 'admin'),
    create: systemOnly,
    update: systemOnly,
  },
  admin: SYSTEM_FIELD_ADMIN,
})

export const leadMetaFields: Field[] = [
  {
    name: 'status',
    label: 'Durum',
    type: 'select',
    required: true,
    defaultValue: 'yeni',
    index: true,
    options: statusOptions(),
    admin: { position: 'sidebar' },
  },
  {
    name: 'assignee',
    label: 'Sorumlu',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    // Only people who work leads can be made responsible for one; anyone of them may assign
    // (src/access/canReadUsers.ts lets sales see their colleagues in the picker).
    filterOptions: { role: { in: [...LEAD_ROLES] } },
    validate: validateAssignee,
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
      date: adminDateTime,
      description: 'Boşsa bildirim henüz gönderilmedi; kuyruk yeniden deniyor.',
    },
  },
  // The mail tasks' claims (src/leads/jobs/leadStore.ts).
  leaseField('notifyLeaseUntil'),
  shownWhenSet({ name: 'anonymisedAt', label: 'Anonimleştirildi', type: 'date' }),
  shownWhenSet({ name: 'ackSentAt', label: 'Müşteriye alındı e-postası gönderildi', type: 'date' }),
  shownWhenSet({ name: 'ackSkipped', label: 'Müşteriye alındı e-postası', type: 'text' }),
  leaseField('ackLeaseUntil'),
  {
    // Append-only (src/leads/collections/hooks.ts): author and time are set on save.
    name: 'notes',
    label: 'İç notlar',
    labels: { singular: 'Not', plural: 'Notlar' },
    type: 'array',
    admin: { description: 'Yalnızca personel görür. Kaydedilen not değiştirilemez.' },
    fields: [
      { name: 'text', label: 'Not', type: 'textarea', required: true },
      {
        type: 'row',
        fields: [
          {
            name: 'author',
            label: 'Yazan',
            type: 'relationship',
            relationTo: 'users',
            admin: { readOnly: true, width: '50%' },
          },
          {
            name: 'at',
            label: 'Zaman',
            type: 'date',
            admin: { readOnly: true, width: '50%', date: adminDateTime },
          },
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Durum geçmişi',
    // Open: fields in a group opened later are fetched by the admin then, and a row opened that
    // way came up empty now and then (seen in the back-office browser test).
    admin: { initCollapsed: false },
    fields: [
      {
        name: 'statusHistory',
        label: 'Durum geçmişi',
        labels: { singular: 'Durum değişikliği', plural: 'Durum değişiklikleri' },
        type: 'array',
        access: { create: systemOnly, update: systemOnly },
        admin: { readOnly: true },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'from', label: 'Önceki', type: 'select', options: statusOptions() },
              {
                name: 'to',
                label: 'Yeni',
                type: 'select',
                required: true,
                options: statusOptions(),
              },
              { name: 'by', label: 'Değiştiren', type: 'relationship', relationTo: 'users' },
              {
                name: 'at',
                label: 'Zaman',
                type: 'date',
                required: true,
                admin: { date: adminDateTime },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Gönderim bilgileri',
    admin: { initCollapsed: true },
    fields: [
      sentByVisitor({
        name: 'receivedAt',
        label: 'Alınma zamanı',
        type: 'date',
        required: true,
        index: true,
        admin: { date: adminDateTime },
      }),
      sentByVisitor({ name: 'ip', label: 'IP adresi', type: 'text' }),
      sentByVisitor({ name: 'userAgent', label: 'Tarayıcı', type: 'text' }),
      sentByVisitor({ name: 'sourcePage', label: 'Gönderildiği sayfa', type: 'text' }),
      ...consentFields,
    ],
  },
]
