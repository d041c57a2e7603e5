import './globals.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { SITE_VIEWPORT, SiteShell } from '@/components/layout/SiteShell'
import { getSiteSettings } from '@/catalog'
import { SITE_URL } from '@/lib/site'

// Pages render on every request from the cached catalogue reads (src/lib/cache); the build has no
// database, and each response carries its own CSP nonce (docs/decisions/0008).
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { siteName } = await getSiteSettings()
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: siteName, template: `%s | ${siteName}` },
    description:
      'Video gözetim, geçiş kontrol, hırsız ve yangın alarm, kilit, aydınlatma, veri iletim ve insan sayma sistemlerinde 30’dan fazla uluslararası markanın Türkiye distribütörü.',
    openGraph: { siteName, locale: 'tr_TR', type: 'website' },
  }
}

export const viewport = SITE_VIEWPORT

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
