import type { Field, FieldHook } from 'payload'

import { slugify } from '@/lib/turkish'

/**
 * A unique, indexed slug made from another field with the Turkish-aware slugify
 * (ç→c ğ→g ı→i İ→i ö→o ş→s ü→u) when the editor leaves it empty.
 * `keepAsTyped` keeps an editor's own slug untouched (the spec's `bilgi-guvenliği` keeps its ğ).
 */
export function slugField(from = 'name', options: { keepAsTyped?: boolean } = {}): Field {
  const formatSlug: FieldHook = ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') {
      return options.keepAsTyped ? value.trim() : slugify(value)
    }
    // An existing document keeps its slug when renamed: published URLs must not break.
    if (typeof originalDoc?.slug === 'string' && originalDoc.slug) return originalDoc.slug
    const source = (data?.[from] ?? originalDoc?.[from]) as unknown
    return typeof source === 'string' ? slugify(source) : value
  }
  return {
    name: 'slug',
    label: 'Kısa ad (URL)',
    type: 'text',
    index: true,
    unique: true,
    required: true,
    admin: {
      position: 'sidebar',
      description: 'Boş bırakılırsa addan üretilir (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u).',
    },
    hooks: { beforeValidate: [formatSlug] },
  }
}
