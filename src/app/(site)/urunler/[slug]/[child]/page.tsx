import { CategoryListing, categoryMetadata } from '@/components/product/categoryListing'

type Props = {
  params: Promise<{ slug: string; child: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props) {
  const { slug, child } = await params
  return categoryMetadata([slug, child])
}

export default async function SubCategoryPage({ params, searchParams }: Props) {
  const { slug, child } = await params
  return <CategoryListing slugs={[slug, child]} searchParams={await searchParams} />
}
