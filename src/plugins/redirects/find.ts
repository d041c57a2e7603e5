import 'server-only'

import { cachedRead } from '@/lib/cache'
import { getPayloadClient } from '@/lib/payload'

import { isRedirectablePath, keepQuery, normalizePath, sortedQuery } from './normalize'
import { findRedirects, targetOf } from './targets'

export interface RedirectAnswer {
  /** A site path or another site's URL, with the request's query. */
  url: string
  status: 301 | 302
}

/**
 * One entry per requested path, expired with the redirects and with the records a reference may
 * name (a slug change moves the target). Shared by every instance through the cache handler.
 */
const loadRedirect = cachedRead(
  'redirect',
  ['redirects', 'products', 'categories', 'brands', 'pages'],
  async (path: string): Promise<RedirectAnswer | null> => {
    const payload = await getPayloadClient()
    const [doc] = await findRedirects(payload, { from: { equals: path } }, undefined, 1)
    if (!doc) return null
    const url = await targetOf(payload, doc)
    if (!url || (url.startsWith('/') && normalizePath(url) === path)) return null
    return { url, status: doc.type === '302' ? 302 : 301 }
  },
)

/** The redirect for a requested path (`pathname` as in the URL, `search` its `?…`), or null. */
export async function findRedirect(
  pathname: string,
  search: string,
): Promise<RedirectAnswer | null> {
  const path = normalizePath(pathname)
  if (!path || !isRedirectablePath(path)) return null
  // An old address with its own query (`urun.php?id=42`) wins, and consumes the query.
  const query = search ? sortedQuery(search.slice(1)) : ''
  const exact = query ? await loadRedirect(`${path}?${query}`) : null
  if (exact) return exact
  const found = await loadRedirect(path)
  return found ? { ...found, url: keepQuery(found.url, search) } : null
}
