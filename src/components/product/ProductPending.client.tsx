'use client'

import { useLinkStatus } from 'next/link'
import { createPortal } from 'react-dom'

import styles from './ProductPending.module.css'

/**
 * The product page's loading state (spec section 4) while a product link navigates. It replaces a
 * loading.tsx skeleton, which would stream the page into a `<div hidden>` that only JavaScript
 * reveals — leaving visitors without JavaScript with a skeleton and no product.
 */
export function ProductPending() {
  const { pending } = useLinkStatus()
  if (!pending) return null
  // Portalled: a carousel's transformed track would otherwise trap the fixed overlay.
  return createPortal(
    <span className={styles.overlay} role="status" aria-live="polite">
      <span className="visually-hidden">Ürün yükleniyor…</span>
      <span className={styles.sheet} aria-hidden="true">
        <span className={`${styles.block} ${styles.image}`} />
        <span className={styles.lines}>
          <span className={`${styles.block} ${styles.short}`} />
          <span className={`${styles.block} ${styles.title}`} />
          <span className={styles.block} />
          <span className={styles.block} />
          <span className={`${styles.block} ${styles.button}`} />
        </span>
      </span>
    </span>,
    document.body,
  )
}
