import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from '@/lib/validation/quoteLimits'

// No React and no server imports: the browser's list (components/quote/store) and the no-JavaScript list kept
// in a cookie (./listCookies) add and clamp the same way.

export const clampQuantity = (value: number) =>
  Math.min(QUOTE_MAX_QUANTITY, Math.max(1, Math.trunc(Number.isFinite(value) ? value : 1)))

/** Adds lines (a quantity is added to a line already there); `full` when one did not fit. */
export function mergeQuoteLines<T extends { quantity: number }>(
  lines: readonly T[],
  added: readonly T[],
  keyOf: (line: T) => string,
): { lines: T[]; full: boolean } {
  const out = [...lines]
  for (const line of added) {
    const at = out.findIndex((l) => keyOf(l) === keyOf(line))
    if (at >= 0) {
      out[at] = { ...out[at]!, quantity: clampQuantity(out[at]!.quantity + line.quantity) }
    } else if (out.length < QUOTE_MAX_LINES) {
      out.push({ ...line, quantity: clampQuantity(line.quantity) })
    } else return { lines: out, full: true }
  }
  return { lines: out, full: false }
}
