import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { getProductBySlug, getSiteSettings } from '@/catalog'
import { previewUser } from '@/catalog/preview'

/**
 * Read before anything streams: an unknown product must answer a real 404. No loading.tsx: Next
 * reveals streamed content (`<div hidden>`) only with JavaScript, so visitors without it would
 * never see the product; and the page renders in a few milliseconds from the cached read anyway.
 */
export default async function ProductLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ slug: string }>
}) {
  const [product] = await Promise.all([getProductBySlug((await params).slug), getSiteSettings()])
  // A draft never published yet is only a signed-in editor's preview (the page reads it).
  if (!product && !(await previewUser())) notFound()
  return children
}
