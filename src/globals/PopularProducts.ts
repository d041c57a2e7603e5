import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEditCatalog } from '@/access/canEditCatalog'
import { invalidateGlobal } from '@/lib/cache/invalidate'

export const PopularProducts: GlobalConfig = {
  slug: 'popular-products',
  hooks: { afterChange: [invalidateGlobal('popular-products')] },
  label: 'Popüler Ürünler',
  admin: { group: 'Anasayfa' },
  access: { read: anyone, update: canEditCatalog },
  fields: [
    {
      name: 'products',
      label: 'Ürünler (sıralı)',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
    },
  ],
}
