import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { DEMO_ROBOTS } from '@/demo/metadata'
import { DemoProvider } from '@/demo/components/DemoProvider.client'
import { Footer } from '@/demo/components/Footer'
import { Header } from '@/demo/components/Header.client'
import { Preloader } from '@/demo/components/Preloader.client'
import { QuickView } from '@/demo/components/QuickView.client'

import './demo.css'

/** The template demo area: its own root layout, English, never indexed. */
export const metadata: Metadata = {
  title: { default: 'Vitrin shop template demo', template: '%s | Vitrin demo' },
  robots: DEMO_ROBOTS,
}

export default function DemoLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <body className="demo-body">
        <Preloader />
        <DemoProvider>
          <a className="demo-skip" href="#demo-main">
            Skip to content
          </a>
          <Header />
          <main id="demo-main" className="demo-main">
            {children}
          </main>
          <Footer />
          <QuickView />
        </DemoProvider>
      </body>
    </html>
  )
}
