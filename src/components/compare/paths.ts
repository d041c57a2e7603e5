/** The compare page and its query: `urunler=a,b` names the products, `fark=1` hides equal rows. */
export const COMPARE_PATH = '/urunler/karsilastir'
export const COMPARE_PARAM = 'urunler'
export const COMPARE_DIFF_PARAM = 'fark'
/** Set after an addition refused without JavaScript: the list holds the most already. */
export const COMPARE_FULL_PARAM = 'dolu'
/** Without JavaScript: add one product (`urun`) to the list kept in a cookie, or remove it. */
export const COMPARE_ADD_PATH = '/urunler/karsilastir/ekle'
export const COMPARE_REMOVE_PATH = '/urunler/karsilastir/cikar'
export const COMPARE_ITEM_PARAM = 'urun'

function query(slugs: string[], options: { differences?: boolean; full?: boolean }): string {
  return [
    slugs.length ? `${COMPARE_PARAM}=${slugs.map(encodeURIComponent).join(',')}` : '',
    options.differences ? `${COMPARE_DIFF_PARAM}=1` : '',
    options.full ? `${COMPARE_FULL_PARAM}=1` : '',
  ]
    .filter(Boolean)
    .join('&')
}

export function compareHref(
  slugs: string[],
  options: { differences?: boolean; full?: boolean } = {},
): string {
  const q = query(slugs, options)
  return q ? `${COMPARE_PATH}?${q}` : COMPARE_PATH
}

export const compareAddHref = (slug: string) =>
  `${COMPARE_ADD_PATH}?${COMPARE_ITEM_PARAM}=${encodeURIComponent(slug)}`

/** Removes `slug` from the list shown (`slugs`), which becomes the cookie's list. */
export const compareRemoveHref = (slug: string, slugs: string[], differences: boolean) =>
  `${COMPARE_REMOVE_PATH}?${COMPARE_ITEM_PARAM}=${encodeURIComponent(slug)}&${query(slugs, { differences })}`
