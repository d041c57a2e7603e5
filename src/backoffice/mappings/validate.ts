import type { Validate } from 'payload'

import { IMPORTERS, type ImportKind } from '@/backoffice/catalog/imports'
import { canonicalHeader } from '@/backoffice/sheets'

/**
 * "Bizim sütun" is one of the sheet kind's columns, in any spelling; said when staff type it, not
 * when the import runs. A value left as it was is not asked again (an import's own saves).
 */
export const ourColumn: Validate<string, { kind?: string | null }> = async (
  value,
  { data, previousValue, req },
) => {
  const to = value?.trim()
  if (!to || to === previousValue?.trim()) return true
  // The price feed's columns are the dealers wing's: its sheet checks them when read.
  const importer = IMPORTERS[(data?.kind ?? 'products') as ImportKind]
  if (!importer) return true
  const spec = await importer.columns(req.payload)
  if (canonicalHeader(to, spec)) return true
  return `“${to}” bu tablo türünün sütunlarından biri değil; örneğin: ${spec.names.slice(0, 5).join(', ')}.`
}
