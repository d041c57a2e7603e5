/**
 * A redirect to a path of this site as a relative `Location`: behind nginx the request's own URL
 * names the internal address (localhost:3000), not the public host. Anything but a plain site path
 * (`//host`, `/\host`, control characters) falls back to `/`.
 */
export function redirectToPath(
  path: string,
  status: 302 | 303 | 307,
  headers: Record<string, string> = {},
): Response {
  const base = 'http://site.invalid'
  let location = '/'
  if (path.startsWith('/') && !/[\\\u0000-\u001f\u007f]/.test(path)) {
    const url = new URL(path, base)
    if (url.origin === base && !url.pathname.startsWith('//'))
      location = `${url.pathname}${url.search}`
  }
  return new Response(null, { status, headers: { ...headers, Location: location } })
}
