import './(site)/globals.css'

import type { Metadata } from 'next'

import { NotFound } from '@/components/layout/NotFound'
import { SITE_VIEWPORT, SiteShell } from '@/components/layout/SiteShell'
import { getSiteSettings } from '@/catalog'
import { SITE_URL } from '@/lib/site'

// Rendered per request: the header and footer come from the site settings, the nonce from the proxy.
export const dynamic = 'force-dynamic'

export const viewport = SITE_VIEWPORT

export async function generateMetadata(): Promise<Metadata> {
  const { siteName } = await getSiteSettings()
  return { metadataBase: new URL(SITE_URL), title: `Sayfa bulunamadı | ${siteName}` }
}

/**
 * Spec section 8 for every unknown address: paths no route matches, and catalogue paths naming no
 * record, which src/proxy.ts rewrites here with a 404 (see src/catalog/paths.ts).
 */
export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFound />
    </SiteShell>
  )
}
