/** The search API's parameters (spec section 7), read by its route handlers. */
export const SEARCH_DEFAULT_LIMIT = 5
export const SEARCH_MAX_LIMIT = 20
/** Longer queries are cut here: no name or code is anywhere near it. */
export const SEARCH_MAX_QUERY_LENGTH = 200

/** `limit` of the query string (null when absent) as a number, or NaN when it is not valid. */
export function parseSearchLimit(raw: string | null): number {
  if (raw === null) return SEARCH_DEFAULT_LIMIT
  const limit = Number(raw)
  return Number.isInteger(limit) && limit >= 1 && limit <= SEARCH_MAX_LIMIT ? limit : Number.NaN
}
