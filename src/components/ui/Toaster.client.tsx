'use client'

import { lazy, Suspense } from 'react'

import { useToasterWanted } from './toast'

/** Toasts of the spec: bottom centre, 4 s, at most 3 at once (sections 8 and 9). */
export const TOAST_DURATION_MS = 4000
export const MAX_VISIBLE_TOASTS = 3

const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

/** Renders nothing, and loads nothing, until the page shows its first toast (./toast). */
export function Toaster() {
  const wanted = useToasterWanted()
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Sonner
        position="bottom-center"
        duration={TOAST_DURATION_MS}
        visibleToasts={MAX_VISIBLE_TOASTS}
        richColors
        closeButton
        // Above the compare bar when it is open (--bottom-bar, globals.css).
        offset={{ bottom: 'calc(24px + var(--bottom-bar, 0px))' }}
        mobileOffset={{ bottom: 'calc(16px + var(--bottom-bar, 0px))' }}
      />
    </Suspense>
  )
}
