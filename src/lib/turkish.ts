// The one place Turkish text is lowercased, folded and slugified: `.toLowerCase()` maps `I` to `i`
// instead of `ı` and leaves `İ` as `i̇` (i + combining dot).

const NON_ASCII = /[^\x00-\x7f]/
const DOTLESS_I = /ı/g
const COMBINING_MARKS = /\p{M}+/gu
const NON_ALPHANUMERIC_RUN = /[^a-z0-9]+/g
const NON_CODE_CHARS = /[^a-z0-9]/g
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u

/** Turkish lowercase: `I` → `ı`, `İ` → `i`. */
export function trLower(s: string): string {
  return s.toLocaleLowerCase('tr')
}

/** Folded to ASCII, `I` `İ` `ı` `i` all `i`: `'GEÇİŞ Kontrol'` → `'gecis kontrol'`. */
export function foldTurkish(s: string): string {
  // Fast path for ASCII (codes, most English words): `I` folds to `i` through `ı` anyway.
  if (!NON_ASCII.test(s)) return s.toLowerCase()
  // Decomposing turns ç ğ ö ş ü into c g o s u plus a combining mark; ı has no decomposition.
  return trLower(s)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(DOTLESS_I, 'i')
    .normalize('NFC')
}

/** URL slug: `slugify('İnsan Sayma / Ürün 2.0')` → `'insan-sayma-urun-2-0'`. */
export function slugify(s: string): string {
  return foldTurkish(s)
    .replace(NON_ALPHANUMERIC_RUN, '-')
    .replace(/^-+|-+$/g, '')
}

/** Codes compare without case, dashes, slashes, dots or spaces: `XK-2CD-IS` → `xk2cdis`. */
export function normalizeCode(s: string): string {
  return foldTurkish(s).replace(NON_CODE_CHARS, '')
}

/** Folded words, split on anything that is not a letter or a digit; empty words dropped. */
export function tokenize(s: string): string[] {
  return foldTurkish(s)
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0)
}
