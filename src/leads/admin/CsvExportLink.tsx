'use client'

import { usePathname, useSearchParams } from 'next/navigation'

/**
 * Above a lead list: downloads the list as XLSX or CSV with the filters, search and sort staff set
 * (the same query string, handled by the collection's /export endpoint).
 */
export function CsvExportLink() {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const slug = pathname.split('/').filter(Boolean).pop()
  if (!slug) return null
  const href = (format: 'xlsx' | 'csv') => {
    const query = new URLSearchParams(searchParams.toString())
    query.delete('page')
    query.delete('limit')
    query.set('format', format)
    return `/cms-api/${slug}/export?${query.toString()}`
  }
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        gap: 'var(--base)',
        marginBottom: 'var(--base)',
      }}
    >
      <a className="btn btn--style-secondary btn--size-small" href={href('xlsx')} download>
        Excel (XLSX) olarak indir
      </a>
      <a className="btn btn--style-secondary btn--size-small" href={href('csv')} download>
        CSV olarak indir
      </a>
    </div>
  )
}
