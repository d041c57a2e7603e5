// The checks of src/proxy.ts, pure so that they are unit-tested.

export const GUARD_MESSAGES = {
  crossSite: 'Başka bir siteden gönderilen oturumlu istek reddedildi.',
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
  hasSessionCookie: boolean
  siteUrl?: string
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
const QUERY_BODY_TYPES = new Set(['application/json', 'application/x-www-form-urlencoded'])
const FILE_ROUTE = /^\/cms-api\/(?:media|documents)\/file\/(.*)$/
/** Payload's migrations collection has no REST API: Payload answers it 501, which is a 404. */
const NO_REST = /^\/cms-api\/payload-migrations(?:\/|$)/
/** Control characters, path separators, a percent sign left after decoding, a parent step. */
const BAD_FILE_NAME = /[\u0000-\u001f\u007f/\\%]|^\.\.?$|\.\./

const originOf = (value: string | undefined): string | null => {
  try {
    return value ? new URL(value).origin : null
  } catch {
    return null
  }
}

// A cookie-authenticated write must come from SITE_URL or the request's own host (CSRF); without
// an Origin header, `Sec-Fetch-Site: cross-site` still refuses it.
function isCrossSite({ headers, siteUrl, url }: GuardInput): boolean {
  const origin = headers.get('origin')
  if (origin === null) return headers.get('sec-fetch-site') === 'cross-site'
  if (origin === 'null') return true
  const from = originOf(origin)
  if (!from) return true
  if (from === originOf(siteUrl)) return false
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? url.host)
    .split(',')[0]!
    .trim()
    .toLowerCase()
  return new URL(from).host !== host
}

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

function overriddenQuery(type: string, body: string): URLSearchParams | null {
  if (type === 'application/x-www-form-urlencoded') return new URLSearchParams(body)
  const json = parseJsonObject(body)
  if (!json) return null
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(json))
    if (typeof value === 'string') query.set(key, value)
  return query
}

/** Payload parses a string `where` or `data` as JSON and fails with a 500 if it is not. */
function queryRefusal(query: URLSearchParams): Refusal | null {
  for (const name of ['where', 'data']) {
    const value = query.get(name)
    if (value && !parseJsonObject(value)) return { status: 400, message: GUARD_MESSAGES.query }
  }
  return null
}

export function refuseRequest(input: GuardInput): Refusal | null {
  const { method, url, headers } = input
  if (url.pathname === '/_next/image') return imageRefusal(url)
  if (NO_REST.test(url.pathname)) return { status: 404, message: GUARD_MESSAGES.notFound }
  if (UNSAFE.has(method)) {
    if (input.hasSessionCookie && !headers.has('authorization') && isCrossSite(input))
      return { status: 403, message: GUARD_MESSAGES.crossSite }
    const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    const tooLarge = sizeRefusal(headers, type)
    if (tooLarge) return tooLarge
    if (isOverriddenRead(method, headers) && hasBody(headers)) {
      const query = QUERY_BODY_TYPES.has(type) ? overriddenQuery(type, input.body ?? '') : null
      if (!query) return { status: 400, message: GUARD_MESSAGES.query }
      const refused = queryRefusal(query)
      if (refused) return refused
    } else if (hasBody(headers) && !BODY_TYPES.has(type))
      return { status: 415, message: GUARD_MESSAGES.contentType }
  }
  const refused = queryRefusal(url.searchParams)
  if (refused) return refused
  const file = FILE_ROUTE.exec(url.pathname)
  if (file) {
    let name: string
    try {
      name = decodeURIComponent(file[1]!)
    } catch {
      return { status: 400, message: GUARD_MESSAGES.fileName }
    }
    if (BAD_FILE_NAME.test(name)) return { status: 400, message: GUARD_MESSAGES.fileName }
  }
  return null
}
