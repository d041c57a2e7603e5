// What a valid row changes on a product and on its latest version: pure, so that it is unit-tested.
import { PRICE_COLUMNS, type PriceRow } from './columns'
import {
  type GroupPriceRow,
  type Id,
  newRowId,
  type PriceFields,
  type PriceWrite,
  type ProductPrices,
} from './store'

const FIELD_LABELS: Record<keyof PriceFields, string> = {
  listPrice: PRICE_COLUMNS.listPrice,
  currency: PRICE_COLUMNS.currency,
  stock: PRICE_COLUMNS.stock,
  leadTimeDays: PRICE_COLUMNS.leadTimeDays,
}

/** A product's special prices with one group's set (or removed when `price` is null). */
function withGroupPrice(
  rows: GroupPriceRow[],
  group: Id,
  price: number | null,
  newId: string,
): GroupPriceRow[] {
  const at = rows.findIndex((row) => String(row.group) === String(group))
  if (price === null) return at < 0 ? rows : rows.filter((_, i) => i !== at)
  if (at < 0) return [...rows, { id: newId, group, netPrice: price }]
  if (rows[at]!.netPrice === price) return rows
  return rows.map((row, i) => (i === at ? { ...row, netPrice: price } : row))
}

/** What a valid row changes on the product and on its latest version; null when nothing. */
export function planPriceWrite(
  row: PriceRow,
  product: ProductPrices,
  groups: Map<string, Id>,
): { write: PriceWrite; changes: string[] } | null {
  const changes: string[] = []
  const write: PriceWrite = { id: product.id, versionId: product.versionId, fields: {} }
  for (const key of Object.keys(FIELD_LABELS) as (keyof PriceFields)[]) {
    const value = row[key]
    if (value === undefined) continue
    const differs = (fields: PriceFields | null) => fields !== null && fields[key] !== value
    if (!differs(product.published) && !differs(product.version)) continue
    write.fields = { ...write.fields, [key]: value }
    changes.push(FIELD_LABELS[key])
  }
  let groupRows = product.groups
  let versionRows = product.versionGroups
  for (const [name, price] of row.groupPrices) {
    const group = groups.get(name)
    if (group === undefined) continue
    // The version's row keeps the product's row id, as Payload's own versions do (`_uuid`).
    const newId =
      product.groups.find((r) => String(r.group) === String(group))?.id ??
      product.versionGroups.find((r) => String(r.group) === String(group))?.id ??
      newRowId()
    const nextRows = withGroupPrice(groupRows, group, price, newId)
    const nextVersionRows =
      product.versionId === null ? versionRows : withGroupPrice(versionRows, group, price, newId)
    if (nextRows === groupRows && nextVersionRows === versionRows) continue
    groupRows = nextRows
    versionRows = nextVersionRows
    changes.push(`${name} net fiyatı`)
  }
  if (groupRows !== product.groups) write.groups = groupRows
  if (versionRows !== product.versionGroups) write.versionGroups = versionRows
  return changes.length ? { write, changes } : null
}
