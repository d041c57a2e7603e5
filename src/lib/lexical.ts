/** Simple rich-text blocks: what the seed writes and the catalogue sheet's HTML becomes. */
export type RichBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered?: boolean; items: string[] }

/** Builds Payload's Lexical rich-text JSON from simple blocks. */
const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

function text(value: string) {
  return { type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }
}

function paragraph(value: string) {
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(value)] }
}

function block(b: RichBlock) {
  switch (b.type) {
    case 'paragraph':
      return paragraph(b.text)
    case 'heading':
      return { ...base, type: 'heading', tag: `h${b.level}`, children: [text(b.text)] }
    case 'list':
      return {
        ...base,
        type: 'list',
        listType: b.ordered ? 'number' : 'bullet',
        tag: b.ordered ? 'ol' : 'ul',
        start: 1,
        children: b.items.map((item, i) => ({
          ...base,
          type: 'listitem',
          value: i + 1,
          children: [text(item)],
        })),
      }
  }
}

export function blocksToLexical(blocks: RichBlock[]) {
  return { root: { ...base, type: 'root', children: blocks.map(block) } }
}

export function textToLexical(value: string) {
  return blocksToLexical([{ type: 'paragraph', text: value }])
}
