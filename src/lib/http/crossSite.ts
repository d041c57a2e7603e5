import { jsonError } from './json'

/**
 * Another site's form must not change a visitor's state (sign-in, lists): refused when the
 * browser says the post is cross-site (Fetch Metadata); same-site and older browsers pass.
 */
export const refuseCrossSite = (request: Request): Response | null =>
  request.headers.get('sec-fetch-site') === 'cross-site'
    ? jsonError(403, 'Bu istek başka bir siteden geldiği için kabul edilmedi.')
    : null
