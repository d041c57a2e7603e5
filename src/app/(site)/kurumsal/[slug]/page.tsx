import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { CmsPage } from '@/components/ui/CmsPage'
import { getPageBySlug } from '@/lib/catalog'
import { policyHref } from '@/lib/site'

type Props = { params: Promise<{ slug: string }> }

// Next hands dynamic segments over still percent-encoded when they hold non-ASCII letters
// (`bilgi-guvenli%C4%9Fi`); pages are stored with the real letters.
const slugOf = (raw: string) => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

const loadPage = cache((slug: string) => getPageBySlug(slug))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = slugOf((await params).slug)
  const page = await loadPage(slug)
  if (!page) return {}
  const description = page.body
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160)
  return { title: page.title, description, alternates: { canonical: policyHref(slug) } }
}

export default async function CorporatePage({ params }: Props) {
  const slug = slugOf((await params).slug)
  const page = await loadPage(slug)
  if (!page) notFound()
  return (
    <CmsPage
      page={page}
      crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Kurumsal' }, { name: page.title }]}
    />
  )
}
