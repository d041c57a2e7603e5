/** mulberry32: tiny, fast, seeded PRNG, so the same seed always yields the same catalogue. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Rng {
  next: () => number
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (p: number) => boolean
  sample: <T>(items: readonly T[], n: number) => T[]
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const pool = [...items]
    const out: T[] = []
    while (out.length < n && pool.length > 0) {
      out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T)
    }
    return out
  }
  return { next, int, pick, chance: (p) => next() < p, sample }
}

/** FNV-1a, for stable per-string seeds (image noise, related-product offsets). */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}
