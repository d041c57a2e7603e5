import { causeChain } from '@/lib/errors'
import { isDatabaseDown, suspectDatabase } from '@/lib/db/availability'

import { jsonError, MESSAGES } from './json'
import { unavailableResponse } from './unavailable'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Error codes of a database that is away: PostgreSQL's SQLSTATEs, SQLite's, the socket's. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53100',
  '53200',
  '53300',
  '55000',
  '57P01',
  '57P02',
  '57P03',
  '3D000',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'LEAD_NOT_COMMITTED',
])

/** Payload rewraps some errors without their code. */
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|SQLITE_BUSY|SQLITE_CANTOPEN|database is locked|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|too many clients|not currently accepting connections|terminating connection|cannot begin transaction|cannot connect to Postgres/i

/** Read without the query's parameters: a visitor's text must not decide the answer. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causeChain(error)) {
    if (UNAVAILABLE_CODES.has(String(code ?? ''))) return true
    if (UNAVAILABLE_MESSAGE.test(String(message ?? '').split('\nparams:')[0]!)) return true
  }
  return false
}

/** A failure is logged and answered in Turkish: 503 when the database is away, else 500. */
export function withErrors<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const { pathname } = new URL(request.url)
    // Like the pages (src/proxy.ts): while the database is away, 503 even for a cached answer.
    if (isDatabaseDown()) return unavailableResponse(pathname)
    try {
      return await handler(request, context)
    } catch (error) {
      // A refusal with its own Turkish text (a NUL in a slug, say): the client's fault, one line.
      const refused = error as { status?: number; isPublic?: boolean; message?: string }
      if (refused.isPublic && refused.status && refused.status < 500 && refused.message) {
        console.info(`[api] ${request.method} ${pathname}: ${refused.status} ${refused.message}`)
        return jsonError(refused.status, refused.message)
      }
      console.error(`[api] ${request.method} ${pathname}:`, error)
      if (isDatabaseUnavailable(error)) {
        suspectDatabase()
        return unavailableResponse(pathname)
      }
      return jsonError(500, MESSAGES.serverError)
    }
  }
}
