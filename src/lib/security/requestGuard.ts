// The checks of src/proxy.ts, pure so that they are unit-tested: only what Payload and Next lack
// (local image URLs, body sizes and types, a readable method-override body, storable file names).
// Cross-site staff writes are Payload's `csrf` list (SITE_URL, required in production).

export const GUARD_MESSAGES = {
  contentType:
    'Desteklenmeyen içerik türü. İstek application/json veya multipart/form-data olmalıdır.',
  query: 'Geçersiz sorgu: where parametresi okunamadı.',
  fileName: 'Geçersiz dosya adı.',
  imageUrl: 'Geçersiz görsel adresi.',
  path: 'Geçersiz adres.',
  notFound: 'Bulunamadı.',
  tooLarge: 'Dosya çok büyük: en çok 20 MB yüklenebilir.',
  lengthRequired: 'Yükleme isteği boyutunu (Content-Length) bildirmeli.',
} as const

/** Payload's `upload.limits.fileSize`. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024

export interface GuardInput {
  method: string
  url: URL
  headers: Headers
  /** The body of a read sent as a POST (see METHOD_OVERRIDE), which Payload takes as the query. */
  body?: string
}

/** Payload's admin sends long reads as a POST with this header set to GET, the query as body. */
export const METHOD_OVERRIDE = 'x-payload-http-method-override'

export function isOverriddenRead(method: string, headers: Headers): boolean {
  return method === 'POST' && headers.get(METHOD_OVERRIDE)?.toUpperCase() === 'GET'
}

export interface Refusal {
  status: number
  message: string
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const BODY_TYPES = new Set(['application/json', 'multipart/form-data'])
const FILE_ROUTE = /^\/cms-api\/(?:media|documents)\/file\/(.*)$/
/** Payload's migrations collection has no REST API: Payload answers it 501, which is a 404. */
const NO_REST = /^\/cms-api\/payload-migrations(?:\/|$)/

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length')
  return (length !== null && length !== '0') || headers.has('transfer-encoding')
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** A control character, raw or percent-encoded (NUL reaches the database and fails there). */
const CONTROL = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i

function decodedFully(text: string): string | null {
  let s = text
  for (let round = 0; round < 3 && s.includes('%'); round++) {
    try {
      s = decodeURIComponent(s)
    } catch {
      return null
    }
  }
  return s
}

/** A page path Next or the database would fail on: control characters, undecodable escapes. */
export function refusePath(pathname: string): Refusal | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { status: 400, message: GUARD_MESSAGES.path }
  }
  return CONTROL.test(pathname) || CONTROL.test(decoded)
    ? { status: 400, message: GUARD_MESSAGES.path }
    : null
}

function imageRefusal(url: URL): Refusal | null {
  const source = url.searchParams.get('url') ?? ''
  // Next serves local images only here: a path of this site, never another host, nor a step up
  // once Next has decoded it again.
  const decoded = decodedFully(source)
  const safe =
    decoded !== null &&
    source.startsWith('/') &&
    !decoded.startsWith('//') &&
    !/[\\]/.test(decoded) &&
    !CONTROL.test(decoded) &&
    !decoded.split(/[/?#]/).includes('..')
  return safe ? null : { status: 400, message: GUARD_MESSAGES.imageUrl }
}

// Next's proxy passes on a body cut at `proxyClientMaxBodySize`, which Payload's form parser
// answers with a 500: a body over the upload limit is refused here first.
function sizeRefusal(headers: Headers, type: string): Refusal | null {
  const length = headers.get('content-length')
  if (length === null)
    return type === 'multipart/form-data' && headers.has('transfer-encoding')
      ? { status: 411, message: GUARD_MESSAGES.lengthRequired }
      : null
  return Number(length) > MAX_UPLOAD_BODY_BYTES
    ? { status: 413, message: GUARD_MESSAGES.tooLarge }
    : null
}

// Payload reads a JSON method-override body before its error handling: unreadable, it is a 500.
// ...and takes a JSON body's `where` as it is: a string there is silently ignored (all rows).
function readableOverride(type: string, body: string): boolean {
  if (type === 'application/x-www-form-urlencoded') return true
  const json = type === 'application/json' ? parseJsonObject(body) : null
  if (!json) return false
  const where = json.where
  return (
    where === undefined || (typeof where === 'string' ? parseJsonObject(where) : where) !== null
  )
}

export function refuseRequest(input: GuardInput): Refusal | null {
  const { method, url, headers } = input
  if (url.pathname === '/_next/image') return imageRefusal(url)
  if (NO_REST.test(url.pathname)) return { status: 404, message: GUARD_MESSAGES.notFound }
  if (UNSAFE.has(method)) {
    const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    const tooLarge = sizeRefusal(headers, type)
    if (tooLarge) return tooLarge
    if (isOverriddenRead(method, headers) && hasBody(headers)) {
      if (!readableOverride(type, input.body ?? ''))
        return { status: 400, message: GUARD_MESSAGES.query }
    } else if (hasBody(headers) && !BODY_TYPES.has(type))
      return { status: 415, message: GUARD_MESSAGES.contentType }
  }
  // Payload looks a file name up with its database adapter directly, past the REST hooks (a NUL
  // would reach PostgreSQL), and answers a name still encoded after decoding with a 500. It
  // refuses path steps itself.
  const file = FILE_ROUTE.exec(url.pathname)
  if (file) {
    let name: string
    try {
      name = decodeURIComponent(file[1]!)
    } catch {
      return { status: 400, message: GUARD_MESSAGES.fileName }
    }
    if (CONTROL.test(name) || name.includes('%'))
      return { status: 400, message: GUARD_MESSAGES.fileName }
  }
  return null
}
