'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

const LINKS = [
  { title: 'Dashboard', url: '/account/dashboard' },
  { title: 'Edit Profile', url: '/account/profile' },
  { title: 'Order History', url: '/account/orders' },
  { title: 'Addresses', url: '/account/addresses' },
  { title: 'Password', url: '/account/password' },
  { title: 'Logout', url: '/account/login' },
]

export function AccountNav() {
  const pathname = usePathname()
  return (
    <nav className="demo-account-nav" aria-label="Account">
      <ul>
        {LINKS.map((link) => (
          <li key={link.url}>
            <Link
              href={link.url}
              aria-current={
                pathname === link.url ||
                (link.url !== '/account/login' && pathname.startsWith(`${link.url}/`))
                  ? 'page'
                  : undefined
              }
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
