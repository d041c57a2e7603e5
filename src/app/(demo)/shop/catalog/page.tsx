import { ShopPage } from '@/demo/components/ShopPage'
import { parseListQuery } from '@/demo/listing'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Shop')

export default async function CatalogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const query = parseListQuery(await searchParams)
  return (
    <ShopPage
      query={query}
      categorySlug={null}
      basePath="/shop/catalog"
      shop={{ sidebar: 'start', columns: 3, layout: 'grid' }}
    />
  )
}
