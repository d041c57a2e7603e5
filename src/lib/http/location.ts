/** Backslashes and ASCII control characters: browsers read `\` as `/` and drop tabs and newlines. */
const HOSTILE_CHARACTERS = /[\\\x00-\x1f\x7f]/

/** `s` and each layer of its percent-decoding (bytewise, so a stray '%' never throws). */
export function decodedLayers(s: string): string[] {
  const layers = [s]
  for (let i = 0; i < 4; i++) {
    const next = layers[i]!.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
    if (next === layers[i]) break
    layers.push(next)
  }
  return layers
}

export const hasHostileCharacters = (s: string) =>
  decodedLayers(s).some((layer) => HOSTILE_CHARACTERS.test(layer))

/** Safe as a Location: one leading '/' in every decoding, no hostile character, same origin. */
export function isSafeSitePath(target: string): boolean {
  if (!target.startsWith('/') || hasHostileCharacters(target)) return false
  const path = target.replace(/[?#].*$/s, '')
  if (decodedLayers(path).some((layer) => layer.startsWith('//'))) return false
  try {
    return new URL(target, 'http://site.invalid').origin === 'http://site.invalid'
  } catch {
    return false
  }
}

/**
 * A redirect to a path of this site as a relative `Location`: behind nginx the request's own URL
 * names the internal address (localhost:3000), not the public host. Anything but a plain site path
 * (`//host`, `/\host`, control characters) falls back to `/`.
 */
export function redirectToPath(
  path: string,
  status: 302 | 303 | 307,
  headers: Record<string, string> = {},
): Response {
  const url = new URL(isSafeSitePath(path) ? path : '/', 'http://site.invalid')
  return new Response(null, {
    status,
    headers: { ...headers, Location: `${url.pathname}${url.search}` },
  })
}
