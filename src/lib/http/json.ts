import { strictTransportSecurity } from '@/lib/security/headers'

import { etagOf, ifNoneMatchHas } from './etag'

function jsonHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init)
  headers.set('Content-Type', 'application/json; charset=utf-8')
  const hsts = strictTransportSecurity()
  if (hsts) headers.set('Strict-Transport-Security', hsts)
  return headers
}

/** JSON answers of the public API. Errors carry a Turkish `error` text, never a stack or raw DB error. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(data), { ...init, headers: jsonHeaders(init.headers) })
}

/**
 * Shared caches (the nginx micro-cache, a CDN) may keep a public GET answer a few seconds, then
 * serve it stale while they refetch. Browsers always revalidate, cheap with the ETag (a bodiless
 * 304); the app's own cached reads drop the moment the content changes (src/lib/cache).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=25'

/** A public, cacheable JSON answer to a GET: ETag, Cache-Control, and 304 when unchanged. */
export function publicJson(request: Request, data: unknown): Response {
  const body = JSON.stringify(data)
  const etag = etagOf(body)
  const headers: [string, string][] = [
    ['Cache-Control', PUBLIC_CACHE_CONTROL],
    ['ETag', etag],
  ]
  const hsts = strictTransportSecurity()
  if (hsts) headers.push(['Strict-Transport-Security', hsts])
  if (ifNoneMatchHas(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers })
  headers.push(['Content-Type', 'application/json; charset=utf-8'])
  return new Response(body, { status: 200, headers })
}

export function jsonError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
): Response {
  return json({ error, ...extra }, { status })
}

export const MESSAGES = {
  productNotFound: 'Ürün bulunamadı.',
  categoryNotFound: 'Kategori bulunamadı.',
  brandNotFound: 'Marka bulunamadı.',
  pageNotFound: 'Sayfa bulunamadı.',
  serverError: 'Sunucuda beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.',
  unavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyiniz.',
  unsupportedMediaType:
    'Desteklenmeyen içerik türü. İstek application/json veya application/x-www-form-urlencoded olmalıdır.',
  payloadTooLarge: 'İstek gövdesi çok büyük (en fazla 16 kB).',
  malformedJson: 'İstek gövdesi geçerli bir JSON nesnesi değil.',
  malformedBody: 'İstek gövdesi okunamadı.',
  validation: 'Lütfen formdaki hataları düzeltiniz.',
  limitInvalid: 'limit 1 ile 20 arasında bir tam sayı olmalıdır.',
} as const
