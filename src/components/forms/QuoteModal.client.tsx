'use client'

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { createPortal } from 'react-dom'

import type { QuoteDialog as QuoteDialogComponent } from './QuoteDialog.client'
import type { QuoteProduct } from './quoteMessage'
import { useHydrated } from './useHydrated'

// Toasts outlive the dialog (it closes on success), so their host sits beside the button. React's
// lazy, not next/dynamic: that one brings ~4 kB of its own to the page (SSR preloading not needed).
const Toaster = lazy(() =>
  import('@/components/ui/Toaster.client').then((m) => ({ default: m.Toaster })),
)

export const QUOTE_BUTTON_TEXT = 'Hemen Teklif Al'

type DialogComponent = typeof QuoteDialogComponent

// The dialog and its form are fetched when the visitor reaches for the button, and the dialog
// opens once they are there, so its first field can take the focus at once.
let formModule: Promise<DialogComponent> | null = null
function loadForm(): Promise<DialogComponent> {
  formModule ??= import('./QuoteDialog.client')
    .then((m) => m.QuoteDialog)
    .catch((error: unknown) => {
      formModule = null
      throw error
    })
  return formModule
}
const preloadForm = () => {
  loadForm().catch(() => {})
}

/** "Hemen Teklif Al": before hydration or without JavaScript, a link to the contact page. */
export function QuoteModal({ product, formToken }: { product: QuoteProduct; formToken?: string }) {
  const hydrated = useHydrated()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [everOpened, setEverOpened] = useState(false)
  const [Dialog, setDialog] = useState<DialogComponent | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)

  const close = useCallback(() => setOpen(false), [])

  // Focus goes back to the button once the dialog is gone (its focus guard removed). Done here,
  // not in the dialog's effect cleanup, which also runs on React's development re-mount.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus()
    wasOpen.current = open
  }, [open])

  const contactHref = `/iletisim?urun=${encodeURIComponent(product.slug)}#iletisim-formu`

  if (!hydrated) {
    return (
      <a className="btn btn-cta" href={contactHref}>
        {QUOTE_BUTTON_TEXT}
      </a>
    )
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="btn btn-cta"
        aria-haspopup="dialog"
        onPointerEnter={preloadForm}
        onTouchStart={preloadForm}
        onFocus={preloadForm}
        onClick={() => {
          loadForm().then(
            (component) => {
              setDialog(() => component)
              setOpen(true)
              setEverOpened(true)
            },
            // The form could not be fetched (offline?): the contact page asks for the quote too.
            () => router.push(contactHref),
          )
        }}
      >
        {QUOTE_BUTTON_TEXT}
      </button>
      {everOpened ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
      {open && Dialog
        ? createPortal(
            <Dialog product={product} formToken={formToken} onClose={close} />,
            document.body,
          )
        : null}
    </>
  )
}
