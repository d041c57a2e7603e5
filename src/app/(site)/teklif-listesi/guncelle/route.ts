import { cookies } from 'next/headers'

import { QUOTE_LIST_PATH } from '@/components/quote/paths'
import {
  listCookie,
  parseQuoteCookie,
  QUOTE_COOKIE,
  QUOTE_QUANTITY_FIELD,
  QUOTE_REMOVE_FIELD,
  quoteCookieValue,
} from '@/catalog/listCookies'
import { clampQuantity } from '@/catalog/quoteLines'
import { readFormBody } from '@/lib/http/body'
import { refuseCrossSite } from '@/lib/http/crossSite'
import { withErrors } from '@/lib/http/handler'
import { seeOther } from '@/lib/http/seeOther'

/**
 * POST /teklif-listesi/guncelle — without JavaScript, the list's form: new quantities
 * (`adet-<id>`), or one line removed (`kaldir=<id>`). Another site's form changes nothing.
 */
export const POST = withErrors(async (request: Request) => {
  const other = refuseCrossSite(request)
  if (other) return other
  const body = await readFormBody(request)
  if (!body.ok) return body.response
  const data = body.data
  const jar = await cookies()
  const removed = typeof data[QUOTE_REMOVE_FIELD] === 'string' ? data[QUOTE_REMOVE_FIELD] : null
  const lines = parseQuoteCookie(jar.get(QUOTE_COOKIE)?.value)
    .filter((line) => line.id !== removed)
    .map((line) => {
      const typed = data[`${QUOTE_QUANTITY_FIELD}${line.id}`]
      return typeof typed === 'string' && typed.trim()
        ? { ...line, quantity: clampQuantity(Number(typed.trim())) }
        : line
    })
  return seeOther(`${QUOTE_LIST_PATH}#liste`, [listCookie(QUOTE_COOKIE, quoteCookieValue(lines))])
})
