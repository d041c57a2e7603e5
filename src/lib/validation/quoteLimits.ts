/** A quote list's limits (issue 31), apart from the schemas so that the browser list needs no zod. */
export const QUOTE_MAX_LINES = 100
export const QUOTE_MAX_QUANTITY = 99_999
