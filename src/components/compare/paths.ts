/** The compare page and its query: `urunler=a,b` names the products, `fark=1` hides equal rows. */
export const COMPARE_PATH = '/urunler/karsilastir'
export const COMPARE_PARAM = 'urunler'
export const COMPARE_DIFF_PARAM = 'fark'

export function compareHref(slugs: string[], options: { differences?: boolean } = {}): string {
  const query = [
    slugs.length ? `${COMPARE_PARAM}=${slugs.map(encodeURIComponent).join(',')}` : '',
    options.differences ? `${COMPARE_DIFF_PARAM}=1` : '',
  ]
    .filter(Boolean)
    .join('&')
  return query ? `${COMPARE_PATH}?${query}` : COMPARE_PATH
}
