import type { Metadata } from 'next'

import { ProductCard } from '@/components/product/ProductCard'
import { PageHeader } from '@/components/ui/Breadcrumb'
import { SEARCH_MAX_LIMIT, searchProducts } from '@/lib/catalog'

export const metadata: Metadata = { title: 'Ürün arama', robots: { index: false, follow: true } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The search box's answer without JavaScript, or when Enter is pressed without a suggestion. */
export default async function SearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? ''
  const results = q ? await searchProducts(q, SEARCH_MAX_LIMIT) : []
  return (
    <>
      <PageHeader
        title={q ? `“${q}” için sonuçlar` : 'Ürün arama'}
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Ürün arama' }]}
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
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
