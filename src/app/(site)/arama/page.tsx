import type { Metadata } from 'next'

import { Pagination } from '@/components/product/Pagination'
import { ProductCard } from '@/components/product/ProductCard'
import { PageHeader } from '@/components/ui/Breadcrumb'
import { SEARCH_PAGE_SIZE, type SearchResultsPage, searchProductPage } from '@/catalog'
import { parseListingParams } from '@/catalog/listingParams'
import { pagePrice, pagePrices } from '@/dealers/pagePrices'

export const metadata: Metadata = { title: 'Ürün arama', robots: { index: false, follow: true } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const count = new Intl.NumberFormat('tr-TR')

function resultsHref(q: string, page: number): string {
  const params = new URLSearchParams({ q })
  if (page > 1) params.set('page', String(page))
  return `/arama?${params}`
}

/** "62 ürün bulundu", and which of them this page shows when there are more pages. */
function summary({ items, total, page, pages }: SearchResultsPage): string | undefined {
  if (total === 0) return undefined
  const found = `${count.format(total)} ürün bulundu`
  if (pages === 1) return found
  const from = (page - 1) * SEARCH_PAGE_SIZE + 1
  return `${found}, ${count.format(from)}–${count.format(from + items.length - 1)} arası gösteriliyor`
}

/** The search box's answer without JavaScript, or when Enter is pressed without a suggestion. */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const raw = params.q
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? ''
  // The category listings' reading of `page`: anything but a positive integer is page 1.
  const found = q ? await searchProductPage(q, parseListingParams(params).page) : null
  const results = found?.items ?? []
  const prices = await pagePrices(results.map((r) => r.slug))
  return (
    <>
      <PageHeader
        title={q ? `“${q}” için sonuçlar` : 'Ürün arama'}
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Ürün arama' }]}
        lead={found ? summary(found) : undefined}
      />
      <div className="container page">
        {results.length === 0 ? (
          <p>
            {q
              ? 'Aramanızla eşleşen ürün bulunamadı. Ürün kodunu kontrol edip tekrar deneyin.'
              : 'Aramak için ürün kodu veya adı yazın.'}
          </p>
        ) : (
          <ul className="product-grid">
            {results.map((r) => (
              <li key={r.slug}>
                <ProductCard
                  product={{ slug: r.slug, name: r.name, sku: r.sku, cover_photo: r.cover_image }}
                  headingLevel={2}
                  price={pagePrice(prices, r.slug)}
                />
              </li>
            ))}
          </ul>
        )}
        {found ? (
          <Pagination page={found.page} pages={found.pages} href={(page) => resultsHref(q, page)} />
        ) : null}
      </div>
    </>
  )
}
