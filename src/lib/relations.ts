/** A relationship value as Payload returns it: an id, or the populated document. */
export type Id = number | string

/** A populated relation as an object, or null when it is an id or empty. */
export const rel = <T extends object>(value: unknown): T | null =>
  value && typeof value === 'object' ? (value as T) : null

/** The id of a relation, populated or not; null when empty or not an id. */
export const idOf = (value: unknown): Id | null => {
  const id = rel<{ id?: unknown }>(value)?.id ?? value
  return typeof id === 'number' || typeof id === 'string' ? id : null
}
