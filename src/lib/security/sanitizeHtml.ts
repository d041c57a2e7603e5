/**
 * A small allow-list HTML sanitiser for rich text rendered from Lexical (product briefs,
 * descriptions, pages). Payload's converters already escape text and URLs; this is the second
 * line, so that no stored node (a future converter, a pasted link, a custom block) can ever put a
 * script, an event handler or a `javascript:` URL on a page. Only known tags and attributes pass;
 * everything is re-serialised, so the output is the sanitiser's own markup, never the input's.
 */

const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
])
const VOID_TAGS = new Set(['br', 'hr', 'img'])
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'frameset',
  'noembed',
  'xmp',
])

const GLOBAL_ATTRIBUTES = new Set(['class', 'style'])
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading']),
  li: new Set(['value', 'role', 'aria-checked']),
  ol: new Set(['start']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
}

const STYLE_RULES: Record<string, RegExp> = {
  'text-align': /^(?:left|right|center|justify|start|end)$/,
  'text-decoration': /^(?:underline|line-through|none)$/,
  'padding-inline-start': /^\d{1,3}(?:\.\d+)?(?:px|em|rem)$/,
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
}

/** Decodes character references, as a browser would before reading an attribute's URL. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole
  })
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * A link or image address that is safe to render: http(s), mailto and tel, or a relative
 * reference. Control characters and whitespace are removed first, as browsers ignore them inside
 * a scheme (`java\tscript:`).
 */
export function safeUrl(value: string, kind: 'href' | 'src'): string | null {
  const url = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (!url) return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (!scheme) return url.startsWith('//') ? null : url
  const allowed = kind === 'href' ? ['http', 'https', 'mailto', 'tel'] : ['http', 'https']
  return allowed.includes(scheme) ? url : null
}

function safeStyle(value: string): string | null {
  const kept: string[] = []
  for (const declaration of decodeEntities(value).split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const propertyValue = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase()
    if (STYLE_RULES[property]?.test(propertyValue)) kept.push(`${property}: ${propertyValue}`)
  }
  return kept.length ? kept.join('; ') + ';' : null
}

function safeAttribute(tag: string, name: string, raw: string): string | null {
  if (!GLOBAL_ATTRIBUTES.has(name) && !TAG_ATTRIBUTES[tag]?.has(name)) return null
  const value = decodeEntities(raw)
  switch (name) {
    case 'href':
      return safeUrl(value, 'href')
    case 'src':
      return safeUrl(value, 'src')
    case 'style':
      return safeStyle(value)
    case 'class':
      return /^[\w -]{0,200}$/.test(value) ? value : null
    case 'alt':
      return value.slice(0, 300)
    case 'target':
      return value === '_blank' ? value : null
    case 'rel':
      return /^[a-z ]{0,60}$/.test(value) ? value : null
    case 'role':
      return value === 'checkbox' ? value : null
    case 'aria-checked':
      return value === 'true' || value === 'false' ? value : null
    case 'loading':
      return value === 'lazy' || value === 'eager' ? value : null
    case 'scope':
      return /^(?:row|col|rowgroup|colgroup)$/.test(value) ? value : null
    default:
      // Numbers only: width, height, value, start, colspan, rowspan.
      return /^\d{1,6}$/.test(value) ? value : null
  }
}

const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** Text between tags: kept as text, with every `<`, `>` and stray `&` escaped. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

export function sanitizeHtml(html: string): string {
  let out = ''
  let i = 0
  let text = ''
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt < 0) {
      text += html.slice(i)
      break
    }
    text += html.slice(i, lt)
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      i = end < 0 ? html.length : end + 3
      continue
    }
    TAG.lastIndex = lt
    const match = TAG.exec(html)
    if (!match) {
      // A `<` that opens no tag (`a < b`, `<!doctype`, `<?x`): text.
      text += '<'
      i = lt + 1
      continue
    }
    out += escapeText(text)
    text = ''
    i = TAG.lastIndex
    const closing = match[1] === '/'
    const tag = match[2]!.toLowerCase()
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing) {
        const end = html.toLowerCase().indexOf(`</${tag}`, i)
        i = end < 0 ? html.length : html.indexOf('>', end) + 1 || html.length
      }
      continue
    }
    if (!ALLOWED_TAGS.has(tag)) continue
    if (closing) {
      if (!VOID_TAGS.has(tag)) out += `</${tag}>`
      continue
    }
    let attributes = ''
    const seen = new Set<string>()
    for (const attribute of match[3]!.matchAll(ATTRIBUTE)) {
      const name = attribute[1]!.toLowerCase()
      if (seen.has(name)) continue
      seen.add(name)
      const value = safeAttribute(tag, name, attribute[2] ?? attribute[3] ?? attribute[4] ?? '')
      if (value !== null) attributes += ` ${name}="${escapeHtml(value)}"`
    }
    if (tag === 'a' && attributes.includes(' target="_blank"') && !seen.has('rel')) {
      attributes += ' rel="noopener noreferrer"'
    }
    out += `<${tag}${attributes}>`
  }
  return out + escapeText(text)
}
