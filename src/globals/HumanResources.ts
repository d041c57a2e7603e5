import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEditCatalog } from '@/access/canEditCatalog'
import { invalidateGlobal } from '@/lib/cache/invalidate'

export const HumanResources: GlobalConfig = {
  slug: 'human-resources',
  hooks: { afterChange: [invalidateGlobal('human-resources')] },
  label: 'İnsan Kaynakları',
  admin: { group: 'İçerik' },
  access: { read: anyone, update: canEditCatalog },
  fields: [
    { name: 'intro', label: 'Giriş', type: 'textarea' },
    {
      name: 'values',
      label: 'Değerlerimiz',
      type: 'array',
      fields: [
        { name: 'title', label: 'Değer', type: 'text', required: true },
        { name: 'text', label: 'Açıklama', type: 'textarea' },
      ],
    },
    { name: 'recruitment', label: 'İşe alım ilkemiz', type: 'textarea' },
    {
      name: 'benefits',
      label: 'Ücret ve yan haklar',
      type: 'array',
      fields: [{ name: 'text', label: 'Madde', type: 'text', required: true }],
    },
    { name: 'development', label: 'Gelişim', type: 'textarea' },
  ],
}
