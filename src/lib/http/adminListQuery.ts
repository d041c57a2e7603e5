import type { PayloadRequest, Where } from 'payload'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The admin list's query (`where`, `search` over the `searchable` fields, `sort`) as a Payload
 * where, for the exports that download the list as staff filtered it.
 */
export function adminListQuery(
  req: PayloadRequest,
  searchable: string[],
  defaultSort: string,
): { where: Where; sort: string } {
  const and: Where[] = []
  const where = req.query?.where
  if (isRecord(where)) and.push(where as Where)
  const search = req.query?.search
  if (typeof search === 'string' && search.trim())
    and.push({ or: searchable.map((field) => ({ [field]: { like: search.trim() } })) })
  const sort = typeof req.query?.sort === 'string' && req.query.sort ? req.query.sort : defaultSort
  return { where: and.length ? { and } : {}, sort }
}
