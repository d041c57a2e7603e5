import { MESSAGES } from './json'

/** Seconds a client is told to wait (Retry-After) while the database is away. */
export const RETRY_AFTER_SECONDS = 30

const PAGE = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Geçici olarak hizmet veremiyoruz</title><style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f5f6f8;color:#1d2433}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}</style></head><body><main><h1>Geçici olarak hizmet veremiyoruz</h1><p>Sistemimizde kısa süreli bir bakım ya da kesinti var. Lütfen birkaç dakika sonra yeniden deneyiniz.</p></main></body></html>`

const headers = (type: string) => ({
  'Content-Type': type,
  'Cache-Control': 'no-store',
  'Retry-After': String(RETRY_AFTER_SECONDS),
})

/** A 503 while the database is away: a short Turkish page for people, JSON for the APIs. */
export function unavailableResponse(pathname: string): Response {
  // The spec's API answers `{ error }`; Payload's REST answers `{ errors: [{ message }] }`.
  const body = pathname.startsWith('/api/')
    ? { error: MESSAGES.unavailable }
    : pathname.startsWith('/cms-api')
      ? { errors: [{ message: MESSAGES.unavailable }] }
      : null
  if (body)
    return new Response(JSON.stringify(body), {
      status: 503,
      headers: headers('application/json; charset=utf-8'),
    })
  return new Response(PAGE, {
    status: 503,
    headers: {
      ...headers('text/html; charset=utf-8'),
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  })
}
