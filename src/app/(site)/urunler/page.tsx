import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { Img } from '@/components/ui/Img'
import { Link } from '@/components/ui/Link'
import { listCategories } from '@/catalog'
import { CARD_IMAGE_WIDTH } from '@/catalog/media'

import styles from './urunler.module.css'

export const metadata: Metadata = {
  title: 'Ürünler',
  description:
    'Video gözetim, geçiş kontrol, alarm, kilit, aydınlatma, veri iletim ve insan sayma sistemleri: tüm ürün kategorilerimiz.',
  alternates: { canonical: '/urunler' },
}

export default async function ProductsPage() {
  const categories = await listCategories()
  return (
    <>
      <PageHeader title="Ürünler" crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Ürünler' }]} />
      <div className="container page">
        <ul className={styles.grid}>
          {categories.map((c, i) => (
            <li key={c.slug} className={styles.card}>
              {c.image ? (
                <Img
                  src={c.image}
                  alt=""
                  width={480}
                  height={320}
                  sourceWidth={CARD_IMAGE_WIDTH}
                  priority={i < 3}
                  sizes="(max-width: 767px) 92vw, 380px"
                />
              ) : null}
              <div className={styles.body}>
                <h2>
                  <Link href={`/urunler/${c.slug}`}>{c.name}</Link>
                </h2>
                <ul className={styles.children}>
                  {c.children.map((child) => (
                    <li key={child.slug}>
                      <Link href={`/urunler/${c.slug}/${child.slug}`}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
