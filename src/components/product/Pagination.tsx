import { Link } from '@/components/ui/Link'
import { paginationRange } from '@/catalog/listingParams'

import styles from './Listing.module.css'

/** Page links that work without JavaScript, as the category listings show them. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number
  pages: number
  href: (page: number) => string
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Sayfalar" className={styles.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev">
              ‹ <span className="visually-hidden">Önceki sayfa</span>
            </Link>
          </li>
        ) : null}
        {paginationRange(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link href={href(p)} aria-current={p === page ? 'page' : undefined}>
                <span className="visually-hidden">Sayfa </span>
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} rel="next">
              › <span className="visually-hidden">Sonraki sayfa</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
