'use client'

import { useSyncExternalStore } from 'react'

type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | null = null
let wanted = false
const listeners = new Set<() => void>()

/**
 * Shows a toast, loading the toasts' code with the first one: most visits never see one. The
 * Toaster mounts then too, and Sonner hands it the toasts made before it subscribed.
 */
export async function showToast(show: (toast: Sonner['toast']) => void): Promise<void> {
  sonner ??= import('sonner')
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  show((await sonner).toast)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether a toast was asked for on this page: the Toaster mounts from then on. */
export const useToasterWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
