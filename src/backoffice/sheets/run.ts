import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

import { formatCount, readSheet } from './read'
import { resolveHeaders, type ResolvedHeaders } from './headers'
import { RowSpool } from './spool'
import { DEFAULT_LIMITS } from './types'
import type {
  ImportOptions,
  ImportSummary,
  RowPlan,
  RowResult,
  RowTransaction,
  SheetImporter,
  SheetLimits,
  SheetRow,
} from './types'

/** One request and one transaction per row, so that a failing row leaves the others applied. */
export const payloadRowTransaction: RowTransaction = {
  async begin(payload, user) {
    const req = await createLocalReq(
      { user: (user ?? undefined) as TypedUser | undefined },
      payload,
    )
    await initTransaction(req)
    return req
  },
  commit: (req) => commitTransaction(req),
  rollback: (req) => killTransaction(req),
}

const PROGRESS_EVERY = 100
/** Rows a batch: big enough to spread a transaction's cost, small enough to retry row by row. */
export const BATCH_ROWS = 250
/** In the web server's own job runner: a batch holds its event loop while SQLite writes it. */
export const SERVER_BATCH_ROWS = 50
/** Rows planned between two turns of the event loop (planning a row awaits nothing slow). */
const PLAN_ROWS_PER_TURN = 10
// libsql answers synchronously, so a loop of awaits never leaves the microtask queue; the event
// loop must turn between rows (docs/decisions/0010-catalogue-spreadsheets.md).
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function readerRefusal(row: SheetRow, limits: SheetLimits): string | undefined {
  if (row.invalidReason) return row.invalidReason
  if (row.formulaHeaders?.length) {
    return `Formül içeren hücre kabul edilmez: ${row.formulaHeaders.join(', ')}.`
  }
  if (row.tooLongHeaders?.length) {
    return `Hücre çok uzun (en çok ${formatCount(limits.maxCellChars)} karakter): ${row.tooLongHeaders.join(', ')}.`
  }
  return undefined
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

type FieldError = { label?: unknown; message?: unknown; path?: unknown }

function labelText(label: unknown): string | undefined {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, unknown>
    const text = byLanguage.tr ?? Object.values(byLanguage).find((v) => typeof v === 'string')
    return typeof text === 'string' ? text : undefined
  }
  return undefined
}

export function applyErrorText(error: unknown): string {
  const fields = (error as { data?: { errors?: unknown } } | null)?.data?.errors
  if (Array.isArray(fields) && fields.length) {
    const list = (fields as FieldError[]).map((f) => {
      const name = labelText(f.label) ?? String(f.path ?? '')
      return typeof f.message === 'string' && f.message ? `${name} (${f.message})` : name
    })
    return `Geçersiz ${list.length > 1 ? 'alanlar' : 'alan'}: ${list.join(', ')}.`
  }
  return messageOf(error) || 'Bilinmeyen hata.'
}

/**
 * Nothing is written unless the whole file reads cleanly. Then each row is planned and, unless
 * this is a dry run, written at once: only each row's compact result is kept, so memory stays flat
 * in the row count.
 */
export async function runImport<Ctx, T>(
  payload: Payload,
  importer: SheetImporter<Ctx, T>,
  filePath: string,
  options: ImportOptions,
  onProgress?: (done: number, total: number) => Promise<void> | void,
): Promise<ImportSummary> {
  const spool = new RowSpool()
  try {
    return await spooledImport(payload, importer, filePath, options, spool, onProgress)
  } finally {
    spool.dispose()
  }
}

async function spooledImport<Ctx, T>(
  payload: Payload,
  importer: SheetImporter<Ctx, T>,
  filePath: string,
  options: ImportOptions,
  spool: RowSpool,
  onProgress?: (done: number, total: number) => Promise<void> | void,
): Promise<ImportSummary> {
  const limits = options.limits ?? DEFAULT_LIMITS

  // Pass 0: a file too long or broken at its end, or of another shape, is refused before
  // anything is planned; every key's rows are known before the first is planned. The rows go to
  // the spool, which pass 1 reads (the sheet is parsed once).
  const spec = await importer.columns(payload)
  let resolved: ResolvedHeaders | undefined
  const mapHeaders = (headers: (string | null)[]) => {
    resolved = resolveHeaders(headers, spec, importer.requiredHeaders, options.mapping)
    return resolved.columns
  }
  let total = 0
  const rowsByKey = new Map<string, number[] | number>()
  for await (const row of readSheet(filePath, limits, { mapHeaders })) {
    await spool.write(row)
    total++
    const key = importer.key(row).trim()
    if (!key) continue
    const seen = rowsByKey.get(key)
    if (seen === undefined) rowsByKey.set(key, row.rowNumber)
    else if (typeof seen === 'number') rowsByKey.set(key, [seen, row.rowNumber])
    else seen.push(row.rowNumber)
  }
  await spool.close()
  const ignoredHeaders = resolved?.ignored ?? []

  const ctx = await importer.prepare(payload, { ...options, fileKeys: new Set(rowsByKey.keys()) })

  // Pass 1: plan each row and write it, batched where the importer can.
  const transaction = options.transaction ?? payloadRowTransaction
  const results: RowResult[] = []
  const writeOne = async (plan: RowPlan<T>, result: RowResult) => {
    let req: PayloadRequest | undefined
    try {
      req = await transaction.begin(payload, options.user)
      await importer.apply(plan, ctx, req)
      await transaction.commit(req)
      result.applied = true
    } catch (error) {
      if (req) await transaction.rollback(req).catch(() => undefined)
      result.error = applyErrorText(error)
    }
    await nextTurn()
  }
  let batch: { plan: RowPlan<T>; result: RowResult }[] = []
  const flush = async () => {
    const pending = batch
    batch = []
    if (!pending.length) return
    try {
      const started = performance.now()
      await importer.applyBatch!(
        payload,
        pending.map((item) => item.plan),
        ctx,
      )
      for (const item of pending) item.result.applied = true
      if (options.restAfterBatch) await sleep(performance.now() - started)
      else await nextTurn()
      return
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'import batch failed; retrying its rows one by one' })
    }
    // One failing row must not take the batch's others with it.
    for (const item of pending) await writeOne(item.plan, item.result)
  }
  try {
    for await (const row of spool.rows()) {
      const key = importer.key(row).trim()
      const repeated = key ? rowsByKey.get(key) : undefined
      let plan: RowPlan<T> | undefined
      let reason =
        readerRefusal(row, limits) ??
        (key ? undefined : importer.missingKeyReason) ??
        (Array.isArray(repeated)
          ? `Bu kod dosyada birden çok kez geçiyor (satır ${repeated.join(', ')}).`
          : undefined)
      if (!reason) {
        try {
          plan = await importer.plan(row, ctx)
        } catch (error) {
          reason = `Satır denetlenemedi: ${messageOf(error)}`
        }
      }
      if (plan?.action === 'refuse') reason = plan.reason || 'Reddedildi.'
      const result: RowResult = reason
        ? { rowNumber: row.rowNumber, key, action: 'refuse', reason, applied: false }
        : { rowNumber: row.rowNumber, key, action: plan!.action, applied: false }
      if (!reason && plan?.changes?.length) result.changes = plan.changes
      results.push(result)
      if (!options.dryRun && !reason && plan && plan.action !== 'unchanged') {
        if (importer.applyBatch && (importer.batchable?.(plan, ctx) ?? true)) {
          batch.push({ plan, result })
          if (batch.length >= (options.batchRows ?? BATCH_ROWS)) await flush()
        } else {
          await flush()
          await writeOne(plan, result)
        }
      }
      if (results.length % PROGRESS_EVERY === 0) await onProgress?.(results.length, total)
      if (results.length % PLAN_ROWS_PER_TURN === 0) await nextTurn()
    }
    await flush()
  } finally {
    if (!options.dryRun) await importer.finish?.(payload, ctx)
  }
  await onProgress?.(results.length, total)

  const summary: ImportSummary = {
    dryRun: options.dryRun,
    total: results.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    refused: 0,
    failed: 0,
    ...(ignoredHeaders.length ? { ignoredHeaders } : {}),
    results,
  }
  for (const result of results) {
    if (result.error) summary.failed++
    else if (result.action === 'create') summary.created++
    else if (result.action === 'update') summary.updated++
    else if (result.action === 'unchanged') summary.unchanged++
    else summary.refused++
  }
  return summary
}
