'use client'

import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef } from 'react'

import { ContactForm } from './ContactForm.client'
import styles from './QuoteModal.module.css'
import type { QuoteProduct } from './quoteMessage'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0,
  )
}

interface QuoteDialogProps {
  product: QuoteProduct
  formToken?: string
  onClose: () => void
}

/** The quote dialog: focus kept inside, Escape and the backdrop close it, the page stays still. */
export function QuoteDialog({ product, formToken, onClose }: QuoteDialogProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const root = dialog.current
    if (!root) return
    // Focus moves into the dialog: its first field (the close button comes first in tab order).
    const firstField = root.querySelector<HTMLElement>('input:not([type="hidden"])')
    ;(firstField ?? focusables(root)[0])?.focus()

    // Background scroll lock, keeping the page from shifting where a scrollbar disappears.
    const html = document.documentElement
    const body = document.body
    const previous = { overflow: html.style.overflow, paddingRight: body.style.paddingRight }
    const scrollbar = window.innerWidth - html.clientWidth
    html.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`

    // Focus that lands outside (a click on the page behind, a toast) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) {
        focusables(root)[0]?.focus()
      }
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
      }
    }
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('keydown', onKeyDown)
      html.style.overflow = previous.overflow
      body.style.paddingRight = previous.paddingRight
    }
  }, [onClose])

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return
    const items = focusables(dialog.current)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const closeOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose()
  }

  return (
    <div className={styles.backdrop} onMouseDown={closeOnBackdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={trapTab}
      >
        <div className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              Teklif İste
            </h2>
            <p id={descriptionId} className={styles.product}>
              {product.name}
              {product.sku ? <span className={styles.sku}> · {product.sku}</span> : null}
            </p>
          </div>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Kapat">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className={styles.body}>
          <ContactForm product={product} formToken={formToken} onSuccess={onClose} />
        </div>
      </div>
    </div>
  )
}
