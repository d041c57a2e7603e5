'use client'

import { type MouseEvent, useState } from 'react'

import { QUOTE_LIST_PATH, quoteAddHref } from './paths'
import styles from './AddToQuote.module.css'
import { addQuoteLines, useQuoteLines } from './store'

interface Props {
  product: { slug: string; name: string; sku: string }
  /** `button`: a full button (product page); `link`: a small one on cards and results. */
  variant?: 'button' | 'link'
}

/**
 * "Teklif listesine ekle". Without JavaScript a link that adds the product to the list kept in a
 * cookie; with it, a click adds the product to the list kept in this browser.
 */
export function AddToQuote({ product, variant = 'link' }: Props) {
  const listed = useQuoteLines().some((line) => line.slug === product.slug)
  const [added, setAdded] = useState(false)
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (listed) return
    event.preventDefault()
    // A full list (100 lines) opens the list page, where lines can be removed.
    if (addQuoteLines([{ ...product, quantity: 1 }])) setAdded(true)
    else window.location.assign(QUOTE_LIST_PATH)
  }
  const className = variant === 'button' ? 'btn btn-outline' : styles.link
  return (
    <>
      <a
        href={listed ? QUOTE_LIST_PATH : quoteAddHref([product.sku])}
        className={`${className} ${styles.add}`}
        onClick={onClick}
      >
        {listed ? 'Teklif listesinde ✓' : 'Teklif listesine ekle'}
        <span className="visually-hidden">: {product.name}</span>
      </a>
      <span role="status" className="visually-hidden">
        {added ? `${product.name} teklif listesine eklendi.` : ''}
      </span>
    </>
  )
}
