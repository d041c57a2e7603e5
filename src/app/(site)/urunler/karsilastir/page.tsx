import type { Metadata } from 'next'

import { COMPARE_DIFF_PARAM, COMPARE_PARAM, compareHref } from '@/components/compare/paths'
import { productHref } from '@/components/product/paths'
import { AddToQuote } from '@/components/quote/AddToQuote.client'
import { PageHeader } from '@/components/ui/Breadcrumb'
import { Img } from '@/components/ui/Img'
import { Link } from '@/components/ui/Link'
import { getProductBySlug, type ProductDTO } from '@/catalog'
import { buildCompareRows, COMPARE_MAX_ITEMS, parseCompareSlugs } from '@/catalog/compare'

import styles from './page.module.css'

const TITLE = 'Ürün karşılaştırma'

export const metadata: Metadata = {
  title: TITLE,
  robots: { index: false, follow: true },
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const HOW_TO_ADD =
  'Ürün kartlarındaki ve ürün sayfalarındaki “Karşılaştır” düğmesiyle ' +
  `en fazla ${COMPARE_MAX_ITEMS} ürün seçin.`

export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const differences = params[COMPARE_DIFF_PARAM] === '1'
  const found = await Promise.all(parseCompareSlugs(params[COMPARE_PARAM]).map(getProductBySlug))
  const products = found.filter((p): p is ProductDTO => p !== null)
  const slugs = products.map((p) => p.slug)
  return (
    <>
      <PageHeader
        title={TITLE}
        crumbs={[
          { name: 'Anasayfa', href: '/' },
          { name: 'Ürünler', href: '/urunler' },
          { name: TITLE },
        ]}
      />
      <div className="container page">
        {products.length ? (
          <CompareTable products={products} slugs={slugs} differences={differences} />
        ) : (
          <div className={styles.empty}>
            <h2>Karşılaştırılacak ürün seçilmedi</h2>
            <p>{HOW_TO_ADD}</p>
            <Link href="/urunler" className="btn btn-primary">
              Ürünlere göz atın
            </Link>
          </div>
        )}
      </div>
    </>
  )
}

function CompareTable({
  products,
  slugs,
  differences,
}: {
  products: ProductDTO[]
  slugs: string[]
  differences: boolean
}) {
  const several = products.length > 1
  const onlyDifferences = several && differences
  const rows = buildCompareRows(products).filter((r) => !onlyDifferences || r.differs)
  return (
    <>
      {several ? (
        <div className={styles.toolbar}>
          <p className={styles.legend}>
            <span className={styles.swatch} aria-hidden="true" />
            Farklı olan özellikler vurgulanır.
          </p>
          <Link href={compareHref(slugs, { differences: !onlyDifferences })}>
            {onlyDifferences ? 'Tümünü göster' : 'Yalnızca farkları göster'}
          </Link>
        </div>
      ) : (
        <p className={styles.note}>
          Karşılaştırmak için en az bir ürün daha ekleyin.{' '}
          <Link href="/urunler">Ürünlere göz atın</Link>
        </p>
      )}
      <div
        className={styles.scroller}
        role="region"
        aria-label="Karşılaştırma tablosu"
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">
            {onlyDifferences
              ? 'Seçilen ürünlerin farklı olan özellikleri'
              : 'Seçilen ürünlerin özellikleri'}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {products.map((p) => (
                <th key={p.slug} scope="col" className={styles.product}>
                  {p.cover_photo ? (
                    <Img
                      src={p.cover_photo}
                      alt=""
                      width={96}
                      height={96}
                      className={styles.cover}
                    />
                  ) : null}
                  <Link href={productHref(p.slug)} className={styles.name}>
                    {p.name}
                  </Link>
                  <span className={styles.meta}>
                    <span className="visually-hidden">Ürün kodu: </span>
                    {p.sku}
                  </span>
                  {p.brand ? <span className={styles.meta}>{p.brand.name}</span> : null}
                  <AddToQuote product={{ slug: p.slug, name: p.name, sku: p.sku }} />
                  <Link
                    href={compareHref(
                      slugs.filter((s) => s !== p.slug),
                      { differences: onlyDifferences },
                    )}
                    className={styles.remove}
                  >
                    Çıkar<span className="visually-hidden">: {p.name}</span>
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className={r.differs ? styles.differs : undefined}>
                <th scope="row" className={styles.rowHead}>
                  {r.label}
                  {r.differs ? <span className="visually-hidden"> (farklı)</span> : null}
                </th>
                {r.values.map((value, i) => (
                  <td key={slugs[i]}>{value ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onlyDifferences && !rows.length ? (
        <p className={styles.note}>Seçilen ürünlerin karşılaştırılan özellikleri aynı.</p>
      ) : null}
    </>
  )
}
