// The signed-in dealer's company name as the hint cookie carries it (browser code only).

/** Must match DEALER_HINT_COOKIE (src/dealers/session.ts, server-only). */
const PREFIX = 'vitrin-bayi-var='

/** The company's name when a dealer is signed in in this browser, else null. */
export function dealerHint(): string | null {
  const part = document.cookie.split('; ').find((c) => c.startsWith(PREFIX))
  const value = part?.slice(PREFIX.length)
  if (!value) return null
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}
