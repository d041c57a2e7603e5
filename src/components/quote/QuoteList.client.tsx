'use client'

import { useRouter } from 'next/navigation'
import {
  type ChangeEvent,
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useState,
} from 'react'

import type { FormFlashView } from '@/components/forms/types'
import { useHydrated } from '@/components/forms/useHydrated'
import { productHref } from '@/components/product/paths'
import { Link } from '@/components/ui/Link'
import type { DealerSender } from '@/dealers/components/DealerQuoteForm.client'
import { type Price, useDealerPrices } from '@/dealers/components/priceStore'
import { money, quoteTotals, VAT_RATE } from '@/dealers/quotes/totals'
import { QUOTE_QUANTITY_FIELD, QUOTE_REMOVE_FIELD } from '@/catalog/listCookies'
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from '@/lib/validation/quoteLimits'

import { QUOTE_ADD_PATH, QUOTE_LIST_PATH, QUOTE_PASTE_PARAM, QUOTE_UPDATE_PATH } from './paths'
import styles from './QuoteList.module.css'
import {
  addQuoteLines,
  type QuoteLine,
  removeQuoteLine,
  setQuoteQuantity,
  useQuoteLines,
} from './store'

// The request form's code (react-hook-form's with it) comes only with a list to send. React's lazy,
// not next/dynamic, which brings ~4 kB of its own.
const QuoteRequestForm = lazy(() => import('./QuoteRequestForm.client'))

/** A line of the list kept without JavaScript (a cookie of product ids, read by the page). */
export type KeptLine = QuoteLine & { id: string }

interface Props {
  kept: KeptLine[]
  /** After an addition without JavaScript: how many lines were added, or that the list is full. */
  notice: { added: number } | { full: true } | null
  /** The paste box and the pasted codes' results, rendered on the server (./QuotePaste). */
  paste: ReactNode
  /** The products the paste matched, to add to the list. */
  matched: QuoteLine[]
  flash: FormFlashView | null
  /** The result of a request sent without JavaScript, shown when the list is empty again. */
  flashAlert: ReactNode
  formToken: string
  /** The request's message to start with (the project planner's summary). */
  note?: string
  /** A signed-in dealer: the list is priced and sent as its request (src/dealers/quotes). */
  dealer?: { sender: DealerSender; keptPrices: Record<string, Price> } | null
}

type Prices = Map<string, Price | null>

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
  kept,
  notice,
  paste,
  matched,
  flash,
  flashAlert,
  formToken,
  note,
  dealer,
}: Props) {
  const hydrated = useHydrated()
  const stored = useQuoteLines()
  const router = useRouter()
  const uid = useId()
  const lines = hydrated ? stored : kept
  const fetched = useDealerPrices(dealer && hydrated ? stored.map((l) => l.slug) : [])
  const prices: Prices | undefined = dealer
    ? hydrated
      ? fetched
      : new Map(Object.entries(dealer.keptPrices))
    : undefined
  const [refused, setRefused] = useState(false)
  const shownNotice = hydrated ? (refused ? { full: true as const } : null) : notice

  const formProps = (list: QuoteLine[]) => ({
    dealer: dealer?.sender,
    items: list.map(({ slug, quantity }) => ({ slug, quantity })),
    flash,
    formToken,
    note,
  })

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
        {paste}
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
        {!hydrated && kept.length ? (
          // No Suspense boundary: the server waits for the form and puts it in the HTML (inside one
          // it would stream a fallback, the form following through a script), and hydration waits
          // for its code. Only the list kept without JavaScript takes this way.
          <QuoteRequestForm {...formProps(kept)} />
        ) : lines.length ? (
          <Suspense
            fallback={
              <p className={styles.note} role="status">
                Form yükleniyor…
              </p>
            }
          >
            <QuoteRequestForm {...formProps(lines)} />
          </Suspense>
        ) : flashAlert ? (
          flashAlert
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
