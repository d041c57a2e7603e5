/**
 * A form's answer without JavaScript: 303 to a page (a reload does not post again), with any
 * cookies the change sets; never cached.
 */
export function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}
