import type { Payload } from 'payload'

import {
  type ImportSummary,
  type RowPlan,
  type RowResult,
  runImport,
  type SheetImporter,
  type SheetLimits,
  type ColumnMapping,
  type SheetRow,
} from '@/backoffice/sheets'
import { invalidate } from '@/lib/cache'

import { PRICE_COLUMNS, PRICE_HEADERS, parsePriceRow } from './columns'
import { planPriceWrite } from './plan'
import {
  type Id,
  loadProductPrices,
  type PriceWrite,
  type ProductPrices,
  writePrices,
} from './store'

/** Rows a transaction: few enough that a failed batch is retried row by row quickly. */
export const BATCH_ROWS = 500

export interface PriceImportContext {
  payload: Payload
  /** Price group name (a sheet column) → id. */
  groups: Map<string, Id>
  products: Map<string, ProductPrices>
  /** Row number → what the row writes, for the rows planned as updates. */
  planned: Map<number, PriceWrite>
}

export interface PriceImportOptions {
  dryRun: boolean
  limits?: SheetLimits
  mapping?: ColumnMapping
}

async function loadPriceGroups(payload: Payload): Promise<Map<string, Id>> {
  const { docs } = await payload.find({
    collection: 'price-groups',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
  })
  return new Map(docs.map((doc) => [doc.name, doc.id]))
}

function priceImporter(ctx: PriceImportContext): SheetImporter<PriceImportContext, PriceWrite> {
  const groupNames = [...ctx.groups.keys()]
  return {
    kind: 'prices',
    requiredHeaders: [PRICE_COLUMNS.sku],
    columns: () => ({ names: [...PRICE_HEADERS, ...groupNames] }),
    key: (row) => (row.cells[PRICE_COLUMNS.sku] ?? '').trim(),
    missingKeyReason: 'Ürün kodu boş.',
    prepare: async (payload) => {
      ctx.products = await loadProductPrices(payload)
      return ctx
    },
    plan: async (row: SheetRow): Promise<RowPlan<PriceWrite>> => {
      const parsed = parsePriceRow(row.cells, groupNames)
      const sku = (row.cells[PRICE_COLUMNS.sku] ?? '').trim()
      const product = ctx.products.get(sku)
      const problems = [
        ...(product ? [] : [`Bilinmeyen ürün kodu: ${sku}.`]),
        ...(parsed.ok ? [] : [parsed.problem]),
      ]
      if (problems.length || !parsed.ok || !product)
        return { action: 'refuse', reason: problems.join(' ') }
      const planned = planPriceWrite(parsed.value, product, ctx.groups)
      if (!planned) return { action: 'unchanged' }
      ctx.planned.set(row.rowNumber, planned.write)
      return { action: 'update', changes: planned.changes, data: planned.write }
    },
    apply: async (plan) => {
      if (plan.data) await writePrices(ctx.payload, [plan.data])
    },
  }
}

// Libsql answers synchronously: the event loop must turn between batches, so that a server
// importing a feed keeps answering (as src/backoffice/sheets/run.ts does between rows).
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

async function writeBatch(payload: Payload, batch: { result: RowResult; write: PriceWrite }[]) {
  try {
    await writePrices(
      payload,
      batch.map((item) => item.write),
    )
    for (const item of batch) item.result.applied = true
    return
  } catch (error) {
    payload.logger.error(
      { err: error },
      'Fiyat beslemesi: toplu yazma başarısız, satır satır deneniyor.',
    )
  }
  // One failing row must not take the batch's others with it.
  for (const item of batch) {
    try {
      await writePrices(payload, [item.write])
      item.result.applied = true
    } catch (error) {
      payload.logger.error(
        { err: error },
        `Fiyat beslemesi: satır ${item.result.rowNumber} yazılamadı.`,
      )
      item.result.error = 'Veritabanına yazılamadı; satır uygulanmadı.'
    }
    await nextTurn()
  }
}

function count(summary: ImportSummary): void {
  summary.updated = summary.unchanged = summary.refused = summary.failed = 0
  for (const result of summary.results) {
    if (result.error) summary.failed++
    else if (result.action === 'update') summary.updated++
    else if (result.action === 'unchanged') summary.unchanged++
    else if (result.action === 'refuse') summary.refused++
  }
}

/**
 * The price-and-stock sheet: read and checked by the catalogue's sheet machinery (its dry run is
 * the planning pass: headers, repeated codes, a Turkish reason per refused row), then written in
 * batched transactions. A whole-file problem throws a SheetError.
 */
export async function importPriceSheet(
  payload: Payload,
  filePath: string,
  options: PriceImportOptions,
): Promise<ImportSummary> {
  const ctx: PriceImportContext = {
    payload,
    groups: await loadPriceGroups(payload),
    products: new Map(),
    planned: new Map(),
  }
  const summary = await runImport(payload, priceImporter(ctx), filePath, {
    dryRun: true,
    limits: options.limits,
    mapping: options.mapping,
  })
  ctx.products.clear()
  summary.dryRun = options.dryRun
  if (options.dryRun) return summary

  let batch: { result: RowResult; write: PriceWrite }[] = []
  for (const result of summary.results) {
    const write = ctx.planned.get(result.rowNumber)
    if (result.action !== 'update' || !write) continue
    batch.push({ result, write })
    if (batch.length < BATCH_ROWS) continue
    await writeBatch(payload, batch)
    batch = []
    await nextTurn()
  }
  if (batch.length) await writeBatch(payload, batch)
  ctx.planned.clear()
  count(summary)
  // As any product edit does (invalidateOnChange): every cached read of a product is expired.
  if (summary.updated > 0) await invalidate(['products'])
  return summary
}
