import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * The public site's link: next/link (client-side navigation, `useLinkStatus` for the pending
 * state) without Next's automatic prefetch, which the site cannot use. Every site page is rendered
 * per request (src/app/(site)/layout.tsx) and none has a loading.tsx, so what Next prefetches for a
 * link that scrolls into view (or is hovered) is only the route's tree: a request no cache may keep
 * (`Cache-Control: no-store`) that still runs the route on the server, and that the navigation does
 * not use, since a click asks the server for the page anyway.
 *
 * Measured on 2026-11-24 (20,000-product catalogue, Chromium at 412 px, scrolled to the bottom):
 * 30 such requests from the home page, 46 from a category page, 48 from a brand page, each about
 * 3 ms of the server's CPU, against 0.11–0.13 ms for the cached page they came with (the bench's
 * one-connection rows). Clicking a product card on a category page opened the product page no
 * slower without them: median of six clicks 208 and 237 ms in two turns, against 278 and 293 ms.
 *
 * `prefetch` can still be given (`prefetch={null}` brings Next's default back for one link).
 * eslint.config.mjs keeps next/link's default import out of the site's code.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />
}
