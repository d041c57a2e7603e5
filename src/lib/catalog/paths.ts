import { getBrandRow } from './brands'
import { resolveCategoryPath } from './categories'
import { getPageBySlug } from './pages'
import { getProductBySlug } from './products'

/**
 * Whether a catalogue page's path names a published record (other paths: true). The proxy answers
 * the rest with the not-found page itself, since Next's notFound() in a dynamic page sends a body
 * without its HTML (vercel/next.js#62228, docs/decisions/0009-not-found.md).
 */
export async function isKnownPath(pathname: string): Promise<boolean> {
  let s: string[]
  try {
    s = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return false
  }
  if (s[0] === 'urunler' && s[1] === 'urun' && s.length === 3)
    return !!(await getProductBySlug(s[2]!))
  if (s[0] === 'urunler' && (s.length === 2 || s.length === 3))
    return !!(await resolveCategoryPath(s.slice(1)))
  if (s[0] === 'markalarimiz' && s.length === 2) return !!(await getBrandRow(s[1]!))
  if ((s[0] === 'kurumsal' && s.length === 2) || (s[0] === 'hakkimizda' && s.length === 1))
    return !!(await getPageBySlug(s[1] ?? 'hakkimizda'))
  return true
}
