/** Quantity input rules (spec section 5, "Cart quantity input"). */

export const QUANTITY_MIN = 1
export const QUANTITY_STEP = 1
/** Holding a +/- control repeats after this delay ... */
export const HOLD_DELAY_MS = 300
/** ... every this many milliseconds. */
export const HOLD_INTERVAL_MS = 50

export type QuantityValue = number | ''

/** Typed text: empty stays empty while editing; non-numeric falls back to the minimum (or 0). */
export function parseQuantityInput(raw: string, min: number | null = QUANTITY_MIN): QuantityValue {
  if (raw.trim() === '') return ''
  const value = parseFloat(raw)
  if (Number.isNaN(value)) return min ?? 0
  const whole = Math.floor(value)
  return min !== null ? Math.max(min, whole) : whole
}

/** One step of a +/- control; an empty field counts as 0. */
export function stepQuantity(
  value: QuantityValue,
  direction: 1 | -1,
  step: number = QUANTITY_STEP,
  min: number | null = QUANTITY_MIN,
): number {
  const next = (value === '' ? 0 : value) + direction * step
  return min !== null ? Math.max(min, next) : next
}
