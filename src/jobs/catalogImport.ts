import type { Payload, TaskConfig } from 'payload'

import {
  CATALOG_QUEUE,
  IMPORTERS,
  IMPORT_PROGRESS_CONTEXT,
  type ImportDocLike,
  importSource,
  type ImportKind,
} from '@/lib/catalog/sheet/imports'
import { productImportOptions } from '@/lib/catalog/sheet/importer'
import { type ImportOptions, runImport, SheetError } from '@/lib/sheets'

export { CATALOG_QUEUE }

type ImportDoc = ImportDocLike & {
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

/** The staff member who uploaded the import: the rows are written with their access. */
async function uploader(payload: Payload, doc: ImportDoc) {
  const id = typeof doc.createdBy === 'object' ? doc.createdBy?.id : doc.createdBy
  if (id === undefined || id === null) return null
  const user = await payload.findByID({ collection: 'users', id, depth: 0, disableErrors: true })
  return user ? { ...user, collection: 'users' } : null
}

export async function runCatalogImport(payload: Payload, id: string): Promise<void> {
  const doc = (await payload.findByID({
    collection: 'catalog-imports',
    id,
    depth: 0,
  })) as unknown as ImportDoc
  await save(payload, doc.id, { status: 'calisiyor', processed: 0, total: 0, error: null })
  let cleanUp = () => {}
  try {
    const importer = IMPORTERS[(doc.kind ?? 'products') as ImportKind]
    if (!importer) throw new SheetError('Bu tablo türü için içe aktarma henüz yok.')
    const user = await uploader(payload, doc)
    if (!user) throw new SheetError('İçe aktarmayı yükleyen kullanıcı bulunamadı.')
    const source = await importSource(doc)
    cleanUp = source.cleanUp
    let options: ImportOptions = {
      dryRun: doc.dryRun !== false,
      createMissing: Boolean(doc.createMissing),
      mediaDir: source.mediaDir,
      user,
    }
    if (importer.kind === 'products') options = await productImportOptions(source.sheet, options)
    const summary = await runImport(payload, importer, source.sheet, options, (done, total) =>
      save(payload, doc.id, { processed: done, total }),
    )
    const { results, ...counts } = summary
    await save(payload, doc.id, {
      status: 'tamamlandi',
      summary: counts,
      results,
      finishedAt: new Date().toISOString(),
    })
  } catch (error) {
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
    cleanUp()
  }
}

/**
 * Runs one uploaded import (dry run or real). No retries: rows already written stay written, and
 * the report says which; running it again would write them a second time under another plan.
 */
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
