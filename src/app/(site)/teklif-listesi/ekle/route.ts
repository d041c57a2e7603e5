import { cookies } from 'next/headers'

import {
  QUOTE_ADDED_PARAM,
  QUOTE_FULL_PARAM,
  QUOTE_LIST_PATH,
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

/**
 * GET /teklif-listesi/ekle?kodlar=… — without JavaScript, "Teklif listesine ekle" and the paste
 * box's "Eşleşen ürünleri listeye ekle" add here to the list kept in a cookie. A paste naming
 * nothing goes back to the box with its lines explained.
 */
export const GET = withErrors(async (request: Request) => {
  const text = (new URL(request.url).searchParams.get(QUOTE_PASTE_PARAM) ?? '').slice(
    0,
    MAX_PASTE_LENGTH,
  )
  const resolved = text.trim() ? await resolvePastedCodes(text) : { lines: [] }
  const added = resolved.lines.flatMap(({ product, quantity }) =>
    product && quantity ? [{ id: String(product.id), quantity }] : [],
  )
  if (!added.length) return seeOther(text.trim() ? quotePasteHref([text]) : QUOTE_LIST_PATH)
  const jar = await cookies()
  const { lines, full } = addToQuote(parseQuoteCookie(jar.get(QUOTE_COOKIE)?.value), added)
  if (full) return seeOther(`${QUOTE_LIST_PATH}?${QUOTE_FULL_PARAM}=1`)
  return seeOther(`${QUOTE_LIST_PATH}?${QUOTE_ADDED_PARAM}=${added.length}`, [
    listCookie(QUOTE_COOKIE, quoteCookieValue(lines)),
  ])
})
