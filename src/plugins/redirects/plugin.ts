import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field } from 'payload'

import { canEditCatalog } from '@/access/canEditCatalog'
import { isStaff } from '@/access/isStaff'
import { invalidateOnChange } from '@/lib/cache/invalidate'

import { normalizeRedirect, repointChains } from './hooks'
import { REDIRECT_COLLECTIONS } from './normalize'

/** Turkish labels on the plugin's fields: it ships no Turkish translation of its own. */
const TEXTS: Record<string, Record<string, unknown>> = {
  from: {
    label: 'Eski adres',
    admin: {
      description:
        'Sitedeki yol, ör. /eski-urun.html. Alan adı, ?sorgu ve sondaki / kaydedilirken atılır.',
    },
  },
  type: { label: 'Hedef türü' },
  reference: { label: 'Hedef kayıt' },
  url: {
    label: 'Hedef adres',
    admin: {
      description:
        'Sitedeki bir yol (/urunler/urun/...) ya da başka bir sitenin bağlantısı. Bir kaydın adresi yazılırsa kayda bağlanır.',
    },
  },
}

const TO_TYPE_OPTIONS = [
  { label: 'Sitedeki kayıt', value: 'reference' },
  { label: 'Adres', value: 'custom' },
]

/** The default fields with Turkish texts; the `admin` objects are merged so that conditions stay. */
function turkishFields(fields: Field[], inGroup = false): Field[] {
  return fields.map((field) => {
    if (!('name' in field)) return field
    // The plugin leaves the group unlabelled, so the list's column read "to > Hedef türü".
    if (field.type === 'group')
      return { ...field, label: 'Hedef', fields: turkishFields(field.fields, true) }
    // The top-level `type` is the redirect's status code, set below through the plugin's option.
    if (field.name === 'type' && !inGroup) return field
    const texts = TEXTS[field.name]
    if (!texts) return field
    const merged = {
      ...field,
      ...texts,
      admin: { ...field.admin, ...(texts.admin as object | undefined) },
    } as Field
    return field.type === 'radio' ? ({ ...merged, options: TO_TYPE_OPTIONS } as Field) : merged
  })
}

/**
 * Old addresses sent on to a record or another address with 301/302 (src/proxy.ts serves them
 * before any 404). Staff read them; anonymous callers of /cms-api do not: the proxy reads past
 * access control.
 */
export const redirects = redirectsPlugin({
  collections: [...REDIRECT_COLLECTIONS],
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: {
    label: 'Tür',
    defaultValue: '301',
    options: [
      { label: '301 — Kalıcı', value: '301' },
      { label: '302 — Geçici', value: '302' },
    ],
  },
  overrides: {
    labels: { singular: 'Yönlendirme', plural: 'Yönlendirmeler' },
    admin: {
      group: 'Yönetim',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
      listSearchableFields: ['from', 'to.url'],
    },
    access: {
      read: isStaff,
      create: canEditCatalog,
      update: canEditCatalog,
      delete: canEditCatalog,
    },
    hooks: {
      beforeValidate: [normalizeRedirect],
      afterChange: [repointChains, ...invalidateOnChange('redirects').afterChange],
      afterDelete: invalidateOnChange('redirects').afterDelete,
    },
    fields: ({ defaultFields }) => turkishFields(defaultFields),
  },
})
