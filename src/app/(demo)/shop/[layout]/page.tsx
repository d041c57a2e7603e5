import { notFound } from 'next/navigation'

import { ShopPage } from '@/demo/components/ShopPage'
import type { ShopLayout } from '@/demo/components/ProductsView.client'
import { parseListQuery } from '@/demo/listing'
import { demoMetadata } from '@/demo/metadata'

/** The template's /shop/category-* layout demos over the same listing. */
const LAYOUT_DEMOS: Record<string, ShopLayout> = {
  'category-grid-3-columns-sidebar': { sidebar: 'start', columns: 3, layout: 'grid' },
  'category-grid-4-columns-full': { sidebar: 'offcanvas', columns: 4, layout: 'grid' },
  'category-grid-5-columns-full': { sidebar: 'offcanvas', columns: 5, layout: 'grid' },
  'category-list': { sidebar: 'start', columns: 3, layout: 'list' },
  'category-right-sidebar': { sidebar: 'end', columns: 3, layout: 'grid' },
}

interface Props {
  params: Promise<{ layout: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata = demoMetadata('Shop')

export default async function CategoryLayoutPage({ params, searchParams }: Props) {
  const { layout } = await params
  const shop = LAYOUT_DEMOS[layout]
  if (!shop) notFound()
  return (
    <ShopPage
      query={parseListQuery(await searchParams)}
      categorySlug={null}
      basePath={`/shop/${layout}`}
      shop={shop}
    />
  )
}
