import { strictTransportSecurity } from '@/lib/security/headers'

/** JSON answers of the public API. Errors carry a Turkish `error` text, never a stack or raw DB error. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'application/json; charset=utf-8')
  const hsts = strictTransportSecurity()
  if (hsts) headers.set('Strict-Transport-Security', hsts)
  return new Response(JSON.stringify(data), { ...init, headers })
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
  tooManyRequests: 'Çok fazla istek gönderdiniz. Lütfen bir süre bekleyip tekrar deneyiniz.',
  limitInvalid: 'limit 1 ile 20 arasında bir tam sayı olmalıdır.',
} as const
