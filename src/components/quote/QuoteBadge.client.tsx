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
        {/* A clipboard with a tick: three lines would look like the menu button beside it. */}
        <path
          d="M9 4h6v3H9zM9 5.5H6.5A1.5 1.5 0 0 0 5 7v12.5A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V7a1.5 1.5 0 0 0-1.5-1.5H15M9 14l2 2 4-4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.label}>
        Teklif<span className={styles.long}> listesi</span>
      </span>
      {count > 0 ? (
        <span className={styles.count}>
          {count}
          <span className="visually-hidden"> ürün</span>
        </span>
      ) : null}
    </Link>
  )
}
