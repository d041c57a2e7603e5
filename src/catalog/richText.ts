import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  convertLexicalToHTML,
  type HTMLConvertersFunction,
} from '@payloadcms/richtext-lexical/html'

import { sanitizeHtml } from '@/lib/security/sanitizeHtml'

// Payload's list-item converter prints multi-line attribute soup (`<li\n class="" style="" …>`);
// plain items are rendered as plain `<li>` so that the served HTML stays small and clean.
const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const { node, nodesToHTML, parent } = args
    const isCheck = 'listType' in parent && parent.listType === 'check'
    const hasSubLists = node.children.some((child) => child.type === 'list')
    const fallback = defaultConverters.listitem
    if (isCheck || hasSubLists) return typeof fallback === 'function' ? fallback(args) : ''
    return `<li>${nodesToHTML({ nodes: node.children }).join('')}</li>`
  },
})

/**
 * Lexical rich text → HTML, the spec's `brief`, `description` and `body`, through the allow-list
 * sanitiser (pages render it with dangerouslySetInnerHTML). Empty → ''.
 */
export function richTextToHtml(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return sanitizeHtml(
    convertLexicalToHTML({
      data: value as SerializedEditorState,
      disableContainer: true,
      converters,
    }),
  )
}
