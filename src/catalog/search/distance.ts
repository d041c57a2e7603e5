// UTF-16 code units: exact for folded Turkish words (ASCII after `foldTurkish`).

/** Optimal-string-alignment form: for distance 1 it equals the unrestricted distance. */
export function damerauLevenshtein(a: string, b: string): number {
  if (a === b) return 0
  if (a.length === 0) return b.length
  if (b.length === 0) return a.length

  const width = b.length + 1
  // Three rolling rows: two rows back are needed for transpositions.
  let previous2 = new Array<number>(width).fill(0)
  let previous = Array.from({ length: width }, (_, j) => j)
  let current = new Array<number>(width).fill(0)

  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      )
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        best = Math.min(best, (previous2[j - 2] ?? 0) + 1)
      }
      current[j] = best
    }
    ;[previous2, previous, current] = [previous, current, previous2]
  }
  return previous[b.length] ?? 0
}

/** Linear and allocation-free: the hot path of typo matching. */
export function isWithinOneEdit(a: string, b: string): boolean {
  const lengthA = a.length
  const lengthB = b.length
  if (Math.abs(lengthA - lengthB) > 1) return false

  let start = 0
  const shorter = Math.min(lengthA, lengthB)
  while (start < shorter && a.charCodeAt(start) === b.charCodeAt(start)) start++
  if (start === shorter) return true // equal, or one extra trailing character

  let endA = lengthA - 1
  let endB = lengthB - 1
  while (endA >= start && endB >= start && a.charCodeAt(endA) === b.charCodeAt(endB)) {
    endA--
    endB--
  }
  // What differs is a[start..endA] against b[start..endB].
  const spanA = endA - start + 1
  const spanB = endB - start + 1
  if (spanA <= 1 && spanB <= 1) return true // one substitution, insertion or deletion
  return (
    spanA === 2 &&
    spanB === 2 &&
    a.charCodeAt(start) === b.charCodeAt(start + 1) &&
    a.charCodeAt(start + 1) === b.charCodeAt(start)
  )
}
