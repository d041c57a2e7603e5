'use client'

import { type MouseEvent, useState } from 'react'

import { useHydrated } from '@/components/forms/useHydrated'
import { COMPARE_MAX_ITEMS } from '@/catalog/compare'

import styles from './CompareToggle.module.css'
import { compareAddHref } from './paths'
import { toggleCompare, useCompareItems } from './store'

interface Props {
  product: { slug: string; name: string }
  /** `button`: a full button (product page); `link`: a small one on cards and results. */
  variant?: 'button' | 'link'
}

const FULL = `En fazla ${COMPARE_MAX_ITEMS} ürün karşılaştırılabilir.`

/**
 * "Karşılaştır". Without JavaScript a link that adds this product to the list kept in a cookie; once hydrated,
 * a toggle button (aria-pressed) that adds it to or removes it from the list kept in this browser.
 */
export function CompareToggle({ product, variant = 'link' }: Props) {
  const hydrated = useHydrated()
  const items = useCompareItems()
  const [refused, setRefused] = useState(false)
  const chosen = items.some((item) => item.slug === product.slug)
  const full = !chosen && items.length >= COMPARE_MAX_ITEMS
  const message = refused && full ? FULL : ''
  const toggle = () => setRefused(!toggleCompare({ slug: product.slug, name: product.name }))
  const className = `${variant === 'button' ? 'btn btn-outline' : styles.link} ${styles.add}`
  const label = (
    <>
      {chosen ? 'Karşılaştırmada ✓' : 'Karşılaştır'}
      <span className="visually-hidden">: {product.name}</span>
    </>
  )
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          aria-pressed={chosen}
          className={className}
          title={full ? FULL : undefined}
          onClick={toggle}
        >
          {label}
        </button>
      ) : (
        // Hydrated but not yet swapped for the button: a click toggles here too instead of leaving.
        <a
          href={compareAddHref(product.slug)}
          className={className}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault()
            toggle()
          }}
        >
          {label}
        </a>
      )}
      <span role="status" className={message ? styles.note : 'visually-hidden'}>
        {message}
      </span>
    </>
  )
}
