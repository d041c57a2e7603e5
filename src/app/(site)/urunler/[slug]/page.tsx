import { CategoryListing, categoryMetadata } from '@/components/product/categoryListing'

type Props = {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props) {
  return categoryMetadata([(await params).slug])
}

export default async function CategoryPage({ params, searchParams }: Props) {
  return <CategoryListing slugs={[(await params).slug]} searchParams={await searchParams} />
}
