import 'server-only'

import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import { finished } from 'node:stream/promises'

import { Redis } from 'ioredis'

import { DEFAULT_LIMITS, type ImportSummary, SheetError } from '@/backoffice/sheets'
import { memoryNonceStore, type NonceStore, redisNonceStore } from '@/lib/cache/remoteExpire'
import { json } from '@/lib/http/json'
import { onePerProcess } from '@/lib/onePerProcess'
import { getPayloadClient } from '@/lib/payload'

import { importPriceSheet } from './importer'
import {
  feedHmac,
  freshTimestamp,
  MAX_SKEW_SECONDS,
  SIGNATURE_HEADER,
  signatureBytes,
  signatureMatches,
  TIMESTAMP_HEADER,
} from './signature'

/** The sheet machinery's own file limit (the same as the admin's import upload). */
export const MAX_FEED_BYTES = DEFAULT_LIMITS.maxBytes

export const FEED_CONTENT_TYPES = new Set([
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
])

export const FEED_MESSAGES = {
  unauthorized: 'İmza geçersiz, eksik ya da süresi geçmiş.',
  replayed: 'Bu imzalı istek daha önce kullanıldı; yeni bir zaman damgasıyla imzalayın.',
  contentType:
    'Desteklenmeyen içerik türü. Gövde text/csv ya da XLSX (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) olmalıdır.',
  tooLarge: `Dosya çok büyük (en çok ${MAX_FEED_BYTES / 1024 / 1024} MB).`,
  unreadable: 'İstek gövdesi okunamadı.',
  unavailable: 'İstek şu anda doğrulanamıyor; lütfen biraz sonra yeniden deneyin.',
  notFound: 'Bulunamadı.',
} as const

const NO_STORE = { 'Cache-Control': 'no-store' }
const refuse = (status: number, message: string) =>
  json({ error: message }, { status, headers: NO_STORE })

let lastLog = 0
const logStoreFailure = (error: Error) => {
  if (Date.now() - lastLog < 60_000) return
  lastLog = Date.now()
  console.error(
    '[fiyat-stok] Signatures cannot be remembered, feed requests refused:',
    error.message,
  )
}

// Fail fast, as src/lib/security/rateLimit.ts does.
const FAIL_FAST = { connectTimeout: 1000, commandTimeout: 1000, maxRetriesPerRequest: 1 }
/** A signature is fresh MAX_SKEW_SECONDS either side of its timestamp: remembered that long twice. */
const REMEMBER_MS = 2 * MAX_SKEW_SECONDS * 1000

/** The signatures already used, shared by every instance through Redis when REDIS_URL is set. */
function usedSignatures(): NonceStore {
  const url = process.env.REDIS_URL
  if (!url) return onePerProcess('priceFeedSignatures', () => memoryNonceStore(REMEMBER_MS))
  return onePerProcess(`priceFeedSignatures:${url}`, () =>
    redisNonceStore(
      new Redis(url, FAIL_FAST).on('error', logStoreFailure),
      `${process.env.CACHE_PREFIX || 'vitrin:cache'}:price-feed-signature:`,
      REMEMBER_MS,
    ),
  )
}

/** One feed at a time per process: two at once would only compete for the same rows. */
const queue = onePerProcess('priceFeedQueue', () => ({
  last: Promise.resolve() as Promise<unknown>,
}))
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.last.then(run, run)
  queue.last = next.catch(() => undefined)
  return next
}

/** Streams the body into `file` through the HMAC; false when it grows past `limit`. */
async function saveBody(
  request: Request,
  file: string,
  update: (chunk: Uint8Array) => void,
  limit: number,
): Promise<boolean> {
  const out = createWriteStream(file)
  let size = 0
  try {
    if (!request.body) return true
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength
      if (size > limit) return false
      update(chunk)
      if (!out.write(chunk)) await once(out, 'drain')
    }
    return true
  } finally {
    out.end()
    await finished(out).catch(() => undefined)
  }
}

/** The report an ERP job reads: counts, and every row that did not apply with its reason. */
export function feedReport(summary: ImportSummary) {
  return {
    dryRun: summary.dryRun,
    ok: summary.refused + summary.failed === 0,
    total: summary.total,
    updated: summary.updated,
    unchanged: summary.unchanged,
    refused: summary.refused,
    failed: summary.failed,
    rows: summary.results
      .filter((result) => result.action === 'refuse' || result.error)
      .map((result) => ({
        row: result.rowNumber,
        code: result.key,
        message: result.error ?? result.reason ?? '',
      })),
  }
}

/**
 * `POST /erp/fiyat-stok[?dry-run=1]`: the ERP's price-and-stock sheet as the body, signed with
 * PRICE_FEED_SECRET (src/dealers/priceFeed/signature.ts). Without the secret the route does not
 * exist. Answers the import's report as JSON.
 */
export async function receivePriceFeed(request: Request): Promise<Response> {
  const secret = process.env.PRICE_FEED_SECRET
  if (!secret) return refuse(404, FEED_MESSAGES.notFound)
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!FEED_CONTENT_TYPES.has(type)) return refuse(415, FEED_MESSAGES.contentType)
  const timestamp = freshTimestamp(request.headers.get(TIMESTAMP_HEADER))
  const given = signatureBytes(request.headers.get(SIGNATURE_HEADER))
  if (!timestamp || !given) return refuse(401, FEED_MESSAGES.unauthorized)
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_FEED_BYTES)
    return refuse(413, FEED_MESSAGES.tooLarge)

  const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrin-fiyat-stok-'))
  try {
    const file = path.join(dir, 'besleme')
    const hmac = feedHmac(secret, timestamp)
    let saved: boolean
    try {
      saved = await saveBody(request, file, (chunk) => hmac.update(chunk), MAX_FEED_BYTES)
    } catch {
      return refuse(400, FEED_MESSAGES.unreadable)
    }
    if (!saved) return refuse(413, FEED_MESSAGES.tooLarge)
    if (!signatureMatches(hmac.digest(), given)) return refuse(401, FEED_MESSAGES.unauthorized)
    let first: boolean
    try {
      first = await usedSignatures().claim(given.toString('hex'))
    } catch (error) {
      // Fail closed: a signature that cannot be remembered might be replayed.
      logStoreFailure(error as Error)
      return refuse(503, FEED_MESSAGES.unavailable)
    }
    if (!first) return refuse(401, FEED_MESSAGES.replayed)

    const dryRun = new URL(request.url).searchParams.get('dry-run') === '1'
    const payload = await getPayloadClient()
    try {
      const summary = await oneAtATime(() => importPriceSheet(payload, file, { dryRun }))
      return json(feedReport(summary), { headers: NO_STORE })
    } catch (error) {
      if (error instanceof SheetError) return refuse(422, error.message)
      throw error
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
