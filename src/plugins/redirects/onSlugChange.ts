import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { FROM_SLUG_CHANGE, withContext } from '@/plugins/redirects/hooks'
import { publicPath, type RedirectCollection } from '@/plugins/redirects/normalize'
import {
  findRedirects,
  pathOfReference,
  REDIRECTS,
  saveRedirect,
  type RedirectReference,
} from '@/plugins/redirects/targets'

type Id = number | string

interface Before {
  path: string
  /** A category's children and their addresses under its old slug. */
  children: { id: Id; slug: string; path: string }[]
}

const stashKey = (collection: string, id: Id) => `${collection}:${id}`

/** The old addresses, from beforeChange to afterChange of the same request (its `context` object
 * is not the same one in both: Payload's reads inside the hooks replace it). */
const stash = new WeakMap<object, Map<string, Before>>()

async function childrenOf(req: PayloadRequest, id: Id) {
  const { docs } = await req.payload.find({
    collection: 'categories',
    where: { parent: { equals: id } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true },
    req,
  })
  return docs.map((d) => ({ id: d.id, slug: d.slug }))
}

/** `from` → the record, 301; an existing redirect from there is repointed. */
async function upsertRedirect(req: PayloadRequest, from: string, reference: RedirectReference) {
  const data = { from, to: { type: 'reference', reference, url: null }, type: '301' } as const
  await withContext(req, { [FROM_SLUG_CHANGE]: true }, async () => {
    const [existing] = await findRedirects(req.payload, { from: { equals: from } }, req, 1)
    await saveRedirect(req, data, existing?.id)
  })
}

/**
 * When a record's public address changes (a published slug, a category's parent), a 301 from the
 * old address to the record is left behind, and redirects from its new address are dropped (it is
 * live again). Targets are references resolved when served, so A→B then B→C sends A straight to C.
 */
export function redirectOnSlugChange(collection: RedirectCollection): {
  beforeChange: CollectionBeforeChangeHook[]
  afterChange: CollectionAfterChangeHook[]
} {
  const hasDrafts = collection === 'products' || collection === 'pages'
  return {
    // Before the write: the published address is the main row's (a draft lives in versions only).
    beforeChange: [
      async ({ data, operation, originalDoc, req }) => {
        if (operation !== 'update' || !originalDoc?.id) return data
        const path = await pathOfReference(
          req.payload,
          { relationTo: collection, value: originalDoc.id as Id },
          req,
        )
        if (!path) return data
        const oldSlug = path.split('/').pop() ?? ''
        const children =
          collection === 'categories'
            ? (await childrenOf(req, originalDoc.id as Id)).map((c) => ({
                ...c,
                path: publicPath('categories', c.slug, oldSlug),
              }))
            : []
        const saved = stash.get(req) ?? new Map<string, Before>()
        saved.set(stashKey(collection, originalDoc.id as Id), { path, children })
        stash.set(req, saved)
        return data
      },
    ],
    afterChange: [
      async ({ doc, req }) => {
        if (hasDrafts && doc._status !== 'published') return doc
        const id = doc.id as Id
        const path = await pathOfReference(req.payload, { relationTo: collection, value: id }, req)
        if (!path) return doc
        const key = stashKey(collection, id)
        const before = stash.get(req)?.get(key)
        stash.get(req)?.delete(key)
        const children = (before?.children ?? []).map((c) => ({
          ...c,
          newPath: publicPath('categories', c.slug, doc.slug as string),
        }))
        await req.payload.delete({
          collection: REDIRECTS,
          where: { from: { in: [path, ...children.map((c) => c.newPath)] } },
          overrideAccess: true,
          req,
        })
        if (before && before.path !== path)
          await upsertRedirect(req, before.path, { relationTo: collection, value: id })
        for (const child of children)
          if (child.path !== child.newPath)
            await upsertRedirect(req, child.path, { relationTo: 'categories', value: child.id })
        return doc
      },
    ],
  }
}
