/**
 * Allow-list sanitiser for rich text rendered from Lexical, behind Payload's own escaping: the
 * maintained sanitize-html (a real HTML parser, full entity decoding, balanced output), configured.
 */
import sanitize from 'sanitize-html'

/** Attributes that pass only with these values (tested after entity decoding). */
const VALUES: Record<string, RegExp> = {
  class: /^[\w -]{1,200}$/,
  rel: /^[a-z ]{1,60}$/,
  target: /^_blank$/,
  role: /^checkbox$/,
  'aria-checked': /^(?:true|false)$/,
  loading: /^(?:lazy|eager)$/,
  scope: /^(?:row|col|rowgroup|colgroup)$/,
}
for (const n of ['width', 'height', 'value', 'start', 'colspan', 'rowspan']) VALUES[n] = /^\d{1,6}$/
const OPTIONS: sanitize.IOptions = {
  allowedTags: (
    'a b blockquote br code em figcaption figure h1 h2 h3 h4 h5 h6 hr i img li ol p pre s span ' +
    'strong sub sup table tbody td tfoot th thead tr u ul'
  ).split(' '),
  // Other tags are dropped but keep their text; these are dropped with everything inside them.
  nonTextTags: (
    'script style iframe object embed template noscript textarea title svg math select ' +
    'frameset noembed xmp'
  ).split(' '),
  allowedAttributes: {
    '*': ['class', 'style'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    li: ['value', 'role', 'aria-checked'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(?:left|right|center|justify|start|end)$/i],
      'text-decoration': [/^(?:underline|line-through|none)$/i],
      'padding-inline-start': [/^\d{1,3}(?:\.\d+)?(?:px|em|rem)$/i],
    },
  },
  // Links: http(s), mailto, tel or relative; images: http(s) or relative; never `//host`.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    '*': (tagName, attribs) => {
      const kept = Object.fromEntries(
        Object.entries(attribs).filter(([name, value]) => VALUES[name]?.test(value) ?? true),
      )
      if (tagName === 'a' && kept.target && !kept.rel) kept.rel = 'noopener noreferrer'
      return { tagName, attribs: kept }
    },
  },
}

export const sanitizeHtml = (html: string): string => sanitize(html, OPTIONS)
