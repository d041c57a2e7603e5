import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { PreviewBanner } from '@/catalog/preview/PreviewBanner'
import { CmsPage } from '@/components/ui/CmsPage'
import { getPageBySlug, getPageDraft } from '@/catalog'
import { PREVIEW_ROBOTS, previewUser } from '@/catalog/preview'
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

/** The published page, or a signed-in staff member's draft preview of it (never cached). */
const loadPage = cache(async (slug: string) => {
  const user = await previewUser()
  const page = user ? await getPageDraft(slug, user) : await getPageBySlug(slug)
  return page ? { ...page, preview: user !== null } : null
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = slugOf((await params).slug)
  const page = await loadPage(slug)
  if (!page) return {}
  const description = page.body
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160)
  return {
    title: page.title,
    description,
    alternates: { canonical: policyHref(slug) },
    ...(page.preview ? { robots: PREVIEW_ROBOTS } : {}),
  }
}

export default async function CorporatePage({ params }: Props) {
  const slug = slugOf((await params).slug)
  const page = await loadPage(slug)
  if (!page) notFound()
  const { preview, ...dto } = page
  return (
    <>
      {preview ? <PreviewBanner path={policyHref(slug)} /> : null}
      <CmsPage
        page={dto}
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Kurumsal' }, { name: page.title }]}
      />
    </>
  )
}
