'use client'

import { usePathname } from 'next/navigation'

import { Link } from '@/components/ui/Link'

/** Header links; the current section is marked for assistive technology and styling. */
export function NavLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  const pathname = usePathname()
  return (
    <ul>
      {links.map((link) => {
        const current = pathname === link.href || pathname.startsWith(`${link.href}/`)
        return (
          <li key={link.href}>
            <Link href={link.href} aria-current={current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
