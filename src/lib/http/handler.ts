import { jsonError, MESSAGES } from './json'

type Handler<C> = (request: Request, context: C) => Promise<Response>

const UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|57P0[1-5]|0800[0-6]|55000|53300|53[12]00|3D000|not currently accepting connections|cannot begin transaction|LEAD_NOT_COMMITTED|cannot connect to Postgres|SQLITE_BUSY|SQLITE_CANTOPEN|database is locked|Connection terminated|connect ECONN|timeout exceeded when trying to connect|Client has encountered a connection error|too many clients/i

/**
 * Looks like the database, not the request, is at fault (connection refused, locked, gone; a
 * transaction that could not begin or commit: Payload rewraps those errors without their cause).
 * Drizzle wraps driver errors ("Failed query: ..."), and Payload may wrap again: the whole
 * `cause` chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 6; depth++) {
    const text =
      String((current as { code?: unknown }).code ?? '') +
      ' ' +
      String((current as Error).message ?? '')
    if (UNAVAILABLE.test(text)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Wraps a route handler so that a failure inside is logged and answered with a Turkish JSON error:
 * 503 when the database is unreachable (retrying later helps), 500 otherwise. Nothing a client
 * sends reaches this path: input errors are answered before.
 */
export function withErrors<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      console.error(`[api] ${request.method} ${new URL(request.url).pathname}:`, error)
      if (isDatabaseUnavailable(error)) {
        return jsonError(503, MESSAGES.unavailable, undefined)
      }
      return jsonError(500, MESSAGES.serverError)
    }
  }
}
