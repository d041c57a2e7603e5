import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ShopPage } from '@/demo/components/ShopPage'
import { getCategoryBySlug } from '@/demo/data/categories'
import { parseListQuery } from '@/demo/listing'
import { demoMetadata } from '@/demo/metadata'

interface Props {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = getCategoryBySlug((await params).slug)
  return demoMetadata(category?.name ?? 'Shop')
}

export default async function CategoryCatalogPage({ params, searchParams }: Props) {
  const { slug } = await params
  // An unknown category slug is rejected (spec section 8).
  if (!getCategoryBySlug(slug)) notFound()
  const query = parseListQuery(await searchParams)
  return (
    <ShopPage
      query={query}
      categorySlug={slug}
      basePath={`/shop/catalog/${slug}`}
      shop={{ sidebar: 'start', columns: 3, layout: 'grid' }}
    />
  )
}
