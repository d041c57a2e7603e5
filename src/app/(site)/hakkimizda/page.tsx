import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CmsPage } from '@/components/ui/CmsPage'
import { getPageBySlug } from '@/catalog'

export const metadata: Metadata = {
  title: 'Hakkımızda',
  description:
    '2005’ten beri 30’dan fazla uluslararası güvenlik markasının Türkiye distribütörü; İstanbul’da 4000 m² ofis ve Ankara bölge ofisi.',
  alternates: { canonical: '/hakkimizda' },
}

export default async function AboutPage() {
  const page = await getPageBySlug('hakkimizda')
  if (!page) notFound()
  return <CmsPage page={page} crumbs={[{ name: 'Anasayfa', href: '/' }, { name: page.title }]} />
}
