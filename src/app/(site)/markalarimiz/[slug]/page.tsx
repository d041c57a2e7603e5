import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Listing } from '@/components/product/Listing'
import { PageHeader } from '@/components/ui/Breadcrumb'
import {
  descendantIds,
  getBrandRow,
  listAllCategories,
  listBrandRows,
  listProductPage,
} from '@/catalog'
import { listingParamsFor } from '@/dealers/listing'
import { pagePrices } from '@/dealers/pagePrices'

type Props = {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const brand = await getBrandRow(slug)
  if (!brand) return {}
  const path = `/markalarimiz/${slug}`
  const description = `${brand.name} ürünleri: teknik özellikler, ürün kodları ve teklif talebi.`
  return {
    title: `${brand.name} Ürünleri`,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: brand.name,
      description,
      url: path,
      images: brand.image ? [brand.image] : [],
    },
  }
}

/** `/markalarimiz/{slug}`: the brand's products, filterable by product area. */
export default async function BrandPage({ params, searchParams }: Props) {
  const { slug } = await params
  const brand = await getBrandRow(slug)
  if (!brand) notFound()
  const { params: listingParams, dealer } = await listingParamsFor(await searchParams)
  const [all, brands] = await Promise.all([listAllCategories(), listBrandRows()])
  const data = await listProductPage({ brand: { equals: brand.id } }, listingParams, [
    {
      slug: 'kategori',
      name: 'Ürün grubu',
      field: 'category',
      options: all
        .filter((c) => !c.parent)
        .map((c) => ({ slug: c.slug, name: c.name, ids: descendantIds(all, c.id) })),
    },
  ])
  const prices = dealer ? await pagePrices(data.items.map((item) => item.slug)) : null
  return (
    <>
      <PageHeader
        title={brand.name}
        crumbs={[
          { name: 'Anasayfa', href: '/' },
          { name: 'Markalarımız', href: '/markalarimiz' },
          { name: brand.name },
        ]}
      />
      <div className="container page">
        <Listing
          basePath={`/markalarimiz/${slug}`}
          params={listingParams}
          dealer={dealer}
          prices={prices}
          data={data}
          sidebarTitle="Markalar"
          sidebarLinks={brands.map((b) => ({
            name: b.name,
            href: `/markalarimiz/${b.slug}`,
            current: b.slug === slug,
          }))}
        />
      </div>
    </>
  )
}
