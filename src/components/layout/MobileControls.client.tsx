'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { Link } from '@/components/ui/Link'
import { MOBILE_NAV_LINKS } from '@/lib/site'

import styles from './Header.module.css'
import { SearchBox } from './SearchBox.client'

/** Mobile header controls: the menu button with its panel, and the search toggle. */
export function MobileControls() {
  const pathname = usePathname()
  const [menuOpen, setMenuOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const [lastPath, setLastPath] = useState(pathname)
  const menuButton = useRef<HTMLButtonElement>(null)

  if (pathname !== lastPath) {
    setLastPath(pathname)
    setMenuOpen(false)
    setSearchOpen(false)
  }

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false)
        menuButton.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className={styles.iconButton}
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
        onClick={() => setMenuOpen((o) => !o)}
      >
        <span className="visually-hidden">{menuOpen ? 'Menüyü kapat' : 'Menüyü aç'}</span>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          {menuOpen ? (
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          )}
        </svg>
      </button>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.searchToggle}`}
        aria-expanded={searchOpen}
        aria-controls="mobile-search"
        onClick={() => setSearchOpen((o) => !o)}
      >
        <span className="visually-hidden">{searchOpen ? 'Aramayı kapat' : 'Ürün ara'}</span>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id="mobile-search" className={styles.mobileSearch} hidden={!searchOpen}>
        {searchOpen ? <SearchBox autoFocus /> : null}
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobil menü"
        className={styles.mobileMenu}
        hidden={!menuOpen}
      >
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
    </>
  )
}
