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
