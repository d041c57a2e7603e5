'use client'

import { useEffect, useRef } from 'react'

import { useDemo } from './DemoProvider.client'
import { ProductDetails } from './ProductDetails.client'

/** The quick-view modal; opened by the card's button 350 ms after the product has loaded. */
export function QuickView() {
  const { state, dispatch } = useDemo()
  const ref = useRef<HTMLDialogElement>(null)
  const { open, product } = state.quickview

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className="demo-quickview"
      aria-label={product ? `Quick view: ${product.name}` : 'Quick view'}
      onClose={() => dispatch({ type: 'quickview/close' })}
      onClick={(e) => {
        if (e.target === e.currentTarget) dispatch({ type: 'quickview/close' })
      }}
    >
      {open && product && (
        <div className="demo-quickview__body">
          <button
            type="button"
            className="demo-quickview__close"
            aria-label="Close quick view"
            onClick={() => dispatch({ type: 'quickview/close' })}
          >
            ×
          </button>
          <ProductDetails product={product} compact />
        </div>
      )}
    </dialog>
  )
}
