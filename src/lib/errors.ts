import { APIError } from 'payload'

/**
 * An error and its causes, outermost first: Drizzle wraps driver errors ("Failed query: ..."), and
 * Payload may wrap again, so what went wrong is often a few `cause`s down.
 */
export function* causeChain(
  error: unknown,
  max = 6,
): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error
  for (let depth = 0; current && depth < max; depth++) {
    yield current as { code?: unknown; message?: unknown }
    current = (current as { cause?: unknown }).cause
  }
}

/**
 * A 400 whose Turkish message reaches the client. The name is set by hand: Payload answers with
 * the message only when the error has a name, and the production build minifies class names.
 */
export class RequestError extends APIError {
  constructor(message: string, data: Record<string, unknown> | null = null) {
    super(message, 400, data, true)
    this.name = 'RequestError'
  }
}
