import './globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { getSiteSettings } from '@/lib/catalog'
import { SITE_URL } from '@/lib/site'

// Pages read the catalogue from the database on every request (no database at build time).
// Caching with revalidation by tag is its own piece of work (docs/ARCHITECTURE.md).
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

export const viewport: Viewport = {
  themeColor: '#0b2d5b',
  width: 'device-width',
  initialScale: 1,
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="tr">
      <body>
        <a className="skip-link" href="#main">
          İçeriğe geç
        </a>
        <Header siteName={settings.siteName} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer settings={settings} year={new Date().getFullYear()} />
      </body>
    </html>
  )
}
