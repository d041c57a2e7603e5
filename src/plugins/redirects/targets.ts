import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import {
  isRedirectCollection,
  parseSitePath,
  publicPath,
  type RedirectCollection,
} from './normalize'
import { type Id, idOf } from '@/lib/relations'

export interface RedirectReference {
  relationTo: RedirectCollection
  value: Id | { id: Id }
}

/** The redirect document's own shape (payload-types.ts gains it with the plugin). */
export interface RedirectDoc {
  id: Id
  from: string
  to?: {
    type?: 'reference' | 'custom' | null
    reference?: RedirectReference | null
    url?: string | null
  } | null
  type?: '301' | '302' | null
}

/** The plugin's collection, typed narrowly until payload-types.ts is regenerated with it. */
export const REDIRECTS = 'redirects' as CollectionSlug

const PUBLISHED: Where = { _status: { equals: 'published' } }
const hasDrafts = (c: RedirectCollection) => c === 'products' || c === 'pages'

/** One published record's slug and parent, read past access control (the proxy has no user). */
async function readRecord(
  payload: Payload,
  collection: RedirectCollection,
  where: Where,
  req?: Partial<PayloadRequest>,
): Promise<{ id: Id; slug: string; parent?: unknown } | null> {
  const { docs } = await payload.find({
    collection,
    where: hasDrafts(collection) ? { and: [where, PUBLISHED] } : where,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: collection === 'categories' ? { slug: true, parent: true } : { slug: true },
    req,
  })
  return (docs[0] as { id: Id; slug: string; parent?: unknown } | undefined) ?? null
}

export async function pathOfReference(
  payload: Payload,
  ref: RedirectReference | null | undefined,
  req?: Partial<PayloadRequest>,
): Promise<string | null> {
  if (!ref || !isRedirectCollection(ref.relationTo) || ref.value == null) return null
  const record = await readRecord(payload, ref.relationTo, { id: { equals: idOf(ref.value) } }, req)
  if (!record) return null
  if (ref.relationTo !== 'categories') return publicPath(ref.relationTo, record.slug)
  const parentId =
    record.parent && typeof record.parent === 'object'
      ? (record.parent as { id: Id }).id
      : (record.parent as Id | null | undefined)
  if (parentId == null) return publicPath('categories', record.slug)
  const parent = await readRecord(payload, 'categories', { id: { equals: parentId } }, req)
  return parent ? publicPath('categories', record.slug, parent.slug) : null
}

/** The published catalogue record a site path names, as a reference; null for any other path. */
export async function referenceAtPath(
  payload: Payload,
  path: string,
  req?: Partial<PayloadRequest>,
): Promise<RedirectReference | null> {
  const parsed = parseSitePath(path)
  if (!parsed) return null
  if (parsed.collection !== 'categories') {
    const record = await readRecord(
      payload,
      parsed.collection,
      { slug: { equals: parsed.slug } },
      req,
    )
    return record ? { relationTo: parsed.collection, value: record.id } : null
  }
  const [topSlug, childSlug] = parsed.slugs
  const top = await readRecord(
    payload,
    'categories',
    { and: [{ slug: { equals: topSlug } }, { parent: { exists: false } }] },
    req,
  )
  if (!top) return null
  if (childSlug === undefined) return { relationTo: 'categories', value: top.id }
  const child = await readRecord(
    payload,
    'categories',
    { and: [{ slug: { equals: childSlug } }, { parent: { equals: top.id } }] },
    req,
  )
  return child ? { relationTo: 'categories', value: child.id } : null
}

export async function targetOf(
  payload: Payload,
  doc: Pick<RedirectDoc, 'to'>,
  req?: Partial<PayloadRequest>,
): Promise<string | null> {
  if (doc.to?.type === 'custom') return doc.to.url?.trim() || null
  return pathOfReference(payload, doc.to?.reference, req)
}

export interface RedirectWrite {
  from?: string
  to?: RedirectDoc['to']
  type?: '301' | '302'
}

// The casts below stand in for the generated types until payload-types.ts has `redirects`.

/** Redirects matching `where`, past access control (the proxy and hooks have no user). */
export async function findRedirects(
  payload: Payload,
  where: Where,
  req?: Partial<PayloadRequest>,
  limit = 0,
): Promise<RedirectDoc[]> {
  const { docs } = await payload.find({
    collection: REDIRECTS,
    where,
    depth: 0,
    limit,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs as unknown as RedirectDoc[]
}

export async function saveRedirect(
  req: PayloadRequest,
  data: RedirectWrite,
  id?: RedirectDoc['id'],
): Promise<void> {
  if (id === undefined)
    await req.payload.create({
      collection: REDIRECTS,
      data: data as never,
      overrideAccess: true,
      req,
    })
  else
    await req.payload.update({
      collection: REDIRECTS,
      id,
      data: data as never,
      overrideAccess: true,
      req,
    })
}
