import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { pageCache, PAGE_TAG } from '@/lib/cache'
import { payloadSecret } from '@/lib/env'
import { cspNonce } from '@/lib/security/headers'
import { deriveFormKey, signFormToken } from '@/lib/security/token'

import { etagOf, ifNoneMatchHas } from './etag'
import { onEveryRequest, pathnameOf } from './requestHook'

/**
 * The rendered-page cache of this process, in front of Next's request handler.
 *
 * Public catalogue pages are rendered per request because each carries its own CSP nonce and a
 * freshly signed form token (`_ts`, the form's render time). Rendering is a few milliseconds;
 * serving the same bytes again is a few microseconds. So the first anonymous GET of a page is
 * rendered by Next and its HTML kept (tagged `page`, dropped on any catalogue change, see
 * src/lib/cache); later ones are answered from memory with a new nonce and new form tokens put in
 * place of the old ones — in the body and the headers — so that no two answers share a nonce and
 * the fill-time check stays as strict as for a rendered page. Both values are long random-looking
 * strings (a base64 UUID; `{13 digits}.{43 base64url}`), so replacing every occurrence is exact.
 *
 * Not cached: anything but GET; requests with cookies (staff sessions, draft mode, form flash
 * messages) or Authorization; Next's client navigations (RSC); the APIs, admin and files; any
 * answer that is not a 200 HTML page or that sets a cookie. `PAGE_CACHE=0` turns it off.
 *
 * A browser that revalidates (If-None-Match with the page's ETag) gets a 304 without a body and
 * without a CSP header, so it keeps the page and the policy it already holds, which match.
 */

/** Paths of the public site whose pages may be kept (the demo area is prerendered by Next). */
const CACHEABLE_PATH =
  /^\/(?:$|urunler(?:\/|$)|markalarimiz(?:\/|$)|hakkimizda$|insan-kaynaklari$|kurumsal\/|iletisim$|bayilik-basvurusu$|arama$)/

/** Next's own request headers of a client navigation or prefetch: answered with RSC, not HTML. */
const NEXT_INTERNAL_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'purpose',
]

/** A page bigger than this is served but not kept. */
const MAX_PAGE_BYTES = 1024 * 1024

const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/=_-]{16,})'/
const FORM_TOKEN = /\b\d{13}\.[A-Za-z0-9_-]{43}\b/g

/** Response headers never replayed: per-connection, per-response, or recomputed here. */
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
  'set-cookie',
  'etag',
  'cache-control',
  'x-vitrin-cache',
])

export const PAGE_CACHE_CONTROL = 'private, no-cache'

/** What a hit needs of a kept page's body (see KeptPage.prepared). */
interface PreparedBody {
  /**
   * The body in UTF-8, cut at every occurrence of the nonce and the form tokens: `parts[0]`, the
   * value of `slots[0]`, `parts[1]`, … A hit then joins bytes instead of searching and re-encoding
   * the whole page per value (measured on the 165 kB home page: see bench notes).
   */
  parts: Buffer[]
  /** Which value goes between two parts: 0 the nonce, k the k-th form token. */
  slots: number[]
  tokens: string[]
  etag: string
}

/**
 * A rendered page as kept: its replayable headers and nonce at once, its body cut and hashed on
 * the first hit. Preparing costs ~1.4 ms of CPU on a 100 kB product page (decoding the bytes,
 * finding the form tokens, cutting, hashing the ETag), about 5 % of the render it follows; most
 * product pages of a large catalogue are rendered once in a while and never asked for again
 * before the next catalogue change drops them, so that work waits until a hit needs it.
 */
export class KeptPage {
  readonly headers: [string, string | string[]][]
  readonly nonce: string
  #body: Buffer | string | null
  #prepared: PreparedBody | null = null

  constructor(body: Buffer | string, headers: [string, string | string[]][], nonce: string) {
    this.#body = body
    this.headers = headers
    this.nonce = nonce
  }

  get prepared(): PreparedBody {
    if (!this.#prepared) {
      const raw = this.#body ?? ''
      const body = typeof raw === 'string' ? raw : raw.toString('utf8')
      const tokens = [...new Set(body.match(FORM_TOKEN) ?? [])]
      this.#prepared = {
        ...cutAt(body, [this.nonce, ...tokens]),
        tokens,
        // Weak: the bytes differ from answer to answer (nonce, form token), the page does not.
        etag: etagOf(body, true),
      }
      this.#body = null
    }
    return this.#prepared
  }

  get etag(): string {
    return this.prepared.etag
  }

  get tokens(): string[] {
    return this.prepared.tokens
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Cuts `body` at every occurrence of one of `values` (see PreparedBody). */
function cutAt(body: string, values: readonly string[]): Pick<PreparedBody, 'parts' | 'slots'> {
  const parts: Buffer[] = []
  const slots: number[] = []
  let from = 0
  for (const match of body.matchAll(new RegExp(values.map(escapeRegExp).join('|'), 'g'))) {
    parts.push(Buffer.from(body.slice(from, match.index)))
    slots.push(values.indexOf(match[0]))
    from = match.index + match[0].length
  }
  parts.push(Buffer.from(body.slice(from)))
  return { parts, slots }
}

export function pageCacheEnabled(value = process.env.PAGE_CACHE): boolean {
  return value !== '0' && value !== 'off' && value !== 'false'
}

/** The key a request's page is kept under, or null when it must go to Next. */
export function pageCacheKey(request: IncomingMessage): string | null {
  if (request.method !== 'GET') return null
  const url = request.url ?? ''
  if (!CACHEABLE_PATH.test(pathnameOf(url))) return null
  if (url.includes('_rsc=')) return null
  const h = request.headers
  if (h.cookie || h.authorization) return null
  if (NEXT_INTERNAL_HEADERS.some((name) => h[name] !== undefined)) return null
  return `${h.host ?? ''}${url}`
}

let formKey: Buffer | null = null

/** As createFormToken() of src/lib/security/formToken.ts (that module is for React code only). */
function createFormToken(): string {
  formKey ??= deriveFormKey(payloadSecret())
  return signFormToken(formKey, Date.now())
}

function replaceAll(text: string, pairs: [string, string][]): string {
  let out = text
  for (const [from, to] of pairs) out = out.split(from).join(to)
  return out
}

export function acceptsGzip(request: IncomingMessage): boolean {
  const value = request.headers['accept-encoding']
  return typeof value === 'string' && /\bgzip\b/.test(value)
}

/** What is kept of a rendered page: replayable headers and nonce, the body prepared on a hit. */
export function keptPage(
  body: string | Buffer,
  headers: [string, string | string[]][],
  nonce: string,
): KeptPage {
  return new KeptPage(body, headers, nonce)
}

/** Answers from a kept page: new nonce and form tokens, or a 304. */
export function servePage(
  request: IncomingMessage,
  response: ServerResponse,
  page: KeptPage,
  compress: boolean,
): void {
  const body = page.prepared
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatchHas(typeof ifNoneMatch === 'string' ? ifNoneMatch : null, body.etag)) {
    response.writeHead(304, {
      ETag: body.etag,
      'Cache-Control': PAGE_CACHE_CONTROL,
      'X-Vitrin-Cache': 'hit',
    })
    response.end()
    return
  }
  const nonce = cspNonce()
  const pairs: [string, string][] = [[page.nonce, nonce]]
  for (const token of body.tokens) pairs.push([token, createFormToken()])
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of page.headers) {
    headers[name] = Array.isArray(value)
      ? value.map((v) => replaceAll(v, pairs))
      : replaceAll(value, pairs)
  }
  headers['cache-control'] = PAGE_CACHE_CONTROL
  headers.etag = body.etag
  headers['x-vitrin-cache'] = 'hit'
  const values = pairs.map(([, to]) => Buffer.from(to))
  let pieces: Buffer[] = []
  body.parts.forEach((part, i) => {
    pieces.push(part)
    if (i < body.slots.length) pieces.push(values[body.slots[i]!]!)
  })
  if (compress && acceptsGzip(request)) {
    pieces = [gzipSync(Buffer.concat(pieces), { level: 6 })]
    headers['content-encoding'] = 'gzip'
  }
  headers['content-length'] = String(pieces.reduce((n, piece) => n + piece.length, 0))
  response.writeHead(200, headers)
  // The kept parts go out as they are, in one writev (end() uncorks), instead of being copied into
  // a new buffer of the page's size for every answer. On Node 24 those 50–160 kB allocations kept
  // the garbage collector busy: 22 % of the CPU time in a profile of brand-page hits, and a hit
  // cost 0.4–0.8 ms of CPU in the bench where it now costs 0.12–0.27 (0.12–0.15 on Node 20).
  response.cork()
  for (const piece of pieces) response.write(piece)
  response.end()
}

/**
 * Lets Next render the page and keeps a copy of what it sent. Compression is switched off for
 * this request (it is applied when the copy is served, or by the reverse proxy).
 */
function captureRender(key: string, request: IncomingMessage, response: ServerResponse): void {
  delete request.headers['accept-encoding']
  const epoch = pageCache.epoch
  const chunks: Buffer[] = []
  let size = 0
  const extraHeaders: [string, string | string[]][] = []
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(
            String(chunk),
            typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          )
    size += buffer.length
    if (size <= MAX_PAGE_BYTES) chunks.push(buffer)
  }

  const { write, end, writeHead } = response
  response.writeHead = function patchedWriteHead(this: ServerResponse, ...args: unknown[]) {
    const last = args[args.length - 1]
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      for (const [name, value] of Object.entries(last as OutgoingHttpHeaders)) {
        if (value !== undefined) extraHeaders.push([name.toLowerCase(), value as string | string[]])
      }
    }
    return Reflect.apply(writeHead, this, args) as ServerResponse
  } as ServerResponse['writeHead']
  response.write = function patchedWrite(this: ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1])
    return Reflect.apply(write, this, args) as boolean
  } as ServerResponse['write']
  response.end = function patchedEnd(this: ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1])
    const result = Reflect.apply(end, this, args) as ServerResponse
    keep()
    return result
  } as ServerResponse['end']

  const keep = () => {
    if (response.statusCode !== 200 || size > MAX_PAGE_BYTES) return
    const all = new Map<string, string | string[]>()
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value !== undefined)
        all.set(name.toLowerCase(), Array.isArray(value) ? value : String(value))
    }
    for (const [name, value] of extraHeaders) all.set(name, value)
    const type = String(all.get('content-type') ?? '')
    if (!type.startsWith('text/html') || all.has('set-cookie') || all.has('content-encoding'))
      return
    const nonce = NONCE_IN_CSP.exec(String(all.get('content-security-policy') ?? ''))?.[1]
    if (!nonce) return
    const page = keptPage(
      // Copied now: the chunks are the writer's buffers, read again only on a later hit.
      Buffer.concat(chunks),
      [...all].filter(([name]) => !DROPPED_HEADERS.has(name)),
      nonce,
    )
    pageCache.setIfCurrent(key, page, [PAGE_TAG], epoch)
  }
}

let installed = false

/** Installs the page cache on every Node HTTP server of this process (./requestHook). */
export function installPageCache(
  httpServer: { prototype: Server },
  { compress = process.env.NEXT_COMPRESS !== '0' }: { compress?: boolean } = {},
): void {
  if (installed || !pageCacheEnabled()) return
  installed = true
  onEveryRequest(httpServer, (request, response) => {
    const key = pageCacheKey(request)
    if (!key) return false
    const hit = pageCache.get(key)
    if (hit) {
      servePage(request, response, hit.value as KeptPage, compress)
      return true
    }
    captureRender(key, request, response)
    response.setHeader('X-Vitrin-Cache', 'miss')
    return false
  })
}
