'use client'

import { useRouter } from 'next/navigation'
import { type ChangeEvent, type FormEvent, lazy, Suspense, useId, useState } from 'react'

import { FormFlashAlert } from '@/components/forms/FormFlashAlert'
import { FORM_TEXT } from '@/components/forms/messages'
import type { FormFlashView } from '@/components/forms/types'
import { useHydrated } from '@/components/forms/useHydrated'
import { productHref } from '@/components/product/paths'
import { Link } from '@/components/ui/Link'
import type { ResolvedLine } from '@/catalog/quotePaste'
import type { DealerSender } from '@/dealers/components/DealerQuoteForm.client'
import { type Price, useDealerPrices } from '@/dealers/components/priceStore'
import { money, quoteTotals, VAT_RATE } from '@/dealers/quotes/totals'
import { QUOTE_QUANTITY_FIELD, QUOTE_REMOVE_FIELD } from '@/catalog/listCookies'
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from '@/lib/validation/quoteLimits'

import {
  QUOTE_ADD_PATH,
  QUOTE_LIST_PATH,
  QUOTE_PASTE_PARAM,
  QUOTE_UPDATE_PATH,
  quotePasteHref,
} from './paths'
import styles from './QuoteList.module.css'
import {
  addQuoteLines,
  clearQuoteLines,
  type QuoteLine,
  removeQuoteLine,
  setQuoteQuantity,
  useQuoteLines,
} from './store'

// The request forms' code (react-hook-form's with it) comes only with a list to send; the server
// renders them when it knows the list (the cookie kept without JavaScript). React's lazy, not
// next/dynamic, which brings ~4 kB of its own to the page.
const ContactForm = lazy(() =>
  import('@/components/forms/ContactForm.client').then((m) => ({ default: m.ContactForm })),
)
const DealerQuoteForm = lazy(() =>
  import('@/dealers/components/DealerQuoteForm.client').then((m) => ({
    default: m.DealerQuoteForm,
  })),
)

/** A line of the list kept without JavaScript (a cookie of product ids, read by the page). */
export type KeptLine = QuoteLine & { id: string }

interface Props {
  pasteText: string
  kept: KeptLine[]
  /** After an addition without JavaScript: how many lines were added, or that the list is full. */
  notice: { added: number } | { full: true } | null
  resolved: { lines: ResolvedLine[]; more: number } | null
  flash: FormFlashView | null
  formToken: string
  /** The request's message to start with (the project planner's summary). */
  note?: string
  /** A signed-in dealer: the list is priced and sent as its request (src/dealers/quotes). */
  dealer?: { sender: DealerSender; keptPrices: Record<string, Price> } | null
}

type Prices = Map<string, Price | null>

const STATUS_TEXT: Record<ResolvedLine['status'], string> = {
  exact: 'Eşleşti',
  typo: 'Bir harf farkıyla eşleşti',
  prefix: 'Kodun başıyla eşleşti',
  ambiguous: 'Birden fazla ürünle eşleşti; kodu tam yazınız:',
  missing: 'Bu kodla yayında bir ürün bulunamadı.',
  quantity: `Adet 1 ile ${QUOTE_MAX_QUANTITY.toLocaleString('tr-TR')} arasında olmalıdır.`,
}

/** The products the paste named, each once (two lines of one product add up). */
function matchedLines(resolved: Props['resolved']): QuoteLine[] {
  const lines = new Map<string, QuoteLine>()
  for (const { product, quantity } of resolved?.lines ?? []) {
    if (!product || !quantity) continue
    const sum = (lines.get(product.slug)?.quantity ?? 0) + quantity
    lines.set(product.slug, { ...product, quantity: Math.min(sum, QUOTE_MAX_QUANTITY) })
  }
  return [...lines.values()]
}

const noticeText = (notice: NonNullable<Props['notice']>) =>
  'full' in notice
    ? `Teklif listesinde en fazla ${QUOTE_MAX_LINES} ürün olabilir. Eklemek için listeden ürün çıkarın.`
    : notice.added === 1
      ? 'Ürün teklif listenize eklendi.'
      : `${notice.added} ürün teklif listenize eklendi.`

/**
 * The quote list page (issue 31). With JavaScript the list lives in this browser (./store); without
 * it, in a cookie that the routes under /teklif-listesi change (`kept`, read by the page).
 */
export function QuoteList({
  pasteText,
  kept,
  notice,
  resolved,
  flash,
  formToken,
  note,
  dealer,
}: Props) {
  const hydrated = useHydrated()
  const stored = useQuoteLines()
  const router = useRouter()
  const uid = useId()
  const matched = matchedLines(resolved)
  const lines = hydrated ? stored : kept
  const fetched = useDealerPrices(dealer && hydrated ? stored.map((l) => l.slug) : [])
  const prices: Prices | undefined = dealer
    ? hydrated
      ? fetched
      : new Map(Object.entries(dealer.keptPrices))
    : undefined
  const [refused, setRefused] = useState(false)
  const shownNotice = hydrated ? (refused ? { full: true as const } : null) : notice

  const addMatched = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (addQuoteLines(matched)) router.replace(QUOTE_LIST_PATH, { scroll: false })
    else setRefused(true)
  }

  return (
    <div className={styles.layout}>
      <section aria-labelledby={`${uid}-list`} className={styles.list}>
        <h2 id={`${uid}-list`}>Listeniz</h2>
        {shownNotice ? (
          <p role="status" className={styles.notice}>
            {noticeText(shownNotice)}
          </p>
        ) : null}
        {hydrated && lines.length ? (
          <QuoteLinesTable lines={lines} prices={prices} />
        ) : !hydrated && kept.length ? (
          <>
            {/* "Kaldır" posts a form of its own: Enter in a quantity must update, not remove. */}
            <form method="post" action={QUOTE_UPDATE_PATH} className={styles.keptForm}>
              <QuoteLinesTable
                lines={kept}
                prices={prices}
                removeForm={(id) => `${uid}-remove-${id}`}
              />
              <button type="submit" className="btn btn-outline">
                Adetleri güncelle
              </button>
            </form>
            {kept.map((line) => (
              <form
                key={line.id}
                id={`${uid}-remove-${line.id}`}
                method="post"
                action={QUOTE_UPDATE_PATH}
                hidden
              />
            ))}
          </>
        ) : (
          <p className={styles.note}>
            Listeniz boş. Ürün sayfalarındaki “Teklif listesine ekle” düğmesiyle ya da ürün
            kodlarını aşağıya yapıştırarak ekleyebilirsiniz.{' '}
            <Link href="/urunler">Ürünlere göz atın</Link>.
          </p>
        )}
      </section>

      <section aria-labelledby={`${uid}-paste`} className={styles.paste}>
        <h2 id={`${uid}-paste`}>Ürün kodlarını yapıştırın</h2>
        <form method="get" action={QUOTE_LIST_PATH} className="form">
          <div className="field">
            <label htmlFor={`${uid}-codes`}>Her satıra bir ürün kodu; adet için “KOD x ADET”</label>
            <textarea
              id={`${uid}-codes`}
              name={QUOTE_PASTE_PARAM}
              className="textarea"
              rows={6}
              defaultValue={pasteText}
              placeholder={'DS-2CD2143G2-I x 8\nNVR-7616/16P x 1'}
              spellCheck={false}
            />
          </div>
          <div>
            <button type="submit" className="btn btn-outline">
              Kodları eşleştir
            </button>
          </div>
        </form>
        {resolved ? <ResolvedTable resolved={resolved} /> : null}
        {matched.length ? (
          // Without JavaScript the form adds them to the list kept in a cookie.
          <form method="get" action={QUOTE_ADD_PATH} onSubmit={addMatched}>
            <input
              type="hidden"
              name={QUOTE_PASTE_PARAM}
              value={matched.map((line) => `${line.sku} x ${line.quantity}`).join('\n')}
            />
            <button type="submit" className={`btn btn-primary ${styles.addMatched}`}>
              Eşleşen {matched.length} ürünü listeye ekle
            </button>
          </form>
        ) : null}
      </section>

      <section aria-labelledby={`${uid}-form`} className={`card ${styles.form}`}>
        <h2 id={`${uid}-form`}>Teklif isteyin</h2>
        {lines.length ? (
          <Suspense
            fallback={
              <p className={styles.note} role="status">
                Form yükleniyor…
              </p>
            }
          >
            {dealer ? (
              <DealerQuoteForm
                key={hydrated ? 'browser' : 'cookie'}
                sender={dealer.sender}
                items={lines.map(({ slug, quantity }) => ({ slug, quantity }))}
                flash={flash}
                formToken={formToken}
                onSuccess={clearQuoteLines}
                returnTo={QUOTE_LIST_PATH}
                note={note}
              />
            ) : (
              <ContactForm
                key={hydrated ? 'browser' : 'cookie'}
                items={lines.map(({ slug, quantity }) => ({ slug, quantity }))}
                flash={flash}
                formToken={formToken}
                onSuccess={clearQuoteLines}
                submitLabel="Teklif iste"
                note={note}
                returnTo={QUOTE_LIST_PATH}
              />
            )}
          </Suspense>
        ) : flash ? (
          <FormFlashAlert flash={flash} success={FORM_TEXT.contactSuccess} />
        ) : (
          <p className={styles.note}>Teklif istemek için listenize ürün ekleyin.</p>
        )}
      </section>
    </div>
  )
}

/**
 * With `removeForm` (the list kept without JavaScript) the inputs and buttons post forms; with
 * `prices` (a dealer) each line has its net price and amount, and the foot the totals with KDV.
 */
function QuoteLinesTable({
  lines,
  prices,
  removeForm,
}: {
  lines: (QuoteLine & { id?: string })[]
  prices?: Prices
  removeForm?: (id: string) => string
}) {
  const uid = useId()
  const priceOf = (slug: string) => prices?.get(slug) ?? null
  const totals = prices
    ? quoteTotals(
        lines.map((l) => ({
          quantity: l.quantity,
          unitPrice: priceOf(l.slug)?.netPrice,
          currency: priceOf(l.slug)?.currency,
        })),
      )
    : []
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Ürün</th>
          {prices ? (
            <th scope="col" className={`${styles.amount} ${styles.unitColumn}`}>
              Birim net fiyat
            </th>
          ) : null}
          <th scope="col">Adet</th>
          {prices ? (
            <th scope="col" className={styles.amount}>
              Tutar
            </th>
          ) : null}
          <th scope="col">
            <span className="visually-hidden">Kaldır</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={line.slug}>
            <td>
              <Link href={productHref(line.slug)}>{line.name}</Link>
              <span className={styles.sku}>{line.sku}</span>
              {/* On a phone the unit price sits under the name, not in a column of its own. */}
              {prices && priceOf(line.slug) ? (
                <span className={styles.unitInline}>
                  Birim: {money(priceOf(line.slug)!.netPrice, priceOf(line.slug)!.currency)}
                </span>
              ) : null}
            </td>
            {prices ? (
              <td className={`${styles.amount} ${styles.unitColumn}`}>
                {priceOf(line.slug)
                  ? money(priceOf(line.slug)!.netPrice, priceOf(line.slug)!.currency)
                  : '—'}
              </td>
            ) : null}
            <td>
              <label htmlFor={`${uid}-${i}`} className="visually-hidden">
                {line.name} adedi
              </label>
              <input
                id={`${uid}-${i}`}
                className={`input ${styles.quantity}`}
                type="number"
                inputMode="numeric"
                min={1}
                max={QUOTE_MAX_QUANTITY}
                step={1}
                {...(line.id && removeForm
                  ? { name: `${QUOTE_QUANTITY_FIELD}${line.id}`, defaultValue: line.quantity }
                  : {
                      value: line.quantity,
                      onChange: (event: ChangeEvent<HTMLInputElement>) =>
                        setQuoteQuantity(line.slug, event.target.valueAsNumber),
                    })}
              />
            </td>
            {prices ? (
              <td className={styles.amount}>
                {priceOf(line.slug)
                  ? money(
                      priceOf(line.slug)!.netPrice * line.quantity,
                      priceOf(line.slug)!.currency,
                    )
                  : '—'}
              </td>
            ) : null}
            <td>
              {line.id && removeForm ? (
                <button
                  type="submit"
                  form={removeForm(line.id)}
                  name={QUOTE_REMOVE_FIELD}
                  value={line.id}
                  className={styles.remove}
                >
                  Kaldır<span className="visually-hidden">: {line.name}</span>
                </button>
              ) : (
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => removeQuoteLine(line.slug)}
                >
                  Kaldır<span className="visually-hidden">: {line.name}</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      {totals.length ? (
        <tfoot>
          {totals.map((t) => (
            <tr key={t.currency} className={styles.totals}>
              <th scope="row" colSpan={2}>
                Ara toplam{' '}
                <span className={styles.amountText}>{money(t.subtotal, t.currency)}</span>
                <br />
                KDV %{VAT_RATE * 100}{' '}
                <span className={styles.amountText}>{money(t.vat, t.currency)}</span>
              </th>
              <td className={styles.amount} colSpan={3}>
                <strong>{money(t.total, t.currency)}</strong>
                <span className={styles.sku}>KDV dahil toplam</span>
              </td>
            </tr>
          ))}
        </tfoot>
      ) : null}
    </table>
  )
}

function ResolvedTable({ resolved }: { resolved: NonNullable<Props['resolved']> }) {
  return (
    <>
      <table className={styles.table}>
        <caption>Yapıştırılan kodlar</caption>
        <thead>
          <tr>
            <th scope="col">Satır</th>
            <th scope="col">Sonuç</th>
          </tr>
        </thead>
        <tbody>
          {resolved.lines.map((line, i) => (
            <tr key={i} className={line.product ? styles.ok : styles.bad}>
              <td className={styles.sku}>{line.text}</td>
              <td>
                {STATUS_TEXT[line.status]}{' '}
                {line.product ? (
                  <>
                    <Link href={productHref(line.product.slug)}>{line.product.name}</Link> (
                    {line.product.sku}) × {line.quantity?.toLocaleString('tr-TR')}
                  </>
                ) : null}
                {line.candidates?.length ? (
                  <>
                    {line.status === 'missing' ? 'Bunu mu demek istediniz? ' : null}
                    {line.candidates.map((c, j) => (
                      <span key={c.slug}>
                        {j ? ', ' : ''}
                        <Link
                          href={quotePasteHref(
                            resolved.lines.map((l, k) =>
                              k === i ? `${c.sku} x ${line.quantity ?? 1}` : l.text,
                            ),
                          )}
                          title={c.name}
                        >
                          {c.sku}
                        </Link>
                      </span>
                    ))}
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {resolved.more ? (
        <p className={styles.note}>En fazla 100 satır okunur; {resolved.more} satır okunmadı.</p>
      ) : null}
    </>
  )
}
