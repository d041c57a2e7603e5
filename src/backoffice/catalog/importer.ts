import fs from 'node:fs'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'
import type { Product } from '@/payload-types'

import { withContentHash } from '@/catalog/collections/uploadFiles'
import { attributeValueProblem, normalizeAttributeValue } from '@/catalog/attributeValues'
import { idOf } from '@/catalog/productRecord'
import { type ImportOptions, type RowPlan, type SheetRow } from '@/backoffice/sheets'
import { coalescedExpiry, type CoalescedExpiry } from '@/lib/cache/coalesced'
import { slugify } from '@/lib/turkish'

import { catalogColumnsSelect, type CatalogColumnsRun, loadCatalogColumns } from './extraColumns'
import {
  ATTRIBUTE_PREFIX,
  cellToLexical,
  COLUMNS,
  type LexicalValue,
  parseStatus,
  type ProductStatus,
  richTextCell,
  SPEC_PREFIX,
  splitList,
  statusProblem,
} from './columns'

type Id = number | string

export const NAME_MAX_LENGTH = 200
const PAGE = 1000
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'])

export interface ProductSnapshot {
  id: Id
  sku: string
  name: string
  slug: string
  status: ProductStatus
  categoryId: Id | null
  brandId: Id | null
  /**
   * As stored (Lexical), as JSON text: a string holds 100,000 products' texts in a fraction of their
   * objects' memory, and most runs never render them (only a row's text column is compared).
   */
  brief: string
  description: string
  cover: Id | null
  gallery: Id[]
  datasheet: Id | null
  related: Id[]
  specifications: { label: string; value: string }[]
  attributes: { attribute: Id; value: string }[]
  /** The fields other wings' columns read (./extraColumns.ts), as stored. */
  extra: Record<string, unknown>
}

export interface NamedRef {
  id: Id
  name: string
  slug: string
}

export interface AttributeRef extends NamedRef {
  kind: 'choice' | 'number' | 'boolean'
  options: string[]
  /** The categories whose products may have it (with their sub-categories'). */
  categories: Id[]
}

/** A file a row points at: already in the library, or to be uploaded from the ZIP / --media. */
export type FileRef = { id: Id } | { path: string; name: string }

/**
 * While batches write, visitors see new products this often, and all of them at the end: each
 * expiry makes every instance render its pages anew (bench/results/cluster.md).
 */
const IMPORT_EXPIRY_MS = 30_000

export interface ProductImportContext {
  options: ImportOptions
  products: Map<string, ProductSnapshot>
  /** slug → product code of who holds it (the catalogue, then rows planned before). */
  slugOwners: Map<string, string>
  categories: Map<string, NamedRef>
  /** Category id → its parent's id: an attribute of the parent fits the sub-category too. */
  categoryParents: Map<string, Id | null>
  brands: Map<string, NamedRef>
  attributes: Map<string, AttributeRef>
  /** Lower-cased file name (as stored, and without its content hash) → id. */
  media: Map<string, Id>
  documents: Map<string, Id>
  files: Map<string, string>
  /** Product codes planned so far in this run (a later row may name them as related). */
  planned: Set<string>
  /** Paths uploaded during this run → their new id (a file named by several rows goes up once). */
  uploaded: Map<string, Id>
  /** Related codes not created yet → the rows that wait for them, with their full list. */
  waiting: Map<string, Set<string>>
  relatedWanted: Map<string, string[]>
  /** Other wings' columns (the dealers' prices), loaded for this run. */
  extraColumns: CatalogColumnsRun[]
  /** The batches' cache expiry: at most every IMPORT_EXPIRY_MS while they write, and at `finish`. */
  expiry: CoalescedExpiry
  /** Batches written in this run (PostgreSQL analyses the tables as they grow: ./batchWrite.ts). */
  batches: number
}

export interface ProductWrite {
  sku: string
  id: Id | null
  name: string
  status?: ProductStatus
  /** Fields written as they are (name, slug, brief, description, specifications, attributes). */
  fields: Record<string, unknown>
  category?: { id: Id } | { create: string }
  brand?: { id: Id } | { create: string }
  cover?: FileRef | null
  gallery?: FileRef[]
  datasheet?: FileRef | null
  related?: string[]
  /** A new product's slug when the row gives none (made from its name, as the slug field does). */
  slug?: string
}

// File names, not Turkish text: `IMG.JPG` must match `img.jpg`, which the Turkish rule would not.
const lower = (s: string) => s.toLocaleLowerCase('en')
const HASH_SUFFIX = /-[0-9a-f]{10}(\.[^.]*)?$/

/** A stored name and its name without the content hash (`kamera-3f9a0c12de.webp` → `kamera.webp`). */
function fileKeys(filename: string): string[] {
  const name = lower(filename)
  const bare = name.replace(HASH_SUFFIX, '$1')
  return bare === name ? [name] : [name, bare]
}

function indexFile(map: Map<string, Id>, filename: string | null | undefined, id: Id) {
  if (!filename) return
  const [exact, bare] = fileKeys(filename)
  map.set(exact!, id)
  if (bare && !map.has(bare)) map.set(bare, id)
}

/** By lower-cased basename, subfolders included; the first one found wins. */
export function listFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile() && !files.has(lower(entry.name))) files.set(lower(entry.name), full)
    }
  }
  if (dir && fs.existsSync(dir)) walk(dir)
  return files
}

const sameIds = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => String(v) === String(b[i]))

function richTextOf(value: unknown): string {
  return value ? richTextCell(value) : ''
}

/**
 * A collection as stored, PAGE documents at a time by ascending id, through the database adapter:
 * Payload's find ran every field's read hooks and counted the collection for each page (the plan's
 * read of 20,000 products was ~4 s of a 15 s dry run). The import overrides access anyway.
 */
async function* storedPages<T extends { id: Id }>(
  payload: Payload,
  collection: 'products' | 'media' | 'documents',
  select: Record<string, true>,
): AsyncGenerator<T[]> {
  for (let after: Id = 0; ;) {
    const { docs }: { docs: T[] } = await payload.db.find<T>({
      collection,
      where: { id: { greater_than: after } },
      limit: PAGE,
      pagination: false,
      sort: 'id',
      select,
    })
    if (docs.length) yield docs
    if (docs.length < PAGE) return
    after = docs[docs.length - 1]!.id
  }
}

export async function prepare(
  payload: Payload,
  options: ImportOptions,
): Promise<ProductImportContext> {
  const ctx = emptyContext(options)
  ctx.extraColumns = await loadCatalogColumns(payload)
  const extraSelect = catalogColumnsSelect(payload)
  const skuById = new Map<string, string>()
  const relatedIds = new Map<string, Id[]>()
  for await (const docs of storedPages<Product>(payload, 'products', {
    sku: true,
    name: true,
    slug: true,
    _status: true,
    category: true,
    brand: true,
    brief: true,
    description: true,
    cover: true,
    gallery: true,
    datasheet: true,
    relatedProducts: true,
    specifications: true,
    attributes: true,
    ...extraSelect,
  })) {
    for (const doc of docs) {
      const stored = doc as unknown as Record<string, unknown>
      const snapshot: ProductSnapshot = {
        id: doc.id,
        sku: doc.sku,
        name: doc.name,
        slug: doc.slug,
        status: doc._status === 'published' ? 'published' : 'draft',
        categoryId: idOf(doc.category),
        brandId: idOf(doc.brand),
        brief: JSON.stringify(doc.brief ?? null),
        description: JSON.stringify(doc.description ?? null),
        cover: idOf(doc.cover),
        gallery: (doc.gallery ?? []).map(idOf).filter((id) => id !== null),
        datasheet: idOf(doc.datasheet),
        related: [],
        specifications: (doc.specifications ?? []).map(({ label, value }) => ({ label, value })),
        attributes: (doc.attributes ?? []).flatMap(({ attribute, value }) => {
          const id = idOf(attribute)
          return id === null ? [] : [{ attribute: id, value }]
        }),
        extra: Object.fromEntries(Object.keys(extraSelect).map((key) => [key, stored[key]])),
      }
      ctx.products.set(doc.sku, snapshot)
      ctx.slugOwners.set(doc.slug, doc.sku)
      skuById.set(String(doc.id), doc.sku)
      relatedIds.set(
        doc.sku,
        (doc.relatedProducts ?? []).map(idOf).filter((id) => id !== null),
      )
    }
  }
  for (const [sku, ids] of relatedIds) ctx.products.get(sku)!.related = ids

  for (const collection of ['categories', 'brands'] as const) {
    const { docs } = await payload.find({
      collection,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { name: true, slug: true, ...(collection === 'categories' ? { parent: true } : {}) },
    })
    const map = collection === 'categories' ? ctx.categories : ctx.brands
    for (const doc of docs) {
      addNamed(map, { id: doc.id, name: doc.name, slug: doc.slug })
      if (collection === 'categories')
        ctx.categoryParents.set(String(doc.id), idOf((doc as { parent?: unknown }).parent))
    }
  }
  const attributes = await payload.find({
    collection: 'attributes',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true, slug: true, kind: true, options: true, categories: true },
  })
  for (const doc of attributes.docs)
    addNamed(ctx.attributes, {
      id: doc.id,
      name: doc.name,
      slug: doc.slug,
      kind: doc.kind,
      options: doc.options ?? [],
      categories: (doc.categories ?? []).map(idOf).filter((id) => id !== null),
    })
  for (const collection of ['media', 'documents'] as const) {
    const map = collection === 'media' ? ctx.media : ctx.documents
    const pages = storedPages<{ id: Id; filename?: string | null }>(payload, collection, {
      filename: true,
    })
    for await (const docs of pages) for (const doc of docs) indexFile(map, doc.filename, doc.id)
  }
  if (options.mediaDir) ctx.files = listFiles(options.mediaDir)
  return ctx
}

export function emptyContext(options: ImportOptions): ProductImportContext {
  return {
    options,
    products: new Map(),
    slugOwners: new Map(),
    categories: new Map(),
    categoryParents: new Map(),
    brands: new Map(),
    attributes: new Map(),
    media: new Map(),
    documents: new Map(),
    files: new Map(),
    planned: new Set(),
    uploaded: new Map(),
    waiting: new Map(),
    relatedWanted: new Map(),
    extraColumns: [],
    expiry: coalescedExpiry(['products'], IMPORT_EXPIRY_MS),
    batches: 0,
  }
}

/** Finds a category, brand or attribute by slug or by name, either spelling (Turkish-folded). */
export function addNamed<T extends NamedRef>(map: Map<string, T>, ref: T): void {
  map.set(ref.slug, ref)
  const byName = slugify(ref.name)
  if (!map.has(byName)) map.set(byName, ref)
}

const findNamed = <T extends NamedRef>(map: Map<string, T>, cell: string): T | undefined =>
  map.get(cell.trim()) ?? map.get(slugify(cell))

/** A row's file cell → a library file or one beside the sheet; else the refusal's reason. */
function resolveFile(
  ctx: ProductImportContext,
  filename: string,
  collection: 'media' | 'documents',
): FileRef | string {
  const library = collection === 'media' ? ctx.media : ctx.documents
  const beside = ctx.files.get(lower(path.basename(filename)))
  const ext = lower(path.extname(filename))
  if (beside) {
    if (collection === 'media' && !IMAGE_EXTENSIONS.has(ext))
      return `Görsel dosyası desteklenmiyor: ${filename} (JPEG, PNG, WebP, AVIF ya da SVG olmalı).`
    if (collection === 'documents' && ext !== '.pdf') return `Veri sayfası PDF olmalı: ${filename}.`
    // The library names files by content (uploadFiles.ts): the same file is reused.
    const stored = library.get(
      lower(withContentHash(path.basename(beside), fs.readFileSync(beside))),
    )
    return stored !== undefined ? { id: stored } : { path: beside, name: path.basename(beside) }
  }
  const id = library.get(lower(filename))
  if (id !== undefined) return { id }
  return collection === 'media'
    ? `Görsel bulunamadı: ${filename} (ZIP içinde ya da medya kütüphanesinde yok).`
    : `Veri sayfası bulunamadı: ${filename} (ZIP içinde ya da doküman kütüphanesinde yok).`
}

const fileRefKey = (ref: FileRef | null | undefined) =>
  !ref ? null : 'id' in ref ? String(ref.id) : `yeni:${ref.path}`

const cellOf = (row: SheetRow, header: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(row.cells, header) ? (row.cells[header] ?? '') : undefined

export async function planProduct(
  row: SheetRow,
  ctx: ProductImportContext,
): Promise<RowPlan<ProductWrite>> {
  const sku = (row.cells[COLUMNS.sku] ?? '').trim()
  const existing = ctx.products.get(sku)
  const problems: string[] = []
  const changes: string[] = []
  const write: ProductWrite = {
    sku,
    id: existing?.id ?? null,
    name: existing?.name ?? '',
    fields: {},
  }
  const cell = (key: keyof typeof COLUMNS) => cellOf(row, COLUMNS[key])
  const changed = (label: string, differs: boolean) => {
    if (differs || !existing) changes.push(label)
  }

  const name = cell('name')?.trim()
  const categoryCell = cell('category')?.trim()
  const brandCell = cell('brand')?.trim()
  if (!existing && (!name || !categoryCell || !brandCell))
    return { action: 'refuse', reason: 'Yeni ürün için Ad, Kategori ve Marka gerekli.' }

  if (name !== undefined) {
    if (!name) problems.push('Ad boş olamaz.')
    else if (name.length > NAME_MAX_LENGTH)
      problems.push(`Ad en çok ${NAME_MAX_LENGTH} karakter olabilir.`)
    else {
      write.name = name
      write.fields.name = name
      changed(COLUMNS.name, name !== existing?.name)
    }
  }

  const slugCell = cell('slug')?.trim()
  const slug = slugCell ? slugify(slugCell) : !existing && name ? slugify(name) : undefined
  if (slugCell !== undefined && slugCell && !slug) problems.push(`Kısa ad "${slugCell}" geçersiz.`)
  if (slug) {
    const owner = ctx.slugOwners.get(slug)
    if (owner !== undefined && owner !== sku)
      problems.push(`Kısa ad "${slug}" başka bir üründe kullanılıyor (${owner}).`)
    else if (slugCell) {
      write.fields.slug = slug
      changed(COLUMNS.slug, slug !== existing?.slug)
    }
  }

  const statusCell = cell('status')
  if (statusCell !== undefined && statusCell.trim()) {
    const status = parseStatus(statusCell)
    if (!status) problems.push(statusProblem(statusCell))
    else {
      write.status = status
      changed(COLUMNS.status, status !== existing?.status)
    }
  } else if (!existing) write.status = 'draft'

  for (const key of ['category', 'brand'] as const) {
    const value = key === 'category' ? categoryCell : brandCell
    if (value === undefined) continue
    const label = COLUMNS[key]
    if (!value) {
      problems.push(`${label} boş olamaz.`)
      continue
    }
    const found = findNamed(key === 'category' ? ctx.categories : ctx.brands, value)
    const current = key === 'category' ? existing?.categoryId : existing?.brandId
    if (found) {
      write[key] = { id: found.id }
      changed(label, String(found.id) !== String(current))
    } else if (ctx.options.createMissing) {
      write[key] = { create: value }
      changes.push(`${label} (yeni: ${value})`)
    } else
      problems.push(
        key === 'category' ? `Bilinmeyen kategori: ${value}.` : `Bilinmeyen marka: ${value}.`,
      )
  }

  for (const key of ['brief', 'description'] as const) {
    const value = cell(key)
    if (value === undefined) continue
    const lexical: LexicalValue | null = value.trim() ? cellToLexical(value) : null
    write.fields[key] = lexical
    // A new product's text is new: no need to render it back for the comparison.
    changed(
      COLUMNS[key],
      !existing || richTextOf(lexical) !== richTextOf(JSON.parse(existing[key]) as unknown),
    )
  }

  const coverCell = cell('cover')?.trim()
  if (coverCell !== undefined) {
    const ref = coverCell ? resolveFile(ctx, coverCell, 'media') : null
    if (typeof ref === 'string') problems.push(ref)
    else {
      write.cover = ref
      changed(
        COLUMNS.cover,
        fileRefKey(ref) !== (existing?.cover == null ? null : String(existing.cover)),
      )
    }
  }
  const galleryCell = cell('gallery')
  if (galleryCell !== undefined) {
    const refs: FileRef[] = []
    for (const filename of splitList(galleryCell)) {
      const ref = resolveFile(ctx, filename, 'media')
      if (typeof ref === 'string') problems.push(ref)
      else refs.push(ref)
    }
    write.gallery = refs
    changed(COLUMNS.gallery, !sameIds(refs.map(fileRefKey), (existing?.gallery ?? []).map(String)))
  }
  const datasheetCell = cell('datasheet')?.trim()
  if (datasheetCell !== undefined) {
    const ref = datasheetCell ? resolveFile(ctx, datasheetCell, 'documents') : null
    if (typeof ref === 'string') problems.push(ref)
    else {
      write.datasheet = ref
      changed(
        COLUMNS.datasheet,
        fileRefKey(ref) !== (existing?.datasheet == null ? null : String(existing.datasheet)),
      )
    }
  }

  const relatedCell = cell('related')
  if (relatedCell !== undefined) {
    const codes = [...new Set(splitList(relatedCell))]
    for (const code of codes) {
      if (code === sku) problems.push('Bir ürün kendisinin benzer ürünü olamaz.')
      else if (
        !ctx.products.has(code) &&
        !ctx.planned.has(code) &&
        !ctx.options.fileKeys?.has(code)
      )
        problems.push(`Bilinmeyen benzer ürün kodu: ${code}.`)
    }
    write.related = codes
    const currentIds = existing?.related ?? []
    const wantedIds = codes.map((code) => ctx.products.get(code)?.id ?? `yeni:${code}`)
    changed(COLUMNS.related, !sameIds(wantedIds, currentIds))
  }

  // Specifications: only the columns of the sheet are written, the product's others stay.
  const specs = [...(existing?.specifications ?? [])]
  let specsTouched = false
  for (const header of Object.keys(row.cells)) {
    if (!header.startsWith(SPEC_PREFIX)) continue
    const label = header.slice(SPEC_PREFIX.length).trim()
    const value = (row.cells[header] ?? '').trim()
    const at = specs.findIndex((s) => s.label === label)
    const before = at >= 0 ? specs[at]!.value : ''
    if (before === value) continue
    specsTouched = true
    changes.push(header)
    if (at < 0) specs.push({ label, value })
    else if (value) specs[at] = { label, value }
    else specs.splice(at, 1)
  }
  if (specsTouched || (!existing && specs.length)) write.fields.specifications = specs

  const attrs = [...(existing?.attributes ?? [])]
  let attrsTouched = false
  for (const header of Object.keys(row.cells)) {
    if (!header.startsWith(ATTRIBUTE_PREFIX)) continue
    const attrName = header.slice(ATTRIBUTE_PREFIX.length).trim()
    const def = findNamed(ctx.attributes, attrName)
    const raw = (row.cells[header] ?? '').trim()
    if (!def) {
      problems.push(`Bilinmeyen filtre özelliği: ${attrName}.`)
      continue
    }
    const value = raw ? normalizeAttributeValue(def, raw) : ''
    if (value === null) {
      problems.push(`${header} "${raw}" geçersiz: ${attributeValueProblem(def)}`)
      continue
    }
    const at = attrs.findIndex((a) => String(a.attribute) === String(def.id))
    const before = at >= 0 ? attrs[at]!.value : ''
    if (before === value) continue
    attrsTouched = true
    changes.push(header)
    if (at < 0) attrs.push({ attribute: def.id, value })
    else if (value) attrs[at] = { attribute: def.id, value }
    else attrs.splice(at, 1)
  }
  if (attrsTouched) write.fields.attributes = attrs
  // As the admin's attribute picker: only the product's category's attributes and its parent's.
  if (attrs.length && (attrsTouched || write.category)) {
    const category = write.category
      ? 'id' in write.category
        ? write.category.id
        : null
      : (existing?.categoryId ?? null)
    const fits = new Set(
      category === null
        ? []
        : [String(category), String(ctx.categoryParents.get(String(category)) ?? '')],
    )
    const byId = new Map([...ctx.attributes.values()].map((def) => [String(def.id), def]))
    for (const row of attrs) {
      const def = byId.get(String(row.attribute))
      if (def && !def.categories.some((id) => fits.has(String(id))))
        problems.push(`${ATTRIBUTE_PREFIX}${def.name} bu ürünün kategorisinde kullanılmaz.`)
    }
  }

  for (const columns of ctx.extraColumns) {
    const extra = columns.plan(row.cells, existing?.extra)
    problems.push(...extra.problems)
    changes.push(...extra.changes)
    Object.assign(write.fields, extra.fields)
  }

  if (problems.length) return { action: 'refuse', reason: problems.join(' ') }
  ctx.planned.add(sku)
  if (slug) ctx.slugOwners.set(slug, sku)
  if (!existing) return { action: 'create', changes, data: { ...write, slug } }
  return changes.length
    ? { action: 'update', changes, data: write }
    : { action: 'unchanged', data: write }
}

/** Writes through the row's request: its own transaction, and its user's access when it has one. */
const access = (req: PayloadRequest) => ({ req, overrideAccess: !req.user })

async function fileId(
  ctx: ProductImportContext,
  ref: FileRef,
  collection: 'media' | 'documents',
  productName: string,
  req: PayloadRequest,
): Promise<Id> {
  if ('id' in ref) return ref.id
  const done = ctx.uploaded.get(ref.path)
  if (done !== undefined) return done
  const data = collection === 'media' ? { alt: productName } : { title: productName }
  const doc = await req.payload.create({
    collection,
    data: data,
    filePath: ref.path,
    depth: 0,
    ...access(req),
  })
  ctx.uploaded.set(ref.path, doc.id)
  return doc.id
}

async function namedId(
  ctx: ProductImportContext,
  ref: { id: Id } | { create: string },
  collection: 'categories' | 'brands',
  req: PayloadRequest,
): Promise<Id> {
  if ('id' in ref) return ref.id
  const map = collection === 'categories' ? ctx.categories : ctx.brands
  const found = findNamed(map, ref.create)
  if (found) return found.id
  const doc = await req.payload.create({
    collection,
    data: { name: ref.create } as never,
    depth: 0,
    ...access(req),
  })
  addNamed(map, { id: doc.id, name: doc.name, slug: doc.slug })
  return doc.id
}

/** A code created by a later row is linked when that row is written (see `waiting`). */
export function relatedIds(
  ctx: ProductImportContext,
  codes: string[],
): { ids: Id[]; missing: string[] } {
  const ids: Id[] = []
  const missing: string[] = []
  for (const code of codes) {
    const id = ctx.products.get(code)?.id
    if (id === undefined) missing.push(code)
    else ids.push(id)
  }
  return { ids, missing }
}

/**
 * A planned row's fields as a save takes them: new categories, brands and files created first
 * (through the row's request), references as ids; `missing` are related codes not created yet.
 */
export async function productData(
  write: ProductWrite,
  ctx: ProductImportContext,
  req: PayloadRequest,
): Promise<{ data: Record<string, unknown>; missing: string[] }> {
  const data: Record<string, unknown> = { ...write.fields }
  if (write.id === null && data.slug === undefined && write.slug) data.slug = write.slug
  if (write.category) data.category = await namedId(ctx, write.category, 'categories', req)
  if (write.brand) data.brand = await namedId(ctx, write.brand, 'brands', req)
  if (write.cover !== undefined)
    data.cover = write.cover && (await fileId(ctx, write.cover, 'media', write.name, req))
  if (write.gallery)
    data.gallery = await Promise.all(
      write.gallery.map((ref) => fileId(ctx, ref, 'media', write.name, req)),
    )
  if (write.datasheet !== undefined)
    data.datasheet =
      write.datasheet && (await fileId(ctx, write.datasheet, 'documents', write.name, req))
  let missing: string[] = []
  if (write.related) {
    const resolved = relatedIds(ctx, write.related)
    data.relatedProducts = resolved.ids
    missing = resolved.missing
  }
  if (write.status) data._status = write.status
  return { data, missing }
}

/** After a row is written: later rows see it, and its related codes not created yet wait. */
export function recordWritten(
  ctx: ProductImportContext,
  write: ProductWrite,
  doc: { id: Id; slug?: string | null },
  missing: string[],
): void {
  const known = ctx.products.get(write.sku)
  if (!known) ctx.products.set(write.sku, snapshotOf(doc, write))
  else {
    if (doc.slug) known.slug = doc.slug
    if (write.status) known.status = write.status
  }
  if (missing.length && write.related) {
    ctx.relatedWanted.set(write.sku, write.related)
    for (const code of missing) {
      const set = ctx.waiting.get(code) ?? new Set<string>()
      set.add(write.sku)
      ctx.waiting.set(code, set)
    }
  }
}

export async function applyProduct(
  plan: RowPlan<ProductWrite>,
  ctx: ProductImportContext,
  req: PayloadRequest,
): Promise<void> {
  const write = plan.data
  if (!write || (plan.action !== 'create' && plan.action !== 'update')) return
  const { data, missing } = await productData(write, ctx, req)

  // A draft row unpublishes: the product's own record says draft, so no visitor sees it.
  const doc =
    write.id === null
      ? await req.payload.create({
          collection: 'products',
          data: { ...data, sku: write.sku } as never,
          draft: write.status === 'draft',
          depth: 0,
          ...access(req),
        })
      : await req.payload.update({
          collection: 'products',
          id: write.id,
          data: data,
          depth: 0,
          ...access(req),
        })

  // Rows that named this code before it existed get their full list now.
  const waiting = ctx.waiting.get(write.sku)
  if (write.id === null && waiting) {
    ctx.products.set(write.sku, snapshotOf(doc, write))
    for (const owner of waiting) {
      const ownerId = ctx.products.get(owner)?.id
      const codes = ctx.relatedWanted.get(owner)
      if (ownerId === undefined || !codes) continue
      await req.payload.update({
        collection: 'products',
        id: ownerId,
        data: { relatedProducts: relatedIds(ctx, codes).ids as number[] },
        depth: 0,
        ...access(req),
      })
    }
    ctx.waiting.delete(write.sku)
  }
  recordWritten(ctx, write, doc, missing)
}

/** After a write, enough of the product for later rows (its id for related links, its slug). */
export function snapshotOf(
  doc: { id: Id; slug?: string | null },
  write: ProductWrite,
): ProductSnapshot {
  return {
    id: doc.id,
    sku: write.sku,
    name: write.name,
    slug: doc.slug ?? '',
    status: write.status ?? 'draft',
    categoryId: null,
    brandId: null,
    brief: 'null',
    description: 'null',
    cover: null,
    gallery: [],
    datasheet: null,
    related: [],
    specifications: [],
    attributes: [],
    extra: {},
  }
}
