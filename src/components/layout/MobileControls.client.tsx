'use client'

import { usePathname } from 'next/navigation'
import { type SyntheticEvent, useEffect, useRef, useState } from 'react'

import { useHydrated } from '@/components/forms/useHydrated'
import { Link } from '@/components/ui/Link'
import { DealerMenu } from '@/dealers/components/DealerMenu.client'
import { MOBILE_NAV_LINKS } from '@/lib/site'

import styles from './Header.module.css'
import { SearchBox } from './SearchBox.client'

type Panel = 'menu' | 'search' | null

/**
 * Mobile header controls: the menu and the search, each a `<details>`, so that both open without
 * JavaScript. With it, one panel at a time, Escape closes, a navigation closes both.
 */
export function MobileControls() {
  const pathname = usePathname()
  const hydrated = useHydrated()
  const [open, setOpen] = useState<Panel>(null)
  const [lastPath, setLastPath] = useState(pathname)
  const menu = useRef<HTMLDetailsElement>(null)
  const search = useRef<HTMLDetailsElement>(null)

  if (pathname !== lastPath) {
    setLastPath(pathname)
    setOpen(null)
  }

  useEffect(() => {
    if (!open) return
    if (open === 'search') search.current?.querySelector('input')?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      const summary = (open === 'menu' ? menu : search).current?.querySelector('summary')
      setOpen(null)
      summary?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const toggle = (panel: Exclude<Panel, null>) => (e: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = e.currentTarget.open
    setOpen((current) => (isOpen ? panel : current === panel ? null : current))
  }

  return (
    <>
      <details
        ref={menu}
        className={styles.disclosure}
        open={open === 'menu'}
        onToggle={toggle('menu')}
      >
        <summary className={styles.iconButton}>
          <span className="visually-hidden">Menü</span>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path
              className={styles.iconClosed}
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
            <path
              className={styles.iconOpen}
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </summary>
        <div className={styles.mobileMenu}>
          <nav id="mobile-menu" aria-label="Mobil menü">
            <ul>
              {MOBILE_NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* Beside the spec's six entries, not among them: the header has no room for it here. */}
          <DealerMenu inline />
        </div>
      </details>
      <details
        ref={search}
        className={`${styles.disclosure} ${styles.searchToggle}`}
        open={open === 'search'}
        onToggle={toggle('search')}
      >
        <summary className={styles.iconButton}>
          <span className="visually-hidden">Ürün ara</span>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </summary>
        <div id="mobile-search" className={styles.mobileSearch}>
          {/* In the HTML for browsers without JavaScript; with it, only while open. */}
          {!hydrated || open === 'search' ? <SearchBox /> : null}
        </div>
      </details>
    </>
  )
}
