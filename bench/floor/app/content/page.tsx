import { connection } from 'next/server'
import type { ReactNode } from 'react'

import { htmlToReact } from './htmlToReact'

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
  return <>{await pageContent(url)}</>
}

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//
const pages = new Map<string, Promise<ReactNode[]>>()

/** The page's elements, fetched and converted once per URL. */
function pageContent(url: string): Promise<ReactNode[]> {
  let content = pages.get(url)
  if (!content) {
    content = fetch(url).then(async (res) => htmlToReact(await res.text(), new URL(url).origin))
    pages.set(url, content)
  }
  return content
}
