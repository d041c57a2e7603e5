'use client'

import { useState } from 'react'

import type { DemoProduct } from '../types'
import { useDemo } from './DemoProvider.client'

type Busy = 'cart' | 'wishlist' | 'compare' | 'quickview' | null

/** Card buttons, each with its own loading state. */
export function ProductActions({
  product,
  quickview = true,
}: {
  product: DemoProduct
  quickview?: boolean
}) {
  const { addToCart, addToWishlist, addToCompare, openQuickview } = useDemo()
  const [busy, setBusy] = useState<Busy>(null)
  const run = (kind: Exclude<Busy, null>, action: () => Promise<void>) => async () => {
    setBusy(kind)
    try {
      await action()
    } finally {
      setBusy(null)
    }
  }
  return (
    <div className="demo-card__actions">
      <button
        type="button"
        className="demo-btn demo-btn--primary"
        disabled={busy === 'cart' || product.availability === 'out-of-stock'}
        aria-busy={busy === 'cart'}
        onClick={run('cart', () => addToCart(product))}
      >
        {busy === 'cart' ? 'Adding…' : 'Add to cart'}
      </button>
      <button
        type="button"
        className="demo-btn demo-btn--icon"
        aria-label="Add to wish list"
        title="Add to wish list"
        disabled={busy === 'wishlist'}
        aria-busy={busy === 'wishlist'}
        onClick={run('wishlist', () => addToWishlist(product))}
      >
        ♡
      </button>
      <button
        type="button"
        className="demo-btn demo-btn--icon"
        aria-label="Add to compare"
        title="Add to compare"
        disabled={busy === 'compare'}
        aria-busy={busy === 'compare'}
        onClick={run('compare', () => addToCompare(product))}
      >
        ⇄
      </button>
      {quickview && (
        <button
          type="button"
          className="demo-btn demo-btn--icon"
          aria-label="Quick view"
          title="Quick view"
          disabled={busy === 'quickview'}
          aria-busy={busy === 'quickview'}
          onClick={run('quickview', () => openQuickview(product))}
        >
          ⤢
        </button>
      )}
    </div>
  )
}
