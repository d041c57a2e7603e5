import Link from 'next/link'

import { paginationPages } from '../listing'

/** Pagination with 2 siblings; `href(page)` gives each page's link. */
export function Pagination({
  page,
  pages,
  href,
  label = 'Pagination',
}: {
  page: number
  pages: number
  href: (page: number) => string
  label?: string
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label}>
      <ul className="demo-pagination">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} aria-label="Previous page" rel="prev">
              ‹
            </Link>
          ) : (
            <span aria-hidden="true">‹</span>
          )}
        </li>
        {paginationPages(page, pages).map((p) => (
          <li key={p}>
            {p === page ? (
              <span aria-current="page" aria-label={`Page ${p}`}>
                {p}
              </span>
            ) : (
              <Link href={href(p)} aria-label={`Page ${p}`}>
                {p}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} aria-label="Next page" rel="next">
              ›
            </Link>
          ) : (
            <span aria-hidden="true">›</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
