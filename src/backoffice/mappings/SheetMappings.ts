import type { ArrayField, CollectionConfig } from 'payload'

import { canEditCatalog } from '@/access/canEditCatalog'
import { ourColumn } from './validate'

/** The sheet kinds a mapping is for: the catalogue's imports and the price feed's. */
export const MAPPING_KINDS = [
  { value: 'products', label: 'Ürünler' },
  { value: 'redirects', label: 'Yönlendirmeler' },
  { value: 'prices', label: 'Fiyatlar' },
] as const

export type MappingKind = (typeof MAPPING_KINDS)[number]['value']

/** File column → ours, one row each: a saved mapping's and an import's own. */
export const mappingPairsField = (
  name: string,
  label: string,
  description: string,
): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Sütun', plural: 'Sütunlar' },
  maxRows: 200,
  admin: {
    components: { RowLabel: '/backoffice/admin/MappingRowLabel#MappingRowLabel' },
    description,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'from', label: 'Dosyadaki sütun', type: 'text', required: true, maxLength: 200 },
        { name: 'to', label: 'Bizim sütun', type: 'text', maxLength: 200, validate: ourColumn },
      ],
    },
  ],
})

/**
 * A supplier's columns as ours, saved under a name: `Açıklama` → `Ad`, `Fiyat` → `Liste fiyatı`.
 * Offered in the import screen and the CLI (`--mapping NAME`) the next time that supplier's
 * sheet arrives.
 */
export const SheetMappings: CollectionConfig = {
  slug: 'sheet-mappings',
  labels: { singular: 'Sütun eşleştirmesi', plural: 'Sütun eşleştirmeleri' },
  admin: {
    group: 'Katalog',
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'updatedAt'],
    description:
      'Tedarikçi tablolarının sütunlarını bizim sütunlarımıza bağlar; içe aktarırken seçilir.',
  },
  access: {
    read: canEditCatalog,
    create: canEditCatalog,
    update: canEditCatalog,
    delete: canEditCatalog,
  },
  fields: [
    {
      name: 'name',
      label: 'Ad (ör. tedarikçinin adı)',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 100,
    },
    {
      name: 'kind',
      label: 'Tablo türü',
      type: 'select',
      required: true,
      defaultValue: 'products',
      options: [...MAPPING_KINDS],
    },
    mappingPairsField(
      'pairs',
      'Sütunlar',
      'Dosyadaki sütunun başlığı ve onun yerine geçtiği bizim sütunumuz (ör. Açıklama → Ad). Bizim sütun boş bırakılırsa o sütun okunmaz. Büyük-küçük harf, boşluk ve Türkçe harf farkı gözetilmez.',
    ),
  ],
}
