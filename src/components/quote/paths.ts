/** The quote list page, and its paste box's query parameter (one code a line, `KOD x ADET`). */
export const QUOTE_LIST_PATH = '/teklif-listesi'
export const QUOTE_PASTE_PARAM = 'kodlar'

export const quotePasteHref = (lines: string[]) =>
  `${QUOTE_LIST_PATH}?${new URLSearchParams({ [QUOTE_PASTE_PARAM]: lines.join('\n') })}`
