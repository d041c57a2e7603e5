import type { SheetImporter } from '@/backoffice/sheets'

import { applyProductBatch, batchable } from './batchWrite'
import { catalogColumnsSpec } from './extraColumns'
import { ATTRIBUTE_PREFIX, COLUMNS, FIXED_HEADERS, SPEC_PREFIX } from './columns'
import {
  applyProduct,
  planProduct,
  prepare,
  type ProductImportContext,
  type ProductWrite,
} from './importer'

/** The catalogue sheet: planned row by row, written in batches (./batchWrite.ts). */
export const productImporter: SheetImporter<ProductImportContext, ProductWrite> = {
  kind: 'products',
  requiredHeaders: [COLUMNS.sku],
  async columns(payload) {
    const extra = await catalogColumnsSpec(payload)
    return {
      names: [...FIXED_HEADERS, ...extra.names],
      prefixes: [SPEC_PREFIX, ATTRIBUTE_PREFIX, ...extra.prefixes],
    }
  },
  key: (row) => (row.cells[COLUMNS.sku] ?? '').trim(),
  missingKeyReason: 'Ürün kodu boş.',
  prepare,
  plan: planProduct,
  apply: applyProduct,
  applyBatch: applyProductBatch,
  batchable,
  finish: (_payload, ctx) => ctx.expiry.flush(),
}
