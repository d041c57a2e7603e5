import { QuoteBadge } from '@/components/quote/QuoteBadge.client'
import { Link } from '@/components/ui/Link'
import { DealerMenu } from '@/dealers/components/DealerMenu.client'
import { NAV_LINKS } from '@/lib/site'

import styles from './Header.module.css'
import { Logo } from './Logo'
import { MobileControls } from './MobileControls.client'
import { NavLinks } from './NavLinks.client'
import { SearchBox } from './SearchBox.client'

export function Header({ siteName }: { siteName: string }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <div className={styles.mobileOnly}>
          <MobileControls />
        </div>
        <Link href="/" className={styles.brand}>
          <Logo name={siteName} />
        </Link>
        <nav aria-label="Ana menü" className={styles.nav}>
          <NavLinks links={NAV_LINKS} />
        </nav>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <QuoteBadge />
        <DealerMenu />
      </div>
    </header>
  )
}
