import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ProductPage } from '@/demo/components/ProductPage'
import { getProductBySlug } from '@/demo/data/products'
import { demoMetadata } from '@/demo/metadata'

interface Props {
  params: Promise<{ slug: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return demoMetadata(getProductBySlug((await params).slug)?.name ?? 'Product')
}

export default async function DemoProductPage({ params }: Props) {
  // An unknown product slug is rejected (spec section 8).
  const product = getProductBySlug((await params).slug)
  if (!product) notFound()
  return <ProductPage product={product} layout="sidebar" />
}
