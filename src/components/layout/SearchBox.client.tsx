'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { productHref } from '@/components/product/paths'
import type { SearchSuggestionDTO } from '@/catalog/types'

import styles from './SearchBox.module.css'
import { DealerPriceText } from '@/dealers/components/DealerPrice.client'

/** Spec section 9; no further wait: the in-memory index answers at once. */
export const SUGGESTION_DEBOUNCE_MS = 100
export const SUGGESTION_LIMIT = 5

const RESULTS_PATH = '/arama'

/** An ARIA 1.2 combobox. */
export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const router = useRouter()
  const pathname = usePathname()
  // Site pages render per request, so the server's HTML already has the results page's query.
  const urlQuery = useSearchParams().get('q')
  const shownQuery = pathname === RESULTS_PATH ? (urlQuery ?? '') : null
  const listId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState(shownQuery ?? '')
  const [items, setItems] = useState<SearchSuggestionDTO[]>([])
  const [answeredFor, setAnsweredFor] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [lastRoute, setLastRoute] = useState({ pathname, shownQuery })

  // A route change closes the list (spec section 4); another results page shows its query.
  if (pathname !== lastRoute.pathname || shownQuery !== lastRoute.shownQuery) {
    setLastRoute({ pathname, shownQuery })
    setOpen(false)
    setActive(-1)
    if (shownQuery !== null) setQuery(shownQuery)
  }

  const trimmed = query.trim()
  const visible = trimmed && answeredFor === trimmed ? items : []
  const expanded = open && trimmed.length > 0 && answeredFor === trimmed
  // Asked for only while the list is open: a box filled in from the URL may never be used.
  const wanted = open && trimmed !== answeredFor ? trimmed : ''

  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(
          `/api/product_search/${encodeURIComponent(wanted)}?limit=${SUGGESTION_LIMIT}`,
          { signal: controller.signal },
        )
        if (!res.ok) throw new Error(`HTTP ${res.status}`)
        setItems((await res.json()) as SearchSuggestionDTO[])
        setAnsweredFor(wanted)
        setActive(-1)
      } catch (error) {
        // Spec section 8: a failed search is only logged.
        if ((error as Error).name !== 'AbortError') console.error('Ürün araması başarısız:', error)
      }
    }, SUGGESTION_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [wanted])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // A search field's default for Escape is to empty it: only the list closes.
      event.preventDefault()
      setOpen(false)
      setActive(-1)
      return
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (!visible.length) return
      const last = visible.length - 1
      setActive((i) =>
        event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1,
      )
      return
    }
    if (event.key === 'Enter' && expanded && active >= 0 && visible[active]) {
      event.preventDefault()
      setOpen(false)
      router.push(productHref(visible[active].slug))
    }
  }

  const activeId = expanded && active >= 0 && visible[active] ? `${listId}-${active}` : undefined

  return (
    <div className={styles.root} ref={rootRef}>
      <form role="search" action="/arama" method="get" className={styles.form}>
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          Ürün ara
        </label>
        <input
          id={`${listId}-input`}
          name="q"
          type="search"
          className={styles.input}
          placeholder="Ürün kodu veya adı"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${listId}-list`}
          aria-activedescendant={activeId}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onBlur={(e) => {
            if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit} aria-label="Ara">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <ul
        id={`${listId}-list`}
        role="listbox"
        aria-label="Ürün önerileri"
        className={styles.list}
        hidden={!expanded}
        onMouseDown={(e) => e.preventDefault()}
      >
        {visible.length === 0 ? (
          <li className={styles.empty} role="presentation">
            Eşleşen ürün bulunamadı.
          </li>
        ) : (
          visible.map((item, i) => (
            <li
              key={item.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.option}
            >
              <a
                href={productHref(item.slug)}
                tabIndex={-1}
                onClick={(e) => {
                  e.preventDefault()
                  setOpen(false)
                  router.push(productHref(item.slug))
                }}
              >
                {item.cover_image ? (
                  // A plain img: next/image would bring its client code to every page (0005).
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={item.cover_image} alt="" width={48} height={48} decoding="async" />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <span className={styles.text}>
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.sku}>{item.sku}</span>
                  <DealerPriceText slug={item.slug} className={styles.sku} />
                </span>
              </a>
            </li>
          ))
        )}
      </ul>
    </div>
  )
}
