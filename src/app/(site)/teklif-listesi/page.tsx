import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import {
  QUOTE_ADDED_PARAM,
  QUOTE_FULL_PARAM,
  QUOTE_NOTE_PARAM,
  QUOTE_PASTE_PARAM,
} from '@/components/quote/paths'
import { type KeptLine, QuoteList } from '@/components/quote/QuoteList.client'
import { matchedLines, QuotePasteForm, ResolvedTable } from '@/components/quote/QuotePaste'
import { FormFlashAlert } from '@/components/forms/FormFlashAlert'
import { FORM_TEXT } from '@/components/forms/messages'
import { PageHeader } from '@/components/ui/Breadcrumb'
import { Toaster } from '@/components/ui/Toaster.client'
import { readFormFlash } from '@/leads/flash'
import { parseQuoteCookie, QUOTE_COOKIE } from '@/catalog/listCookies'
import { MAX_PASTE_LENGTH, resolvePastedCodes } from '@/catalog/quotePaste'
import { productIndex } from '@/catalog/search/productIndex'
import { getPayloadClient } from '@/lib/payload'
import { createFormToken } from '@/lib/security/formToken'
import { MESSAGE_MAX_LENGTH } from '@/lib/validation/fields'
import { dealerPrices } from '@/dealers/prices'
import { currentDealer, type DealerSession } from '@/dealers/session'

export const metadata: Metadata = {
  title: 'Teklif Listesi',
  description: 'Birden fazla ürün için tek seferde fiyat teklifi isteyin.',
  robots: { index: false, follow: true },
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export default async function QuoteListPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const raw = params[QUOTE_PASTE_PARAM]
  const pasteText = typeof raw === 'string' ? raw.slice(0, MAX_PASTE_LENGTH) : ''
  const rawNote = params[QUOTE_NOTE_PARAM]
  const note = typeof rawNote === 'string' ? rawNote.slice(0, MESSAGE_MAX_LENGTH) : ''
  const [flash, resolved, kept, session] = await Promise.all([
    readFormFlash('contact', params),
    pasteText.trim() ? resolvePastedCodes(pasteText) : null,
    keptLines(),
    currentDealer(),
  ])
  const formToken = createFormToken()
  const dealer = session ? await dealerView(session, kept) : null
  const added = Number(params[QUOTE_ADDED_PARAM])
  const notice =
    params[QUOTE_FULL_PARAM] === '1'
      ? { full: true as const }
      : Number.isInteger(added) && added > 0
        ? { added }
        : null
  return (
    <>
      <PageHeader
        title="Teklif Listesi"
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Teklif Listesi' }]}
      />
      <div className="container page">
        <QuoteList
          kept={kept}
          notice={notice}
          paste={
            <>
              <QuotePasteForm pasteText={pasteText} />
              {resolved ? <ResolvedTable resolved={resolved} /> : null}
            </>
          }
          matched={matchedLines(resolved)}
          flash={flash}
          flashAlert={
            flash ? <FormFlashAlert flash={flash} success={FORM_TEXT.contactSuccess} /> : null
          }
          formToken={formToken}
          note={note}
          dealer={dealer}
        />
      </div>
      <Toaster />
    </>
  )
}

/** The list kept without JavaScript: products still published, in the order they were added. */
async function keptLines(): Promise<KeptLine[]> {
  const lines = parseQuoteCookie((await cookies()).get(QUOTE_COOKIE)?.value)
  if (!lines.length) return []
  const products = await productIndex.byIds(
    await getPayloadClient(),
    lines.map((l) => l.id),
  )
  const byId = new Map(products.map((p) => [String(p.id), p]))
  return lines.flatMap(({ id, quantity }) => {
    const p = byId.get(id)
    return p ? [{ id, slug: p.slug, name: p.name, sku: p.sku, quantity }] : []
  })
}

/** A signed-in dealer's list is priced: the kept lines' prices here, the browser's from /bayi/fiyatlar. */
async function dealerView(session: DealerSession, kept: KeptLine[]) {
  const prices = await dealerPrices(
    session,
    kept.map((line) => line.slug),
  )
  return {
    sender: {
      name: session.dealer.name || session.dealer.email,
      email: session.dealer.email,
      company: session.company.name,
    },
    keptPrices: Object.fromEntries(prices.map(({ slug, ...price }) => [slug, price])),
  }
}
