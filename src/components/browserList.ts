'use client'

import { useSyncExternalStore } from 'react'

const EMPTY: never[] = []

/**
 * A list kept in this browser's localStorage under a versioned key (a later shape reads old lists
 * or drops them), shared by every component and tab that shows it. `clean` keeps what is valid.
 */
export function browserList<T>(key: string, clean: (stored: unknown[]) => T[]) {
  const changed = `${key}:changed`
  let cached: { raw: string | null; items: T[] } = { raw: null, items: EMPTY }

  /** The list as stored now; the same array while nothing changed (useSyncExternalStore needs that). */
  function get(): T[] {
    let raw: string | null = null
    try {
      raw = window.localStorage.getItem(key)
    } catch {
      // Storage turned off (private mode, policy): the list is empty and stays so.
    }
    if (raw !== cached.raw) cached = { raw, items: parse(raw) }
    return cached.items
  }

  function parse(raw: string | null): T[] {
    try {
      const stored: unknown = raw ? JSON.parse(raw) : null
      return Array.isArray(stored) ? clean(stored) : EMPTY
    } catch {
      return EMPTY
    }
  }

  function save(items: T[]): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(items))
    } catch {
      return
    }
    window.dispatchEvent(new Event(changed))
  }

  function subscribe(onChange: () => void): () => void {
    // `storage` fires for changes made in the site's other tabs, `changed` for this one.
    window.addEventListener('storage', onChange)
    window.addEventListener(changed, onChange)
    return () => {
      window.removeEventListener('storage', onChange)
      window.removeEventListener(changed, onChange)
    }
  }

  /** The list, re-rendered on every change; empty in the server HTML and during hydration. */
  const use = (): T[] => useSyncExternalStore(subscribe, get, () => EMPTY)

  return { get, save, subscribe, use }
}
