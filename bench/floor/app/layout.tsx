import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = {
  title: 'Vitrin',
  description: 'Karşılaştırma ölçümünün boş sayfası.',
}

/** The root layout: no CSS, no client component, nothing of the site's (bench/README.md). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="tr">
      <body>{children}</body>
    </html>
  )
}
