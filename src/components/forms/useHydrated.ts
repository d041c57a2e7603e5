'use client'

import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}

/**
 * false in the server HTML and while React hydrates it, true afterwards: lets a component render
 * its no-JavaScript form first and its enhanced form once scripts run, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}
