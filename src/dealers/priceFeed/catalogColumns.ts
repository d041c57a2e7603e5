// The price sheet's columns in the catalogue sheet (admin and CLI, export and import): the same
// parsing and the same plan as the price feed, written through the catalogue import's own save.
import type { CatalogColumns, CatalogColumnsRun } from '@/backoffice/catalog/extraColumns'
import { idOf } from '@/lib/relations'

import { stockLabel } from '../stock'

import { PRICE_COLUMNS, PRICE_HEADERS, parsePriceRow } from './columns'
import { planPriceWrite } from './plan'
import type { GroupPriceRow, Id, PriceFields } from './store'

/** One column per price group: `Fiyat grubu: Bayi A` holds that group's special net price. */
export const GROUP_PRICE_PREFIX = 'Fiyat grubu: '

const OWN_HEADERS = PRICE_HEADERS.filter((header) => header !== PRICE_COLUMNS.sku)

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null)
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

function storedFields(doc: Record<string, unknown> | undefined): PriceFields {
  return {
    listPrice: num(doc?.listPrice),
    currency: text(doc?.currency),
    stock: text(doc?.stock),
    leadTimeDays: num(doc?.leadTimeDays),
  }
}

function storedGroups(doc: Record<string, unknown> | undefined): GroupPriceRow[] {
  const rows = Array.isArray(doc?.groupPrices) ? (doc.groupPrices as Record<string, unknown>[]) : []
  return rows.flatMap((row) => {
    const group = idOf(row.group)
    const netPrice = num(row.netPrice)
    return group === null || netPrice === null ? [] : [{ id: String(row.id), group, netPrice }]
  })
}

async function load(payload: Parameters<CatalogColumns['load']>[0]): Promise<CatalogColumnsRun> {
  const { docs } = await payload.find({
    collection: 'price-groups',
    depth: 0,
    pagination: false,
    sort: 'name',
    select: { name: true },
    overrideAccess: true,
  })
  const groups = new Map<string, Id>(docs.map((group) => [group.name, group.id]))
  return {
    headers: [...OWN_HEADERS, ...docs.map((group) => GROUP_PRICE_PREFIX + group.name)],
    cells(doc) {
      const fields = storedFields(doc)
      const special = new Map(storedGroups(doc).map((row) => [String(row.group), row.netPrice]))
      return [
        fields.listPrice ?? '',
        fields.currency ?? '',
        fields.stock ? stockLabel(fields.stock) : '',
        fields.leadTimeDays ?? '',
        ...docs.map((group) => special.get(String(group.id)) ?? ''),
      ]
    },
    plan(cells, doc) {
      const problems: string[] = []
      // The price sheet's row: its own headers, and each group's column under the group's name.
      const priceCells: Record<string, string> = {}
      for (const [header, value] of Object.entries(cells)) {
        if (OWN_HEADERS.includes(header)) priceCells[header] = value
        else if (header.startsWith(GROUP_PRICE_PREFIX)) {
          const name = header.slice(GROUP_PRICE_PREFIX.length).trim()
          if (groups.has(name)) priceCells[name] = value
          else problems.push(`Bilinmeyen fiyat grubu: ${name}.`)
        }
      }
      const parsed = parsePriceRow(priceCells, [...groups.keys()])
      if (!parsed.ok) problems.push(parsed.problem)
      if (!parsed.ok || problems.length) return { problems, changes: [], fields: {} }
      const planned = planPriceWrite(
        parsed.value,
        {
          // The catalogue import saves the product itself: the write's ids go unused here.
          id: 0,
          versionId: null,
          published: storedFields(doc),
          version: null,
          groups: storedGroups(doc),
          versionGroups: [],
        },
        groups,
      )
      if (!planned) return { problems, changes: [], fields: {} }
      const { fields, groups: groupRows } = planned.write
      return {
        problems,
        changes: planned.changes,
        fields: groupRows ? { ...fields, groupPrices: groupRows } : { ...fields },
      }
    },
  }
}

/** Registered by the dealers plugin (src/dealers/plugin.ts). */
export const priceCatalogColumns: CatalogColumns = {
  select: { listPrice: true, currency: true, stock: true, leadTimeDays: true, groupPrices: true },
  // A group column under a name no group has is read, so that its rows say so.
  prefixes: [GROUP_PRICE_PREFIX],
  load,
}
