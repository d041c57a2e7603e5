import { SearchBox } from '@/components/layout/SearchBox.client'
import { Link } from '@/components/ui/Link'

import styles from './NotFound.module.css'

/** Spec section 8: the not-found page's text, with a search box and a link home. */
export function NotFound() {
  return (
    <div className={`container page ${styles.wrap}`}>
      <p className={styles.code} lang="en">
        Oops! Error 404
      </p>
      <h1 lang="en">Page Not Found</h1>
      <p lang="en">We can&apos;t seem to find the page you&apos;re looking for.</p>
      <p>Aradığınız sayfa bulunamadı. Ürün kodu ile arayabilir ya da anasayfaya dönebilirsiniz.</p>
      <div className={styles.search}>
        <SearchBox />
      </div>
      <Link href="/" className="btn btn-primary">
        Anasayfaya dön
      </Link>
    </div>
  )
}
