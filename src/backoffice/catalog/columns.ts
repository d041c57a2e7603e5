import { Parser } from 'htmlparser2'

import { richTextToHtml } from '@/catalog/richText'
import { foldTurkish } from '@/lib/turkish'
import { blocksToLexical, type RichBlock } from '@/lib/lexical'

/** In the order an export writes them. */
export const COLUMNS = {
  sku: 'Ürün kodu',
  name: 'Ad',
  slug: 'Kısa ad (URL)',
  category: 'Kategori',
  brand: 'Marka',
  status: 'Durum',
  brief: 'Kısa açıklama',
  description: 'Açıklama',
  cover: 'Kapak görseli',
  gallery: 'Galeri',
  datasheet: 'Veri sayfası',
  related: 'Benzer ürünler',
} as const

export type ColumnKey = keyof typeof COLUMNS

export const FIXED_HEADERS: string[] = Object.values(COLUMNS)
/** One column per technical specification (the product's `specifications` label → value). */
export const SPEC_PREFIX = 'Özellik: '
/** One column per filter attribute (the product's `attributes`), by the attribute's name. */
export const ATTRIBUTE_PREFIX = 'Filtre: '

/** Lists in one cell (gallery, related products): written `a, b`, read on commas or semicolons. */
export const LIST_SEPARATOR = ', '
export const splitList = (cell: string): string[] =>
  cell
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter(Boolean)

export type ProductStatus = 'published' | 'draft'

export const STATUS_LABELS: Record<ProductStatus, string> = {
  published: 'Yayında',
  draft: 'Taslak',
}

/** `Yayında` / `Taslak` (also `published` / `draft`), any case; null when it is neither. */
export function parseStatus(cell: string): ProductStatus | null {
  const value = foldTurkish(cell.trim())
  if (value === 'yayinda' || value === 'published') return 'published'
  if (value === 'taslak' || value === 'draft') return 'draft'
  return null
}

export const statusProblem = (cell: string) =>
  `Durum "${cell.trim()}" geçersiz: Yayında ya da Taslak olmalı.`

// Lexical's text format bits (https://lexical.dev/docs/concepts/serialization).
const BOLD = 1
const ITALIC = 2

type Run = { text: string; format: number } | { br: true }
type Block =
  | { type: 'paragraph'; runs: Run[] }
  | { type: 'heading'; level: 2 | 3 | 4; runs: Run[] }
  | { type: 'list'; ordered: boolean; items: Run[][] }

/** Tags dropped with everything inside them (as the site's sanitiser does). */
const DROPPED_TAGS = new Set(['script', 'style', 'iframe', 'object', 'template', 'noscript', 'svg'])

const HTML_TAG = /<\/?(?:p|br|h[1-6]|ul|ol|li|strong|b|em|i|div|span)\b[^>]*>/i

function textBlocks(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => ({
      type: 'paragraph' as const,
      runs: para.split('\n').flatMap((line, i): Run[] => {
        const run = { text: line.trim().replace(/\s+/g, ' '), format: 0 }
        return i === 0 ? [run] : [{ br: true }, run]
      }),
    }))
}

/** Simple HTML (p, br, h2–h4, ul/ol/li, strong/b, em/i); other tags keep only their text. */
function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = []
  let current: Run[] | null = null
  let list: Extract<Block, { type: 'list' }> | null = null
  let bold = 0
  let italic = 0
  let hidden = 0
  const open = (): Run[] => {
    if (current) return current
    if (list) {
      current = []
      list.items.push(current)
      return current
    }
    current = []
    blocks.push({ type: 'paragraph', runs: current })
    return current
  }
  const close = () => {
    current = null
  }
  const parser = new Parser(
    {
      onopentag(tag) {
        if (DROPPED_TAGS.has(tag)) hidden++
        else if (tag === 'p' || tag === 'div') {
          close()
          open()
        } else if (/^h[1-6]$/.test(tag)) {
          close()
          const level = Math.min(4, Math.max(2, Number(tag[1]))) as 2 | 3 | 4
          current = []
          blocks.push({ type: 'heading', level, runs: current })
        } else if (tag === 'ul' || tag === 'ol') {
          close()
          list = { type: 'list', ordered: tag === 'ol', items: [] }
          blocks.push(list)
        } else if (tag === 'li') {
          close()
          open()
        } else if (tag === 'br') open().push({ br: true })
        else if (tag === 'strong' || tag === 'b') bold++
        else if (tag === 'em' || tag === 'i') italic++
      },
      onclosetag(tag) {
        if (DROPPED_TAGS.has(tag)) hidden = Math.max(0, hidden - 1)
        else if (tag === 'p' || tag === 'div' || tag === 'li' || /^h[1-6]$/.test(tag)) close()
        else if (tag === 'ul' || tag === 'ol') {
          close()
          list = null
        } else if (tag === 'strong' || tag === 'b') bold = Math.max(0, bold - 1)
        else if (tag === 'em' || tag === 'i') italic = Math.max(0, italic - 1)
      },
      ontext(raw) {
        if (hidden) return
        const text = raw.replace(/\s+/g, ' ')
        if (!text.trim() && !current) return
        open().push({ text, format: (bold ? BOLD : 0) | (italic ? ITALIC : 0) })
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  )
  parser.write(html)
  parser.end()
  return blocks
    .map((block) =>
      block.type === 'list'
        ? { ...block, items: block.items.map(tidyRuns).filter((item) => item.length) }
        : { ...block, runs: tidyRuns(block.runs) },
    )
    .filter((block) => (block.type === 'list' ? block.items.length : block.runs.length))
}

function tidyRuns(runs: Run[]): Run[] {
  const out: Run[] = []
  for (const run of runs) {
    const last = out[out.length - 1]
    if ('text' in run && last && 'text' in last && last.format === run.format) last.text += run.text
    else out.push('text' in run ? { ...run } : run)
  }
  while (out[0] && 'br' in out[0]) out.shift()
  while (out.length && 'br' in out[out.length - 1]!) out.pop()
  const first = out[0]
  if (first && 'text' in first) first.text = first.text.trimStart()
  const last = out[out.length - 1]
  if (last && 'text' in last) last.text = last.text.trimEnd()
  return out.filter((run) => !('text' in run) || run.text !== '')
}

const textNode = (run: Run) =>
  'br' in run
    ? { type: 'linebreak', version: 1 }
    : {
        type: 'text',
        text: run.text,
        format: run.format,
        style: '',
        mode: 'normal',
        detail: 0,
        version: 1,
      }

export type LexicalValue = ReturnType<typeof blocksToLexical>

/** The seed's block shape (blocksToLexical), with runs for bold, italic and line breaks. */
export function cellToLexical(cell: string): LexicalValue | null {
  const blocks = HTML_TAG.test(cell) ? htmlBlocks(cell) : textBlocks(cell)
  if (!blocks.length) return null
  const skeleton: RichBlock[] = blocks.map((block) =>
    block.type === 'list'
      ? { type: 'list', ordered: block.ordered, items: block.items.map(() => '') }
      : block.type === 'heading'
        ? // h4 is not in the seed's type, but its builder writes `h${level}` for any level.
          { type: 'heading', level: block.level as 2 | 3, text: '' }
        : { type: 'paragraph', text: '' },
  )
  const value = blocksToLexical(skeleton)
  value.root.children.forEach((node, i) => {
    const block = blocks[i]!
    const target = node as { children: unknown[] }
    if (block.type === 'list')
      (target.children as { children: unknown[] }[]).forEach((item, j) => {
        item.children = (block.items[j] ?? []).map(textNode)
      })
    else target.children = block.runs.map(textNode)
  })
  return value
}

/** Rich text as the sheet shows it and as two values are compared: simple HTML, spaces folded. */
export function richTextCell(value: unknown): string {
  return richTextToHtml(value).replace(/\s+/g, ' ').replace(/> </g, '><').trim()
}
