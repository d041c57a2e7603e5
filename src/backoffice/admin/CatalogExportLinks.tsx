'use client'

import { usePathname, useSearchParams } from 'next/navigation'

/**
 * Above the product list: downloads the list as staff filtered, searched and sorted it (the same
 * query string, handled by the products' /export endpoint), as XLSX or CSV.
 */
export function CatalogExportLinks() {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const slug = pathname.split('/').filter(Boolean).pop()
  if (!slug) return null
  const query = new URLSearchParams(searchParams.toString())
  query.delete('page')
  query.delete('limit')
  const href = (format: 'xlsx' | 'csv') => {
    const q = new URLSearchParams(query)
    q.set('format', format)
    return `/cms-api/${slug}/export?${q.toString()}`
  }
  return (
    <div
      style={{
        display: 'flex',
        gap: 'calc(var(--base) / 2)',
        justifyContent: 'flex-end',
        marginBottom: 'var(--base)',
      }}
    >
      <a className="btn btn--style-secondary btn--size-small" href={href('xlsx')} download>
        Excel (XLSX) olarak dışa aktar
      </a>
      <a className="btn btn--style-secondary btn--size-small" href={href('csv')} download>
        CSV olarak dışa aktar
      </a>
    </div>
  )
}
