import type { Payload, TaskConfig } from 'payload'

import {
  CATALOG_QUEUE,
  IMPORTERS,
  IMPORT_PROGRESS_CONTEXT,
  type ImportDocLike,
  importSource,
  type ImportKind,
} from '@/backoffice/catalog/imports'
import { importMapping } from '@/backoffice/mappings/store'
import type { MappingKind } from '@/backoffice/mappings/SheetMappings'
import { type ImportOptions, runImport, SERVER_BATCH_ROWS, SheetError } from '@/backoffice/sheets'

import { jobsRunInProcess, MAINTENANCE_QUEUE } from '@/lib/jobs'

export { CATALOG_QUEUE }

type ImportDoc = ImportDocLike & {
  mapping?: number | string | { id: number | string } | null
  columnMap?: { from?: string | null; to?: string | null }[] | null
  dryRun?: boolean | null
  createMissing?: boolean | null
  createdBy?: number | string | { id: number | string } | null
}

/** Saves the import's own fields; the context keeps its hooks from queueing it again. */
async function save(payload: Payload, id: number | string, data: Record<string, unknown>) {
  await payload.update({
    collection: 'catalog-imports',
    id,
    data: data,
    depth: 0,
    context: { [IMPORT_PROGRESS_CONTEXT]: true },
  })
}

/** The rows are written with the uploader's access. */
async function uploader(payload: Payload, doc: ImportDoc) {
  const id = typeof doc.createdBy === 'object' ? doc.createdBy?.id : doc.createdBy
  if (id === undefined || id === null) return null
  const user = await payload.findByID({ collection: 'users', id, depth: 0, disableErrors: true })
  return user ? { ...user, collection: 'users' } : null
}

/** An import "running" whose last save is older than this was left by a stopped process. */
export const staleImportMs = () => Number(process.env.IMPORT_STALE_MS) || 30_000
/** A running import saves its progress this often, even when no row moved: well within the above. */
const heartbeatMs = () => Math.min(5000, staleImportMs() / 3)

export async function runCatalogImport(payload: Payload, id: string): Promise<void> {
  const doc = (await payload.findByID({
    collection: 'catalog-imports',
    id,
    depth: 0,
  })) as unknown as ImportDoc
  await save(payload, doc.id, { status: 'calisiyor', processed: 0, total: 0, error: null })
  let cleanUp = () => {}
  const progress = { processed: 0, total: 0 }
  const heartbeat = setInterval(
    () => void save(payload, doc.id, progress).catch(() => undefined),
    heartbeatMs(),
  )
  try {
    const importer = IMPORTERS[(doc.kind ?? 'products') as ImportKind]
    if (!importer) throw new SheetError('Bu tablo türü için içe aktarma henüz yok.')
    const user = await uploader(payload, doc)
    if (!user) throw new SheetError('İçe aktarmayı yükleyen kullanıcı bulunamadı.')
    const source = await importSource(doc)
    cleanUp = source.cleanUp
    const options: ImportOptions = {
      dryRun: doc.dryRun !== false,
      createMissing: Boolean(doc.createMissing),
      mediaDir: source.mediaDir,
      user,
      mapping: await importMapping(
        payload,
        importer.kind as MappingKind,
        doc.mapping,
        doc.columnMap,
      ),
      // A job shares its host with the pages (a worker beside the instances, or the server itself):
      // it rests after each batch; in the web server's own runner its batches are short too.
      restAfterBatch: true,
      ...(jobsRunInProcess() ? { batchRows: SERVER_BATCH_ROWS } : {}),
    }
    const summary = await runImport(payload, importer, source.sheet, options, (done, total) => {
      Object.assign(progress, { processed: done, total })
      return save(payload, doc.id, progress)
    })
    clearInterval(heartbeat)
    const { results, ...counts } = summary
    await save(payload, doc.id, {
      status: 'tamamlandi',
      summary: counts,
      results,
      finishedAt: new Date().toISOString(),
    })
  } catch (error) {
    clearInterval(heartbeat)
    // Staff see a SheetError's Turkish reason; anything else is logged and summarised.
    const message =
      error instanceof SheetError
        ? error.message
        : 'İçe aktarma beklenmedik bir hatayla durdu; ayrıntı sunucu kaydında.'
    if (error instanceof SheetError)
      payload.logger.info({ msg: `catalog import ${doc.id} refused: ${error.message}` })
    else payload.logger.error({ err: error, msg: `catalog import ${doc.id} failed` })
    await save(payload, doc.id, {
      status: 'hata',
      error: message,
      finishedAt: new Date().toISOString(),
    })
  } finally {
    clearInterval(heartbeat)
    cleanUp()
  }
}

interface JobDoc {
  id: number | string
  input?: { id?: string } | null
  processing?: boolean | null
}

// Imports a stopped process left: marked failed so staff can retry them (rows are upserts).
export async function recoverStaleImports(payload: Payload): Promise<number> {
  const before = new Date(Date.now() - staleImportMs()).toISOString()
  const { docs } = await payload.find({
    collection: 'catalog-imports',
    where: {
      and: [{ status: { in: ['bekliyor', 'calisiyor'] } }, { updatedAt: { less_than: before } }],
    },
    depth: 0,
    limit: 50,
    pagination: false,
    select: { status: true, dryRun: true, processed: true, total: true },
  })
  if (!docs.length) return 0
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'catalogImport' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    depth: 0,
    limit: 200,
    pagination: false,
    select: { input: true, processing: true },
  })
  let recovered = 0
  for (const doc of docs) {
    const own = (jobs as JobDoc[]).filter((job) => job.input?.id === String(doc.id))
    // Still in the queue behind another import: it has not started, nothing was interrupted.
    if (own.some((job) => !job.processing)) continue
    const where =
      doc.status === 'calisiyor' && doc.total
        ? ` (${numberTr.format(doc.processed ?? 0)} / ${numberTr.format(doc.total)} satır)`
        : ''
    await save(payload, doc.id, {
      status: 'hata',
      error: `Sunucu yeniden başladığı için ${doc.dryRun === false ? 'içe aktarma' : 'deneme'} yarıda kaldı${where}. “Yeniden başlat” ile yeniden çalıştırabilirsiniz; yazılmış satırlar değişmediği için atlanır.`,
      finishedAt: new Date().toISOString(),
    })
    for (const job of own)
      await payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { processing: false, hasError: true, error: { message: 'interrupted by a restart' } },
        depth: 0,
        select: {},
      })
    recovered++
  }
  if (recovered)
    payload.logger.warn({
      msg: `${recovered} yarıda kalmış içe aktarma “Hata” olarak işaretlendi.`,
    })
  return recovered
}

const numberTr = new Intl.NumberFormat('tr-TR')

export const recoverStaleImportsTask: TaskConfig<{ input: object; output: object }> = {
  slug: 'recoverStaleImports',
  label: 'Yarıda kalan içe aktarmaları bul',
  schedule: [{ cron: '*/15 * * * * *', queue: MAINTENANCE_QUEUE }],
  retries: 0,
  handler: async ({ req }) => {
    await recoverStaleImports(req.payload)
    return { output: {} }
  },
}

// No retries: written rows stay written, and a rerun would write them again under another plan.
export const catalogImportTask: TaskConfig<{ input: { id: string }; output: object }> = {
  slug: 'catalogImport',
  label: 'Katalog içe aktarma',
  inputSchema: [{ name: 'id', type: 'text', required: true }],
  retries: 0,
  handler: async ({ input, req }) => {
    await runCatalogImport(req.payload, input.id)
    return { output: {} }
  },
}
