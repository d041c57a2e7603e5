import fs from 'node:fs'
import path from 'node:path'

import {
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type FieldAccess,
} from 'payload'

import { canEditCatalog } from '@/access/canEditCatalog'
import { hasRole } from '@/access/roles'
import { adminDateTime } from '@/backoffice/admin/branding'
import {
  CATALOG_IMPORTS_DIR,
  IMPORT_PROGRESS_CONTEXT,
  queueImport,
  reportEndpoint,
  retryEndpoint,
} from '@/backoffice/catalog/imports'
import { importMapping, saveMapping } from '@/backoffice/mappings/store'
import { type MappingKind, mappingPairsField } from '@/backoffice/mappings/SheetMappings'
import { RequestError } from '@/lib/errors'
import { SYSTEM_FIELD_ADMIN } from '@/lib/fields'

const systemOnly: { create: FieldAccess; update: FieldAccess } = {
  create: () => false,
  update: () => false,
}

/**
 * Payload checks the type by content too, but answers in English; this answers a file that is
 * plainly not a sheet (a picture named .csv) in Turkish first.
 */
const refuseOtherFiles: CollectionBeforeOperationHook = async ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = (args as { req?: { file?: { name: string; data?: Buffer; tempFilePath?: string } } })
    .req?.file
  if (!file) return args
  const ext = path.extname(file.name).toLowerCase()
  let head = file.data?.subarray(0, 512) ?? Buffer.alloc(0)
  if (!head.length && file.tempFilePath) {
    const handle = await fs.promises.open(file.tempFilePath, 'r')
    head = Buffer.alloc(512)
    const { bytesRead } = await handle.read(head, 0, 512, 0)
    head = head.subarray(0, bytesRead)
    await handle.close()
  }
  const isZip = head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
  const ok = ext === '.csv' ? !head.includes(0) : ext === '.xlsx' || ext === '.zip' ? isZip : false
  if (!ok)
    throw new RequestError(
      `“${file.name}” bir Excel (XLSX), CSV ya da ZIP dosyası değil; yalnızca bunlar içe aktarılabilir.`,
    )
  return args
}

export const CatalogImports: CollectionConfig = {
  slug: 'catalog-imports',
  labels: { singular: 'Katalog içe aktarma', plural: 'Katalog içe aktarmaları' },
  admin: {
    group: 'Katalog',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'dryRun', 'status', 'createdAt'],
    description:
      'Ürün tablosunu (XLSX ya da CSV; görselleriyle birlikte ZIP) yükleyin. Önce deneme yapılır: hiçbir şey yazılmadan her satırın sonucu gösterilir.',
  },
  access: {
    read: canEditCatalog,
    create: canEditCatalog,
    update: canEditCatalog,
    delete: ({ req: { user } }) => hasRole(user, 'admin'),
  },
  upload: {
    staticDir: CATALOG_IMPORTS_DIR,
    mimeTypes: [
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
      'application/zip',
      // What Windows browsers send for a .zip.
      'application/x-zip-compressed',
    ],
    pasteURL: false,
  },
  endpoints: [reportEndpoint, retryEndpoint],
  hooks: {
    beforeOperation: [refuseOtherFiles],
    beforeChange: [
      async ({ data, originalDoc, operation, req }) => {
        if (operation === 'create') data.createdBy = req.user?.id ?? null
        // "Şimdi uygula": only a finished dry run turns into the real run.
        const applying = operation === 'update' && originalDoc?.dryRun && data.dryRun === false
        if (applying && originalDoc?.status !== 'tamamlandi')
          throw new RequestError('Deneme bitmeden içe aktarma uygulanamaz.')
        // "Bu eşleştirmeyi şu adla kaydet": the chosen mapping with this file's pairs over it.
        const name = typeof data.saveMappingAs === 'string' ? data.saveMappingAs.trim() : ''
        if (name) {
          const kind = (data.kind ?? originalDoc?.kind ?? 'products') as MappingKind
          const mapping = await importMapping(
            req.payload,
            kind,
            data.mapping ?? originalDoc?.mapping,
            data.columnMap ?? originalDoc?.columnMap,
            req,
          )
          data.mapping = await saveMapping(req.payload, kind, name, mapping, req)
          data.saveMappingAs = null
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, operation, req, context }) => {
        if (context[IMPORT_PROGRESS_CONTEXT]) return doc
        const applying = operation === 'update' && previousDoc?.dryRun && doc.dryRun === false
        if (operation !== 'create' && !applying) return doc
        await queueImport(req, doc.id, applying)
        return applying ? { ...doc, status: 'bekliyor', processed: 0, total: 0 } : doc
      },
    ],
  },
  fields: [
    {
      name: 'progress',
      type: 'ui',
      admin: { components: { Field: '/backoffice/admin/ImportProgress#ImportProgress' } },
    },
    {
      name: 'kind',
      label: 'Tablo türü',
      type: 'select',
      required: true,
      defaultValue: 'products',
      options: [
        { value: 'products', label: 'Ürünler' },
        { value: 'redirects', label: 'Yönlendirmeler' },
      ],
      access: { update: () => false },
    },
    {
      name: 'dryRun',
      label: 'Deneme (yalnızca rapor, hiçbir şey yazılmaz)',
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'createMissing',
      label: 'Bilinmeyen kategori ve markaları oluştur',
      type: 'checkbox',
      defaultValue: false,
    },
    {
      name: 'mapping',
      label: 'Kayıtlı sütun eşleştirmesi',
      type: 'relationship',
      relationTo: 'sheet-mappings',
      filterOptions: ({ data }) => ({ kind: { equals: data?.kind ?? 'products' } }),
      admin: {
        description:
          'Bir tedarikçinin tablosu için daha önce kaydedilmiş eşleştirme: dosyanın sütunlarını bizimkilere bağlar.',
      },
    },
    mappingPairsField(
      'columnMap',
      'Bu dosyanın sütun eşleştirmesi',
      'Başlıklar bizimkilerden farklıysa: dosyadaki sütun ve bizim sütunumuz (ör. Açıklama → Ad, Fiyat → Liste fiyatı). Bizim sütun boşsa o sütun okunmaz. Kayıtlı eşleştirmenin üzerine yazılır. Eşleştirmeden sonra “Yeniden başlat”.',
    ),
    {
      name: 'saveMappingAs',
      label: 'Bu eşleştirmeyi şu adla kaydet',
      type: 'text',
      maxLength: 100,
      admin: {
        description:
          'Ör. tedarikçinin adı; bir sonraki tablosunda “Kayıtlı sütun eşleştirmesi”nden seçilir.',
      },
    },
    {
      name: 'status',
      label: 'Durum',
      type: 'select',
      defaultValue: 'bekliyor',
      options: [
        { value: 'bekliyor', label: 'Bekliyor' },
        { value: 'calisiyor', label: 'Çalışıyor' },
        { value: 'tamamlandi', label: 'Tamamlandı' },
        { value: 'hata', label: 'Hata' },
      ],
      access: systemOnly,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'processed',
      label: 'İşlenen satır',
      type: 'number',
      defaultValue: 0,
      access: systemOnly,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'total',
      label: 'Toplam satır',
      type: 'number',
      defaultValue: 0,
      access: systemOnly,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'summary', type: 'json', access: systemOnly, admin: SYSTEM_FIELD_ADMIN },
    { name: 'results', type: 'json', access: systemOnly, admin: SYSTEM_FIELD_ADMIN },
    {
      name: 'finishedAt',
      label: 'Bitiş',
      type: 'date',
      access: systemOnly,
      admin: { readOnly: true, position: 'sidebar', date: adminDateTime },
    },
    {
      name: 'error',
      label: 'Hata',
      type: 'text',
      access: systemOnly,
      admin: { readOnly: true },
    },
    {
      name: 'createdBy',
      label: 'Yükleyen',
      type: 'relationship',
      relationTo: 'users',
      access: systemOnly,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
