import { cookies } from 'next/headers'

import {
  QUOTE_ADDED_PARAM,
  QUOTE_FULL_PARAM,
  QUOTE_LIST_PATH,
  QUOTE_NOTE_PARAM,
  QUOTE_PASTE_PARAM,
  quotePasteHref,
} from '@/components/quote/paths'
import {
  addToQuote,
  listCookie,
  parseQuoteCookie,
  QUOTE_COOKIE,
  quoteCookieValue,
} from '@/catalog/listCookies'
import { MAX_PASTE_LENGTH, resolvePastedCodes } from '@/catalog/quotePaste'
import { withErrors } from '@/lib/http/handler'
import { seeOther } from '@/lib/http/seeOther'
import { MESSAGE_MAX_LENGTH } from '@/lib/validation/fields'

/**
 * GET /teklif-listesi/ekle?kodlar=… — without JavaScript, "Teklif listesine ekle" and the paste
 * box's "Eşleşen ürünleri listeye ekle" (and the project planner's list) add here to the list kept in a cookie. A paste naming
 * nothing goes back to the box with its lines explained.
 */
export const GET = withErrors(async (request: Request) => {
  const query = new URL(request.url).searchParams
  const text = (query.get(QUOTE_PASTE_PARAM) ?? '').slice(0, MAX_PASTE_LENGTH)
  // The project planner's summary goes on to the request form's message.
  const note = (query.get(QUOTE_NOTE_PARAM) ?? '').slice(0, MESSAGE_MAX_LENGTH)
  const resolved = text.trim() ? await resolvePastedCodes(text) : { lines: [] }
  const added = resolved.lines.flatMap(({ product, quantity }) =>
    product && quantity ? [{ id: String(product.id), quantity }] : [],
  )
  if (!added.length) return seeOther(text.trim() ? quotePasteHref([text]) : QUOTE_LIST_PATH)
  const jar = await cookies()
  const { lines, full } = addToQuote(parseQuoteCookie(jar.get(QUOTE_COOKIE)?.value), added)
  if (full) return seeOther(`${QUOTE_LIST_PATH}?${QUOTE_FULL_PARAM}=1`)
  const after = new URLSearchParams({ [QUOTE_ADDED_PARAM]: String(added.length) })
  if (note.trim()) after.set(QUOTE_NOTE_PARAM, note)
  return seeOther(`${QUOTE_LIST_PATH}?${after}`, [
    listCookie(QUOTE_COOKIE, quoteCookieValue(lines)),
  ])
})
