'use client'

import { usePathname } from 'next/navigation'
import { useRef } from 'react'

import { Link } from '@/components/ui/Link'
import { COMPARE_MAX_ITEMS } from '@/catalog/compare'

import styles from './CompareBar.module.css'
import { COMPARE_PATH, compareHref } from './paths'
import { clearCompare, removeCompare, useCompareItems } from './store'

/**
 * The products chosen for comparison, in a one-line bar at the bottom of the viewport. The store
 * is empty in the server HTML and during hydration, so the bar only ever appears in the browser.
 */
export function CompareBar() {
  const items = useCompareItems()
  const pathname = usePathname()
  const clearButton = useRef<HTMLButtonElement>(null)
  if (!items.length || pathname === COMPARE_PATH) return null
  const waiting = items.length < 2
  return (
    <>
      {/* In-flow room for the bar, so that the end of the page can scroll out from under it. */}
      <div className={styles.spacer} aria-hidden="true" />
      <aside className={styles.bar} aria-label="Karşılaştırılacak ürünler" data-compare-bar="">
        <Link
          href={compareHref(items.map((item) => item.slug))}
          className={waiting ? `${styles.go} ${styles.waiting}` : styles.go}
        >
          {`Karşılaştır (${items.length}/${COMPARE_MAX_ITEMS})`}
          {waiting ? <span className={styles.hint}> en az 2 ürün seçin</span> : null}
        </Link>
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.slug} className={styles.item}>
              <span className={styles.name} title={item.name}>
                {item.name}
              </span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => {
                  removeCompare(item.slug)
                  // The pressed button goes away: keep focus in the bar rather than on <body>.
                  clearButton.current?.focus()
                }}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">Çıkar: {item.name}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" ref={clearButton} className={styles.clear} onClick={clearCompare}>
          Temizle
        </button>
      </aside>
    </>
  )
}
