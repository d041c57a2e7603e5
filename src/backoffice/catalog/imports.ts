import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PassThrough, Readable } from 'node:stream'

import type { Endpoint, PayloadRequest } from 'payload'

import { canEditCatalog } from '@/access/canEditCatalog'
import { DATA_DIR } from '@/lib/env'
import { redirectImporter } from '@/backoffice/redirects/sheet'
import {
  extractZip,
  findSheetInDir,
  type ImportSummary,
  parseFormat,
  SHEET_CONTENT_TYPES,
  SheetError,
  type SheetImporter,
  writeReport,
} from '@/backoffice/sheets'

import { productImporter } from './productImporter'

export const CATALOG_IMPORTS_DIR = path.join(DATA_DIR, 'imports')
export const CATALOG_QUEUE = 'catalog'
/** Set on the job's own saves of an import, so that they never queue it again. */
export const IMPORT_PROGRESS_CONTEXT = 'catalogImportProgress'

export type ImportKind = 'products' | 'redirects'

// Each importer has its own context and plan types; the registry only passes them through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyImporter = SheetImporter<any, any>

export const IMPORTERS: Partial<Record<ImportKind, AnyImporter>> = {
  products: productImporter,
  redirects: redirectImporter,
}

export interface ImportDocLike {
  id: number | string
  filename?: string | null
  kind?: string | null
  summary?: unknown
  results?: unknown
}

/** A ZIP is extracted to a new temporary folder, which `cleanUp` removes. */
export async function importSource(
  doc: ImportDocLike,
): Promise<{ sheet: string; mediaDir?: string; cleanUp: () => void }> {
  const file = path.join(CATALOG_IMPORTS_DIR, path.basename(doc.filename ?? ''))
  if (!doc.filename || !fs.existsSync(file)) throw new SheetError('Yüklenen dosya bulunamadı.')
  if (!/\.zip$/i.test(file)) return { sheet: file, cleanUp: () => undefined }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-import-'))
  const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true })
  try {
    await extractZip(file, dir)
    return { sheet: await findSheetInDir(dir), mediaDir: dir, cleanUp }
  } catch (error) {
    cleanUp()
    throw error
  }
}

/** POST /cms-api/catalog-imports/:id/retry: starts a failed import again. Catalogue staff only. */
export const retryEndpoint: Endpoint = {
  path: '/:id/retry',
  method: 'post',
  handler: async (req) => {
    if (!(await canEditCatalog({ req }))) return jsonAnswer(403, 'Bu işlem için yetkiniz yok.')
    const doc = (await importOfRoute(req)) as (ImportDocLike & { status?: string | null }) | null
    if (!doc) return jsonAnswer(404, 'İçe aktarma bulunamadı.')
    if (doc.status !== 'hata')
      return jsonAnswer(409, 'Yalnızca hatayla biten bir içe aktarma yeniden başlatılabilir.')
    await queueImport(req, doc.id, true)
    return Response.json({ status: 'bekliyor' }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

const importOfRoute = (req: PayloadRequest) =>
  req.payload
    .findByID({
      collection: 'catalog-imports',
      id: String(req.routeParams?.id ?? ''),
      depth: 0,
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
    })
    .catch(() => null)

/** `reset` clears the last run's progress and error first. */
export async function queueImport(req: PayloadRequest, id: number | string, reset: boolean) {
  if (reset)
    await req.payload.update({
      collection: 'catalog-imports',
      id,
      data: { status: 'bekliyor', processed: 0, total: 0, error: null, finishedAt: null },
      context: { [IMPORT_PROGRESS_CONTEXT]: true },
      depth: 0,
      req,
    })
  await req.payload.jobs.queue({
    task: 'catalogImport',
    queue: CATALOG_QUEUE,
    input: { id: String(id) },
    req,
  })
}

const jsonAnswer = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } })

/** GET /cms-api/catalog-imports/:id/report?format=xlsx|csv: the sheet with result columns. */
export const reportEndpoint: Endpoint = {
  path: '/:id/report',
  method: 'get',
  handler: async (req) => {
    if (!(await canEditCatalog({ req }))) return jsonAnswer(403, 'Bu işlem için yetkiniz yok.')
    const format = parseFormat(req.query?.format ?? 'xlsx')
    if (!format) return jsonAnswer(400, 'Biçim xlsx ya da csv olmalı.')
    const doc = (await importOfRoute(req)) as (ImportDocLike & { summary?: ImportSummary }) | null
    if (!doc) return jsonAnswer(404, 'İçe aktarma bulunamadı.')
    if (!doc.summary || !Array.isArray(doc.results))
      return jsonAnswer(409, 'Bu içe aktarmanın raporu henüz hazır değil.')
    const summary = { ...doc.summary, results: doc.results } as ImportSummary
    const source = await importSource(doc).catch(() => null)
    if (!source) return jsonAnswer(404, 'Yüklenen dosya bulunamadı.')
    const body = new PassThrough()
    writeReport(body, format, source.sheet, summary)
      .catch((error: unknown) =>
        body.destroy(error instanceof Error ? error : new Error(String(error))),
      )
      .finally(source.cleanUp)
    const name = `rapor-${path.parse(doc.filename ?? 'tablo').name}`.replace(/[^\w.-]+/g, '_')
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': SHEET_CONTENT_TYPES[format],
        'Content-Disposition': `attachment; filename="${name}.${format}"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
