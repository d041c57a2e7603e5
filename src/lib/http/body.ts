import { jsonError, MESSAGES } from './json'

/** Largest accepted form body (bytes). */
export const MAX_BODY_BYTES = 16 * 1024

export type ParsedBody =
  | { ok: true; kind: 'json' | 'form'; data: Record<string, unknown> }
  | { ok: false; response: Response }

export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
}

/**
 * Reads a form submission: JSON (the script-driven forms) or urlencoded (the same forms without
 * JavaScript). 415 for any other type, 413 over 16 kB, 400 for a body that is not a JSON object.
 */
export async function readFormBody(request: Request): Promise<ParsedBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const kind =
    type === 'application/json'
      ? 'json'
      : type === 'application/x-www-form-urlencoded'
        ? 'form'
        : null
  if (!kind) return { ok: false, response: jsonError(415, MESSAGES.unsupportedMediaType) }
  let text: string | null
  try {
    text = await readLimited(request, MAX_BODY_BYTES)
  } catch {
    return { ok: false, response: jsonError(400, MESSAGES.malformedBody) }
  }
  if (text === null) return { ok: false, response: jsonError(413, MESSAGES.payloadTooLarge) }
  if (kind === 'form') {
    const data: Record<string, unknown> = {}
    for (const [key, value] of new URLSearchParams(text)) if (!(key in data)) data[key] = value
    return { ok: true, kind, data }
  }
  try {
    const data: unknown = JSON.parse(text)
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      return { ok: false, response: jsonError(400, MESSAGES.malformedJson) }
    }
    return { ok: true, kind, data: data as Record<string, unknown> }
  } catch {
    return { ok: false, response: jsonError(400, MESSAGES.malformedJson) }
  }
}
