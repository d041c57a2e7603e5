import { parseDocument } from 'htmlparser2'
import { createElement, type ReactNode } from 'react'

import { withoutScripts } from '../../../lib/html.mjs'

type ChildNode = ReturnType<typeof parseDocument>['children'][number]

/**
 * A page's `<style>`s and `<body>` without scripts as React elements (the content floor,
 * ./page.tsx). Site-relative image and link addresses are made absolute on `origin`.
 */
export function htmlToReact(html: string, origin: string): ReactNode[] {
  const page = withoutScripts(html)
  const styles = page.match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? []
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(page)?.[1] ?? ''
  return parseDocument(styles.join('') + body).children.map((node, i) => toReact(node, i, origin))
}

// HTML attribute names React knows by another name; other hyphenated ones become camelCase
// (SVG's stroke-width), data-* and aria-* stay as they are.
const PROPS: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  viewbox: 'viewBox',
  crossorigin: 'crossOrigin',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
  novalidate: 'noValidate',
  spellcheck: 'spellCheck',
  referrerpolicy: 'referrerPolicy',
  value: 'defaultValue',
  checked: 'defaultChecked',
}
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

function toReact(node: ChildNode, key: number, origin: string): ReactNode {
  if (node.type === 'text') return node.data
  if (!('attribs' in node)) return null
  if (node.name === 'style') {
    const css = node.children.map((c) => (c.type === 'text' ? c.data : '')).join('')
    return <style key={key} dangerouslySetInnerHTML={{ __html: css }} />
  }
  const props: Record<string, unknown> = { key }
  for (const [name, value] of Object.entries(node.attribs)) {
    if (name === 'style') {
      props.style = Object.fromEntries(
        value
          .split(';')
          .filter((d) => d.includes(':'))
          .map((d) => {
            const [prop = '', ...rest] = d.split(':')
            const p = prop.trim()
            return [p.startsWith('--') ? p : camel(p), rest.join(':').trim()]
          }),
      )
      continue
    }
    const prop =
      PROPS[name] ?? (name.startsWith('data-') || name.startsWith('aria-') ? name : camel(name))
    // Site-relative addresses (images, links) point back at the site.
    const absolute = /^(src|srcset|href)$/.test(name)
      ? value.replace(/(^|, )\//g, `$1${origin}/`)
      : value
    // `hidden=""`, `open=""`: React drops an empty string for a boolean attribute.
    props[prop] = value === '' && !/^(alt|value|content)$/.test(name) ? true : absolute
  }
  const children = node.children.map((child, i) => toReact(child, i, origin))
  return createElement(node.name, props, ...children)
}
