import type { Metadata } from 'next'

import { QUOTE_PASTE_PARAM } from '@/components/quote/paths'
import { QuoteList } from '@/components/quote/QuoteList.client'
import { PageHeader } from '@/components/ui/Breadcrumb'
import { Toaster } from '@/components/ui/Toaster.client'
import { readFormFlash } from '@/leads/flash'
import { resolvePastedCodes } from '@/catalog/quotePaste'
import { createFormToken } from '@/lib/security/formToken'

export const metadata: Metadata = {
  title: 'Teklif Listesi',
  description: 'Birden fazla ürün için tek seferde fiyat teklifi isteyin.',
  robots: { index: false, follow: true },
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** More than 100 lines of 200 characters: the rest of a paste is not read. */
const MAX_PASTE_LENGTH = 25_000

export default async function QuoteListPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const raw = params[QUOTE_PASTE_PARAM]
  const pasteText = typeof raw === 'string' ? raw.slice(0, MAX_PASTE_LENGTH) : ''
  const [flash, resolved] = await Promise.all([
    readFormFlash('contact', params),
    pasteText.trim() ? resolvePastedCodes(pasteText) : null,
  ])
  return (
    <>
      <PageHeader
        title="Teklif Listesi"
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Teklif Listesi' }]}
      />
      <div className="container page">
        <QuoteList
          pasteText={pasteText}
          resolved={resolved}
          flash={flash}
          formToken={createFormToken()}
        />
      </div>
      <Toaster />
    </>
  )
}
