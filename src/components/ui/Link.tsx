import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * The site's link: next/link without automatic prefetch. Site pages render per request with no
 * loading.tsx, so a prefetch costs the server an uncacheable run that the click never uses
 * (docs/decisions/0005-site-browser-work.md). eslint.config.mjs makes the site use this one.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />
}
