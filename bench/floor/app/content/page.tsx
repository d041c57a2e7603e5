import { parseDocument } from 'htmlparser2'
import { connection } from 'next/server'
import { createElement, type ReactNode } from 'react'

/**
 * The content floor (`bench/lighthouse.mjs --content`): a site page's HTML (`?url=`, a loopback
 * address) rendered by this app as server elements only: the page's markup and CSS through Next and
 * React, with none of the site's client code. What the page costs beyond it is the site's scripts.
 */
export default async function ContentPage({
  searchParams,
}: {
  searchParams: Promise<{ url?: string }>
}) {
  await connection()
  const { url } = await searchParams
  if (!url || !LOOPBACK.test(url)) return <h1>?url= bir 127.0.0.1 / localhost adresi olmalı</h1>
  const body = await pageBody(url)
  return <>{body.map((node, i) => toReact(node, i, new URL(url).origin))}</>
}

type ChildNode = ReturnType<typeof parseDocument>['children'][number]

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//
const pages = new Map<string, Promise<ChildNode[]>>()

/** The page's `<style>`s and its `<body>` without scripts, fetched once per URL. */
function pageBody(url: string): Promise<ChildNode[]> {
  let body = pages.get(url)
  if (!body) {
    body = fetch(url).then(async (res) => {
      const html = (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      const styles = html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? []
      const inner = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
      return parseDocument(styles.join('') + inner).children
    })
    pages.set(url, body)
  }
  return body
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
  const element = node
  if (element.name === 'style') {
    const css = element.children.map((c) => (c.type === 'text' ? c.data : '')).join('')
    return <style key={key} dangerouslySetInnerHTML={{ __html: css }} />
  }
  const props: Record<string, unknown> = { key }
  for (const [name, value] of Object.entries(element.attribs)) {
    if (name === 'style') {
      props.style = Object.fromEntries(
        value
          .split(';')
          .filter((d) => d.includes(':'))
          .map((d) => {
            const [prop, ...rest] = d.split(':')
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
  const children = element.children.map((child, i) => toReact(child, i, origin))
  return createElement(element.name, props, ...children)
}
