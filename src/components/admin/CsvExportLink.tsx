'use client'

import { usePathname, useSearchParams } from 'next/navigation'

/**
 * Above a lead list: downloads the list as CSV with the filters, search and sort staff set
 * (the same query string, handled by the collection's /export/csv endpoint).
 */
export function CsvExportLink() {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const slug = pathname.split('/').filter(Boolean).pop()
  if (!slug) return null
  const query = new URLSearchParams(searchParams.toString())
  query.delete('page')
  query.delete('limit')
  const href = `/cms-api/${slug}/export/csv${query.size ? `?${query.toString()}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Filtrelenmiş listeyi CSV olarak indir
      </a>
    </div>
  )
}
