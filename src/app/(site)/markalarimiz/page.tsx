import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { Img } from '@/components/ui/Img'
import { Link } from '@/components/ui/Link'
import { listBrands } from '@/catalog'

import styles from './markalar.module.css'

export const metadata: Metadata = {
  title: 'Markalarımız',
  description:
    'Türkiye distribütörlüğünü yaptığımız 30’dan fazla uluslararası güvenlik teknolojisi markası.',
  alternates: { canonical: '/markalarimiz' },
}

export default async function BrandsPage() {
  const brands = await listBrands()
  return (
    <>
      <PageHeader
        title="Markalarımız"
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Markalarımız' }]}
        lead="Dünyanın önde gelen güvenlik teknolojisi üreticilerinin Türkiye distribütörüyüz."
      />
      <div className="container page">
        <ul className={styles.grid}>
          {brands.map((b, i) => (
            <li key={b.slug}>
              <Link href={`/markalarimiz/${b.slug}`} className={styles.card}>
                {b.image ? (
                  <Img src={b.image} alt="" width={200} height={80} priority={i < 8} />
                ) : null}
                <span className={styles.name}>{b.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
