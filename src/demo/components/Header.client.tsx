'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { CURRENCIES, LOCALES } from '../data/settings'
import { getCurrency, isLocaleCode } from '../state/format'
import { useDemo } from './DemoProvider.client'
import { DEMO_NAV, DEMO_PAGES_MENU } from './nav'

const MOBILE_LINKS = [...DEMO_NAV, ...DEMO_PAGES_MENU].filter(
  (item, index, all) => all.findIndex((other) => other.url === item.url) === index,
)

function Settings({ idPrefix }: { idPrefix: string }) {
  const { state, dispatch } = useDemo()
  return (
    <div className="demo-settings">
      <label htmlFor={`${idPrefix}-currency`}>Currency</label>
      <select
        id={`${idPrefix}-currency`}
        value={state.currency.code}
        onChange={(e) =>
          dispatch({ type: 'currency/change', currency: getCurrency(e.target.value) })
        }
      >
        {CURRENCIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.symbol} {c.code} – {c.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${idPrefix}-language`}>Language</label>
      <select
        id={`${idPrefix}-language`}
        value={state.locale}
        onChange={(e) => {
          if (isLocaleCode(e.target.value))
            dispatch({ type: 'locale/change', locale: e.target.value })
        }}
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  )
}

export function Header() {
  const { state, dispatch, price } = useDemo()
  const pathname = usePathname()
  const open = state.mobileMenu.open

  // A route change closes the mobile menu.
  useEffect(() => {
    dispatch({ type: 'mobileMenu/close' })
  }, [pathname, dispatch])

  return (
    <header className="demo-header">
      <div className="demo-topbar">
        <div className="demo-container demo-topbar__inner">
          <span className="demo-topbar__note">Template demo · sample data only</span>
          <Settings idPrefix="topbar" />
        </div>
      </div>
      <div className="demo-container demo-header__main">
        <button
          type="button"
          className="demo-header__menu-button"
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls="demo-mobile-menu"
          onClick={() => dispatch({ type: 'mobileMenu/open' })}
        >
          ☰
        </button>
        <Link href="/home-two" className="demo-logo">
          Vitrin <small>demo</small>
        </Link>
        <nav aria-label="Main" className="demo-nav">
          <ul>
            {DEMO_NAV.map((item) => (
              <li key={item.url}>
                <Link
                  href={item.url}
                  aria-current={
                    pathname.startsWith(item.url.split('/').slice(0, 2).join('/'))
                      ? 'true'
                      : undefined
                  }
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="demo-indicators">
          <Link href="/shop/wishlist" className="demo-indicator">
            <span aria-hidden="true">♡</span>
            <span className="demo-skip-text">Wish list</span>{' '}
            <span className="demo-indicator__count">{state.wishlist.length}</span>
          </Link>
          <Link href="/shop/compare" className="demo-indicator">
            <span aria-hidden="true">⇄</span>
            <span className="demo-skip-text">Compare</span>{' '}
            <span className="demo-indicator__count">{state.compare.length}</span>
          </Link>
          <Link href="/shop/cart" className="demo-indicator">
            Cart{' '}
            <span className="demo-indicator__count" data-testid="cart-count">
              {state.cart.quantity}
            </span>{' '}
            <span className="demo-indicator__total">{price(state.cart.total)}</span>
          </Link>
        </div>
      </div>
      <div
        id="demo-mobile-menu"
        className={`demo-mobile-menu${open ? ' demo-mobile-menu--open' : ''}`}
        hidden={!open}
      >
        <div
          className="demo-mobile-menu__backdrop"
          onClick={() => dispatch({ type: 'mobileMenu/close' })}
          aria-hidden="true"
        />
        <div className="demo-mobile-menu__panel" role="dialog" aria-modal="true" aria-label="Menu">
          <div className="demo-mobile-menu__head">
            <span>Menu</span>
            <button
              type="button"
              aria-label="Close menu"
              onClick={() => dispatch({ type: 'mobileMenu/close' })}
            >
              ×
            </button>
          </div>
          <Settings idPrefix="mobile" />
          <ul className="demo-mobile-menu__links">
            {MOBILE_LINKS.map((item) => (
              <li key={`m-${item.url}`}>
                <Link href={item.url}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </header>
  )
}
