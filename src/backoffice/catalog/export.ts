import type {
  Endpoint,
  Payload,
  PayloadRequest,
  SelectType,
  TransformCollectionWithSelect,
  Where,
} from 'payload'

import { hasRole } from '@/access/roles'
import { idOf } from '@/catalog/productRecord'
import { adminListQuery } from '@/lib/http/adminListQuery'
import {
  type CellValue,
  parseFormat,
  type SheetFormat,
  sheetResponse,
  writeSheet,
} from '@/backoffice/sheets'
import type { Config } from '@/payload-types'

import {
  ATTRIBUTE_PREFIX,
  COLUMNS,
  FIXED_HEADERS,
  LIST_SEPARATOR,
  richTextCell,
  SPEC_PREFIX,
  STATUS_LABELS,
} from './columns'
import { type CatalogColumnsRun, loadCatalogColumns } from './extraColumns'

type Id = number | string
const PAGE = 500

/** Who reads: the CLI reads everything, an endpoint as its signed-in user (drafts are staff's). */
export interface ExportAccess {
  user?: PayloadRequest['user']
  req?: PayloadRequest
}

const accessArgs = (access: ExportAccess) =>
  access.user
    ? { overrideAccess: false, user: access.user, req: access.req }
    : { overrideAccess: true }

/**
 * The products matching `where`, a page at a time (all their fields unless `select` narrows).
 * Payload's find chooses them (access, filter, order) reading only ids; the documents come from the
 * database adapter, without read hooks that were half of an export's time. Exports are catalogue
 * staff's (admin, editor), whom field access lets read every product field.
 */
async function* productPages<S extends Config['collectionsSelect']['products'] & SelectType>(
  payload: Payload,
  where: Where,
  sort: string | string[],
  access: ExportAccess,
  select?: S,
): AsyncGenerator<TransformCollectionWithSelect<'products', S>[]> {
  for (let page = 1; ; page++) {
    const chosen = await payload.find({
      collection: 'products',
      where,
      depth: 0,
      limit: PAGE,
      page,
      sort,
      // The id comes with any selection; the code is the smallest field to ask for.
      select: { sku: true },
      ...accessArgs(access),
    })
    yield await byIds(
      payload,
      'products',
      chosen.docs.map((doc) => doc.id),
      select,
    )
    if (!chosen.hasNextPage) break
  }
}

/** Documents as stored, in the order of `ids` (the adapter's read: no hooks, no access). */
async function byIds<T>(
  payload: Payload,
  collection: 'media' | 'documents' | 'products',
  ids: Id[],
  select?: SelectType,
): Promise<T[]> {
  if (!ids.length) return []
  const { docs } = await payload.db.find<{ id: Id }>({
    collection,
    where: { id: { in: [...new Set(ids.map(String))] } },
    limit: 0,
    pagination: false,
    select,
  })
  const found = new Map(docs.map((doc) => [String(doc.id), doc]))
  return ids.flatMap((id) => found.get(String(id)) ?? []) as T[]
}

interface ExportColumns {
  headers: string[]
  specLabels: string[]
  /** Attribute id → its column's name, in first-seen order. */
  attributes: Map<string, string>
  /** Other wings' columns (./extraColumns.ts), after the attributes. */
  extra: CatalogColumnsRun[]
}

/** One cheap pass over the selection: the union of specification labels and attributes used. */
async function exportColumns(
  payload: Payload,
  where: Where,
  access: ExportAccess,
): Promise<ExportColumns> {
  const specLabels = new Set<string>()
  const attributeIds = new Set<string>()
  const select = { specifications: true, attributes: true } as const
  for await (const docs of productPages(payload, where, 'id', access, select)) {
    for (const doc of docs) {
      for (const spec of doc.specifications ?? []) if (spec.label) specLabels.add(spec.label)
      for (const row of doc.attributes ?? []) {
        const id = idOf(row.attribute)
        if (id !== null) attributeIds.add(String(id))
      }
    }
  }
  const { docs } = attributeIds.size
    ? await payload.find({
        collection: 'attributes',
        where: { id: { in: [...attributeIds] } },
        depth: 0,
        pagination: false,
        select: { name: true },
        overrideAccess: true,
      })
    : { docs: [] }
  const names = new Map(docs.map((doc) => [String(doc.id), doc.name]))
  const attributes = new Map<string, string>()
  for (const id of attributeIds) {
    const name = names.get(id)
    if (name) attributes.set(id, name)
  }
  const extra = await loadCatalogColumns(payload)
  return {
    headers: [
      ...FIXED_HEADERS,
      ...[...specLabels].map((label) => SPEC_PREFIX + label),
      ...[...attributes.values()].map((name) => ATTRIBUTE_PREFIX + name),
      ...extra.flatMap((set) => set.headers),
    ],
    specLabels: [...specLabels],
    attributes,
    extra,
  }
}

async function lookup(
  payload: Payload,
  collection: 'media' | 'documents' | 'products',
  ids: Id[],
): Promise<Map<string, string>> {
  const field = collection === 'products' ? 'sku' : 'filename'
  const docs = await byIds<Record<string, unknown>>(payload, collection, ids, { [field]: true })
  return new Map(docs.map((doc) => [String(doc.id), String(doc[field] ?? '')]))
}

/** The rows of the selection, a page at a time: the sheet never holds the whole catalogue. */
async function* productRows(
  payload: Payload,
  where: Where,
  sort: string,
  columns: ExportColumns,
  access: ExportAccess,
  count: { rows: number },
): AsyncGenerator<CellValue[]> {
  const slugs = async (collection: 'categories' | 'brands') => {
    const { docs } = await payload.find({
      collection,
      depth: 0,
      pagination: false,
      select: { slug: true },
      overrideAccess: true,
    })
    return new Map(docs.map((doc) => [String(doc.id), doc.slug]))
  }
  const [categories, brands] = await Promise.all([slugs('categories'), slugs('brands')])
  const attributeNames = [...columns.attributes.keys()]
  for await (const docs of productPages(payload, where, [sort, 'id'], access)) {
    const ids = (values: unknown[]) => values.map(idOf).filter((id) => id !== null)
    const [media, documents, related] = await Promise.all([
      lookup(payload, 'media', ids(docs.flatMap((d) => [d.cover, ...(d.gallery ?? [])]))),
      lookup(payload, 'documents', ids(docs.map((d) => d.datasheet))),
      lookup(payload, 'products', ids(docs.flatMap((d) => d.relatedProducts ?? []))),
    ])
    const name = (map: Map<string, string>, value: unknown) => {
      const id = idOf(value)
      return id === null ? '' : (map.get(String(id)) ?? '')
    }
    for (const doc of docs) {
      const specs = new Map((doc.specifications ?? []).map((s) => [s.label, s.value]))
      const attrs = new Map(
        (doc.attributes ?? []).map((a) => [String(idOf(a.attribute)), a.value] as const),
      )
      const row: Record<string, CellValue> = {
        [COLUMNS.sku]: doc.sku,
        [COLUMNS.name]: doc.name,
        [COLUMNS.slug]: doc.slug,
        [COLUMNS.category]: name(categories, doc.category),
        [COLUMNS.brand]: name(brands, doc.brand),
        [COLUMNS.status]: STATUS_LABELS[doc._status === 'published' ? 'published' : 'draft'],
        [COLUMNS.brief]: doc.brief ? richTextCell(doc.brief) : '',
        [COLUMNS.description]: doc.description ? richTextCell(doc.description) : '',
        [COLUMNS.cover]: name(media, doc.cover),
        [COLUMNS.gallery]: (doc.gallery ?? []).map((g) => name(media, g)).join(LIST_SEPARATOR),
        [COLUMNS.datasheet]: name(documents, doc.datasheet),
        [COLUMNS.related]: (doc.relatedProducts ?? [])
          .map((r) => name(related, r))
          .filter(Boolean)
          .join(LIST_SEPARATOR),
      }
      count.rows++
      yield [
        ...FIXED_HEADERS.map((header) => row[header]),
        ...columns.specLabels.map((label) => specs.get(label) ?? ''),
        ...attributeNames.map((id) => attrs.get(id) ?? ''),
        ...columns.extra.flatMap((set) => set.cells(doc as unknown as Record<string, unknown>)),
      ]
    }
  }
}

/** Streams the products matching `where` into `out` as a sheet; resolves with their count. */
export async function exportProducts(
  payload: Payload,
  out: NodeJS.WritableStream,
  format: SheetFormat,
  where: Where = {},
  { sort = 'sku', ...access }: ExportAccess & { sort?: string } = {},
): Promise<number> {
  const columns = await exportColumns(payload, where, access)
  const count = { rows: 0 }
  await writeSheet(
    out,
    format,
    columns.headers,
    productRows(payload, where, sort, columns, access, count),
  )
  return count.rows
}

/** The list as staff filtered it in the admin, streamed as a download. */
export async function exportProductsResponse(
  req: PayloadRequest,
  format: SheetFormat,
): Promise<Response> {
  const { where, sort } = adminListQuery(req, ['name', 'sku'], 'sku')
  const access: ExportAccess = { user: req.user, req }
  const columns = await exportColumns(req.payload, where, access)
  const stamp = new Date().toISOString().slice(0, 10)
  return sheetResponse(
    format,
    `urunler-${stamp}`,
    columns.headers,
    productRows(req.payload, where, sort, columns, access, { rows: 0 }),
  )
}

/** GET /cms-api/products/export?format=xlsx|csv — catalogue staff (admin, editor) only. */
export const productExportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'editor'))
      return Response.json(
        { error: 'Bu işlem için yetkiniz yok.' },
        { status: 403, headers: { 'Cache-Control': 'no-store' } },
      )
    const format = parseFormat(req.query?.format ?? 'xlsx')
    if (!format)
      return Response.json(
        { error: 'Biçim xlsx ya da csv olmalı.' },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      )
    return exportProductsResponse(req, format)
  },
}
