'use client'

import { Link } from '@/components/ui/Link'

import { QUOTE_LIST_PATH } from './paths'
import styles from './QuoteBadge.module.css'
import { useQuoteLines } from './store'

/** The header's way to the quote list, with how many products it holds (0 is not shown). */
export function QuoteBadge() {
  const count = useQuoteLines().length
  return (
    <Link href={QUOTE_LIST_PATH} className={styles.badge}>
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M9 5h10M9 12h10M9 19h10M4 5h.01M4 12h.01M4 19h.01" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>Teklif listesi</span>
      {count > 0 ? (
        <span className={styles.count}>
          {count}
          <span className="visually-hidden"> ürün</span>
        </span>
      ) : null}
    </Link>
  )
}
