import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { getProductBySlug, getSiteSettings } from '@/lib/catalog'

/**
 * The product is read before anything streams: an unknown product must answer a real 404 (a status
 * cannot change once streaming began). There is deliberately no loading.tsx skeleton here: Next
 * streams a page behind a Suspense boundary into a `<div hidden>` that only JavaScript reveals, so
 * visitors without JavaScript would get a skeleton and never the product. The page renders in a
 * few milliseconds from this request's cached read.
 */
export default async function ProductLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ slug: string }>
}) {
  const [product] = await Promise.all([getProductBySlug((await params).slug), getSiteSettings()])
  if (!product) notFound()
  return children
}
