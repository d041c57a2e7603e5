import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { descendantIds, listBrandRows, listProductPage, resolveCategoryPath } from '@/catalog'
import { listingParamsFor } from '@/dealers/listing'
import { pagePrices } from '@/dealers/pagePrices'

import { Listing, type SidebarLink } from './Listing'

type SearchParams = Record<string, string | string[] | undefined>

export async function categoryMetadata(slugs: string[]): Promise<Metadata> {
  const found = await resolveCategoryPath(slugs)
  if (!found) return {}
  const path = `/urunler/${slugs.join('/')}`
  const title = found.current.name
  const description =
    found.current.description ??
    `${found.current.name}: ${found.top.name} kategorisindeki ürünler, teknik özellikleri ve teklif talebi.`
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path },
  }
}

/** `/urunler/{slug}` and `/urunler/{slug}/{child}`: a category listing with sub-categories. */
export async function CategoryListing({
  slugs,
  searchParams,
}: {
  slugs: string[]
  searchParams: SearchParams
}) {
  const found = await resolveCategoryPath(slugs)
  if (!found) notFound()
  const { all, top, current } = found
  const basePath = `/urunler/${slugs.join('/')}`
  const { params, dealer } = await listingParamsFor(searchParams)
  const brands = await listBrandRows()
  const data = await listProductPage({ category: { in: descendantIds(all, current.id) } }, params, [
    {
      slug: 'marka',
      name: 'Marka',
      field: 'brand',
      options: brands.map((b) => ({ slug: b.slug, name: b.name, ids: [b.id] })),
    },
  ])
  const prices = dealer ? await pagePrices(data.items.map((item) => item.slug)) : null
  const sidebarLinks: SidebarLink[] = all
    .filter((c) => !c.parent)
    .map((c) => ({
      name: c.name,
      href: `/urunler/${c.slug}`,
      current: c.id === current.id,
      children:
        c.id === top.id
          ? all
              .filter((child) => child.parent === c.id)
              .map((child) => ({
                name: child.name,
                href: `/urunler/${c.slug}/${child.slug}`,
                current: child.id === current.id,
              }))
          : undefined,
    }))
  const crumbs = [
    { name: 'Anasayfa', href: '/' },
    { name: 'Ürünler', href: '/urunler' },
    ...(current.id !== top.id ? [{ name: top.name, href: `/urunler/${top.slug}` }] : []),
    { name: current.name },
  ]
  return (
    <>
      <PageHeader title={current.name} crumbs={crumbs} lead={current.description ?? undefined} />
      <div className="container page">
        <Listing
          basePath={basePath}
          params={params}
          dealer={dealer}
          prices={prices}
          data={data}
          sidebarTitle="Kategoriler"
          sidebarLinks={sidebarLinks}
        />
      </div>
    </>
  )
}
