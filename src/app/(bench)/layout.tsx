import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = {
  title: 'Vitrin',
  description: 'Karşılaştırma ölçümünün boş sayfası.',
}

/**
 * The root layout of `/bench/empty`, the benchmark's empty page (./bench/empty/page.tsx): no CSS,
 * no header or footer, nothing of the site's, so that what the page costs is Next's alone.
 */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="tr">
      <body>{children}</body>
    </html>
  )
}
