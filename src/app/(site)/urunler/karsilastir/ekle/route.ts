import { cookies } from 'next/headers'

import { COMPARE_ITEM_PARAM, compareHref } from '@/components/compare/paths'
import { getProductBySlug } from '@/catalog'
import { COMPARE_SLUG_PATTERN } from '@/catalog/compare'
import {
  addToCompare,
  COMPARE_COOKIE,
  compareCookieValue,
  listCookie,
  parseCompareCookie,
} from '@/catalog/listCookies'
import { withErrors } from '@/lib/http/handler'
import { seeOther } from '@/lib/http/seeOther'

/**
 * GET /urunler/karsilastir/ekle?urun=… — "Karşılaştır" without JavaScript: the product joins the
 * list kept in a cookie (at most four, as with JavaScript) and the compare page shows the list.
 */
export const GET = withErrors(async (request: Request) => {
  const slug = new URL(request.url).searchParams.get(COMPARE_ITEM_PARAM) ?? ''
  const jar = await cookies()
  const current = parseCompareCookie(jar.get(COMPARE_COOKIE)?.value)
  const known = COMPARE_SLUG_PATTERN.test(slug) && (await getProductBySlug(slug)) !== null
  if (!known) return seeOther(compareHref(current))
  const { slugs, full } = addToCompare(current, slug)
  if (full) return seeOther(compareHref(slugs, { full }))
  return seeOther(compareHref(slugs), [listCookie(COMPARE_COOKIE, compareCookieValue(slugs))])
})
