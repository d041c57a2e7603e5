import type { Viewport } from 'next'
import { Activity, type ReactNode } from 'react'

import { CompareBar } from '@/components/compare/CompareBar.client'
import { getSiteSettings } from '@/catalog'

import { Footer } from './Footer'
import { Header } from './Header'

/** The viewport of every public page (the site layout's and the not-found page's). */
export const SITE_VIEWPORT: Viewport = {
  themeColor: '#0b2d5b',
  width: 'device-width',
  initialScale: 1,
}

/** The document of every public page: the site layout's and the not-found page's. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="tr">
      <body>
        <a className="skip-link" href="#main">
          İçeriğe geç
        </a>
        <Activity>
          <Header siteName={settings.siteName} />
        </Activity>
        <main id="main" tabIndex={-1}>
          <Activity>{children}</Activity>
        </main>
        <Activity>
          <Footer settings={settings} year={new Date().getFullYear()} />
        </Activity>
        <CompareBar />
      </body>
    </html>
  )
}
