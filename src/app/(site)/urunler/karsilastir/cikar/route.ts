import {
  COMPARE_DIFF_PARAM,
  COMPARE_ITEM_PARAM,
  COMPARE_PARAM,
  compareHref,
} from '@/components/compare/paths'
import { parseCompareSlugs } from '@/catalog/compare'
import { COMPARE_COOKIE, compareCookieValue, listCookie } from '@/catalog/listCookies'
import { withErrors } from '@/lib/http/handler'
import { seeOther } from '@/lib/http/seeOther'

/**
 * GET /urunler/karsilastir/cikar?urun=…&urunler=… — "Çıkar" on the compare page: the list shown,
 * less that product, becomes the list kept in the cookie.
 */
export const GET = withErrors(async (request: Request) => {
  const params = new URL(request.url).searchParams
  const removed = params.get(COMPARE_ITEM_PARAM)
  const slugs = parseCompareSlugs(params.get(COMPARE_PARAM)).filter((s) => s !== removed)
  const differences = params.get(COMPARE_DIFF_PARAM) === '1'
  return seeOther(compareHref(slugs, { differences }), [
    listCookie(COMPARE_COOKIE, compareCookieValue(slugs)),
  ])
})
