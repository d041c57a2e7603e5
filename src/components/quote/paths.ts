/** The quote list page, and its paste box's query parameter (one code a line, `KOD x ADET`). */
export const QUOTE_LIST_PATH = '/teklif-listesi'
export const QUOTE_PASTE_PARAM = 'kodlar'
/** Without JavaScript: add pasted codes to the list kept in a cookie, or change its quantities. */
export const QUOTE_ADD_PATH = '/teklif-listesi/ekle'
export const QUOTE_UPDATE_PATH = '/teklif-listesi/guncelle'
/** What the list page says after an addition without JavaScript: `eklendi=N`, or `dolu=1`. */
export const QUOTE_ADDED_PARAM = 'eklendi'
export const QUOTE_FULL_PARAM = 'dolu'
/** A note for the request's message (the project planner's summary). */
export const QUOTE_NOTE_PARAM = 'not'

const withCodes = (path: string, lines: string[]) =>
  `${path}?${new URLSearchParams({ [QUOTE_PASTE_PARAM]: lines.join('\n') })}`

export const quotePasteHref = (lines: string[]) => withCodes(QUOTE_LIST_PATH, lines)
export const quoteAddHref = (lines: string[]) => withCodes(QUOTE_ADD_PATH, lines)
