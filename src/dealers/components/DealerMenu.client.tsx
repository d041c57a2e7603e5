'use client'

import { useSyncExternalStore } from 'react'

import { Link } from '@/components/ui/Link'

import styles from './DealerMenu.module.css'
import { dealerHint } from './hint'

const PORTAL = [
  { href: '/bayi', label: 'Bayi paneli' },
  { href: '/bayi/talepler', label: 'Taleplerim' },
  { href: '/teklif-listesi', label: 'Teklif listesi' },
] as const

const noChange = () => () => {}

function PersonIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
      <circle cx="12" cy="7" r="4" />
    </svg>
  )
}

/**
 * The header's "Bayi Girişi"; once a dealer is signed in in this browser, its company's name with
 * the portal menu. Pages are the same for everyone (cached): the name comes from the hint cookie.
 * `inline`: the mobile menu's plain links.
 */
export function DealerMenu({ inline = false }: { inline?: boolean }) {
  const company = useSyncExternalStore(noChange, dealerHint, () => null)
  if (!company)
    return inline ? (
      <Link href="/bayi/giris">Bayi Girişi</Link>
    ) : (
      <Link href="/bayi/giris" className={styles.link}>
        <PersonIcon />
        <span className={styles.label}>Bayi Girişi</span>
      </Link>
    )
  const items = PORTAL.map((item) => (
    <li key={item.href}>
      <Link href={item.href}>{item.label}</Link>
    </li>
  ))
  const signOut = (
    <li>
      <form method="post" action="/bayi/cikis">
        <button type="submit" className={styles.signOut}>
          Çıkış yap
        </button>
      </form>
    </li>
  )
  if (inline)
    return (
      <ul className={styles.inline} aria-label="Bayi menüsü">
        <li className={styles.inlineCompany}>{company}</li>
        {items}
        {signOut}
      </ul>
    )
  return (
    <details className={styles.menu}>
      {/* The header row is full on wide screens: the icon, marked, and the name in the menu. */}
      <summary className={styles.link} title={company}>
        <PersonIcon />
        <span className={styles.signedIn} aria-hidden="true" />
        <span className={styles.label}>Bayi menüsü: {company}</span>
      </summary>
      <ul className={styles.panel}>
        <li className={styles.company}>{company}</li>
        {items}
        {signOut}
      </ul>
    </details>
  )
}
