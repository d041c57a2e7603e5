import { Link } from '@/components/ui/Link'

import type { DealerSession } from '../session'
import styles from './DealerNav.module.css'

const ITEMS = [
  { href: '/bayi', label: 'Panel' },
  { href: '/bayi/talepler', label: 'Taleplerim' },
  { href: '/teklif-listesi', label: 'Teklif listesi' },
  { href: '/bayi/fiyat-listesi', label: 'Fiyat listesi (Excel)', download: true },
  { href: '/bayi/belgeler', label: 'Belgeler' },
  { href: '/bayi/kullanicilar', label: 'Firma kullanıcıları', role: 'yonetici' },
] as const

/** The portal's menu, on every /bayi page: the current page marked, sign-out at its end. */
export function DealerNav({ session, current }: { session: DealerSession; current: string }) {
  const items = ITEMS.filter((item) => !('role' in item) || item.role === session.dealer.role)
  return (
    <div className={styles.bar}>
      <nav aria-label="Bayi menüsü">
        <ul className={styles.nav}>
          {items.map((item) => (
            <li key={item.href}>
              {'download' in item ? (
                // A download, not a page: a plain link, never prefetched.
                <a href={item.href} download>
                  {item.label}
                </a>
              ) : (
                <Link href={item.href} aria-current={item.href === current ? 'page' : undefined}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <form method="post" action="/bayi/cikis">
        <button type="submit" className="btn btn-outline">
          Çıkış yap
        </button>
      </form>
    </div>
  )
}
