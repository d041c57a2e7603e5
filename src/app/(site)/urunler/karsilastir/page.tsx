import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import {
  COMPARE_DIFF_PARAM,
  COMPARE_FULL_PARAM,
  COMPARE_PARAM,
  compareHref,
  compareRemoveHref,
} from '@/components/compare/paths'
import { productHref } from '@/components/product/paths'
import { AddToQuote } from '@/components/quote/AddToQuote.client'
import { DealerPrice } from '@/dealers/components/DealerPrice.client'
import { type PagePrices, pagePrice, pagePrices } from '@/dealers/pagePrices'
import { PageHeader } from '@/components/ui/Breadcrumb'
import { Img } from '@/components/ui/Img'
import { Link } from '@/components/ui/Link'
import { getProductBySlug, type ProductDTO } from '@/catalog'
import { buildCompareRows, COMPARE_MAX_ITEMS, parseCompareSlugs } from '@/catalog/compare'
import { COMPARE_COOKIE, parseCompareCookie } from '@/catalog/listCookies'

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
  // No list in the address: the one kept without JavaScript (./ekle), if any.
  const asked =
    params[COMPARE_PARAM] === undefined
      ? parseCompareCookie((await cookies()).get(COMPARE_COOKIE)?.value)
      : parseCompareSlugs(params[COMPARE_PARAM])
  const found = await Promise.all(asked.map(getProductBySlug))
  const products = found.filter((p): p is ProductDTO => p !== null)
  const slugs = products.map((p) => p.slug)
  const prices = await pagePrices(slugs)
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
        {params[COMPARE_FULL_PARAM] === '1' ? (
          <p role="status" className={styles.note}>
            En fazla {COMPARE_MAX_ITEMS} ürün karşılaştırılabilir. Yenisini eklemek için birini
            çıkarın.
          </p>
        ) : null}
        {products.length ? (
          <CompareTable
            products={products}
            slugs={slugs}
            differences={differences}
            prices={prices}
          />
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
  prices,
}: {
  products: ProductDTO[]
  slugs: string[]
  differences: boolean
  /** A signed-in dealer's prices, in the page for the no-JavaScript reader too. */
  prices: PagePrices | null
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
                  <DealerPrice slug={p.slug} compact rendered={pagePrice(prices, p.slug)} />
                  <AddToQuote product={{ slug: p.slug, name: p.name, sku: p.sku }} />
                  {/* A route that also updates the list kept without JavaScript: a full load. */}
                  <a
                    href={compareRemoveHref(p.slug, slugs, onlyDifferences)}
                    className={styles.remove}
                  >
                    Çıkar<span className="visually-hidden">: {p.name}</span>
                  </a>
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
