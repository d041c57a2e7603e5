import type { Payload, PayloadRequest } from 'payload'

import { type ColumnMapping, SheetError } from '@/backoffice/sheets'
import { idOf } from '@/lib/relations'

import type { MappingKind } from './SheetMappings'

type Pair = { from?: string | null; to?: string | null }

export const pairsToMapping = (pairs: Pair[] | null | undefined): ColumnMapping =>
  Object.fromEntries(
    (pairs ?? []).filter((p) => p.from?.trim()).map((p) => [p.from!.trim(), p.to?.trim() ?? '']),
  )

export const mappingToPairs = (mapping: ColumnMapping) =>
  Object.entries(mapping).map(([from, to]) => ({ from, to }))

/** A saved mapping by id or by name (the CLI's --mapping); a SheetError when there is none. */
export async function loadMapping(
  payload: Payload,
  kind: MappingKind,
  ref: { id?: number | string; name?: string },
  req?: PayloadRequest,
): Promise<ColumnMapping> {
  const { docs } = await payload.find({
    collection: 'sheet-mappings',
    where: ref.id !== undefined ? { id: { equals: ref.id } } : { name: { equals: ref.name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  if (!doc) throw new SheetError(`“${ref.name ?? ref.id}” adlı sütun eşleştirmesi bulunamadı.`)
  if (doc.kind !== kind)
    throw new SheetError(`“${doc.name}” eşleştirmesi başka bir tablo türü için kaydedilmiş.`)
  return pairsToMapping(doc.pairs)
}

/** Saves `mapping` under `name` (replacing that name's pairs); returns its id. */
export async function saveMapping(
  payload: Payload,
  kind: MappingKind,
  name: string,
  mapping: ColumnMapping,
  req?: PayloadRequest,
): Promise<number | string> {
  const data = { name: name.trim(), kind, pairs: mappingToPairs(mapping) }
  const { docs } = await payload.find({
    collection: 'sheet-mappings',
    where: { name: { equals: data.name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const existing = docs[0]
  if (existing) {
    await payload.update({ collection: 'sheet-mappings', id: existing.id, data, depth: 0, req })
    return existing.id
  }
  return (await payload.create({ collection: 'sheet-mappings', data, depth: 0, req })).id
}

/** An import's mapping: the saved one it names (populated or an id), this file's pairs over it. */
export async function importMapping(
  payload: Payload,
  kind: MappingKind,
  saved: unknown,
  pairs: Pair[] | null | undefined,
  req?: PayloadRequest,
): Promise<ColumnMapping> {
  const id = idOf(saved)
  return {
    ...(id !== null ? await loadMapping(payload, kind, { id }, req) : {}),
    ...pairsToMapping(pairs),
  }
}
