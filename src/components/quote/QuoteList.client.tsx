'use client'

import { useRouter } from 'next/navigation'
import { useId } from 'react'

import { ContactForm } from '@/components/forms/ContactForm.client'
import { FormFlashAlert } from '@/components/forms/FormFlashAlert'
import { FORM_TEXT } from '@/components/forms/messages'
import type { FormFlashView } from '@/components/forms/types'
import { useHydrated } from '@/components/forms/useHydrated'
import { productHref } from '@/components/product/paths'
import { Link } from '@/components/ui/Link'
import type { ResolvedLine } from '@/catalog/quotePaste'
import { QUOTE_MAX_QUANTITY } from '@/lib/validation/quoteLimits'

import { QUOTE_LIST_PATH, QUOTE_PASTE_PARAM, quotePasteHref } from './paths'
import styles from './QuoteList.module.css'
import {
  addQuoteLines,
  clearQuoteLines,
  type QuoteLine,
  removeQuoteLine,
  setQuoteQuantity,
  useQuoteLines,
} from './store'

interface Props {
  pasteText: string
  resolved: { lines: ResolvedLine[]; more: number } | null
  flash: FormFlashView | null
  formToken: string
}

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

/**
 * The quote list page (issue 31). With JavaScript the list lives in this browser (./store); without
 * it, pasted codes are resolved by the server and sent with the form as they matched.
 */
export function QuoteList({ pasteText, resolved, flash, formToken }: Props) {
  const hydrated = useHydrated()
  const stored = useQuoteLines()
  const router = useRouter()
  const uid = useId()
  const matched = matchedLines(resolved)
  const lines = hydrated ? stored : matched
  // Back here after a post without JavaScript, the paste (and the query) is still in the address.
  const returnTo = pasteText
    ? `${QUOTE_LIST_PATH}?${new URLSearchParams({ [QUOTE_PASTE_PARAM]: pasteText })}`
    : QUOTE_LIST_PATH

  const addMatched = () => {
    addQuoteLines(matched)
    router.replace(QUOTE_LIST_PATH, { scroll: false })
  }

  return (
    <div className={styles.layout}>
      <section aria-labelledby={`${uid}-list`} className={styles.list}>
        <h2 id={`${uid}-list`}>Listeniz</h2>
        {!hydrated && !matched.length ? (
          <p className={styles.note}>
            Teklif listeniz bu tarayıcıda tutulur ve JavaScript ister. JavaScript kapalıysa ürün
            kodlarını aşağıdaki kutuya yapıştırın: eşleşen ürünler teklif formuyla gönderilir.
          </p>
        ) : lines.length ? (
          <QuoteLinesTable lines={lines} editable={hydrated} />
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
        {hydrated && matched.length ? (
          <button
            type="button"
            className={`btn btn-primary ${styles.addMatched}`}
            onClick={addMatched}
          >
            Eşleşen {matched.length} ürünü listeye ekle
          </button>
        ) : null}
      </section>

      <section aria-labelledby={`${uid}-form`} className={`card ${styles.form}`}>
        <h2 id={`${uid}-form`}>Teklif isteyin</h2>
        {lines.length ? (
          <ContactForm
            key={hydrated ? 'list' : 'paste'}
            items={lines.map(({ slug, quantity }) => ({ slug, quantity }))}
            flash={flash}
            formToken={formToken}
            onSuccess={clearQuoteLines}
            submitLabel="Teklif iste"
            returnTo={returnTo}
          />
        ) : flash ? (
          <FormFlashAlert flash={flash} success={FORM_TEXT.contactSuccess} />
        ) : (
          <p className={styles.note}>Teklif istemek için listenize ürün ekleyin.</p>
        )}
      </section>
    </div>
  )
}

function QuoteLinesTable({ lines, editable }: { lines: QuoteLine[]; editable: boolean }) {
  const uid = useId()
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Ürün</th>
          <th scope="col">Adet</th>
          {editable ? (
            <th scope="col">
              <span className="visually-hidden">Kaldır</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={line.slug}>
            <td>
              <Link href={productHref(line.slug)}>{line.name}</Link>
              <span className={styles.sku}>{line.sku}</span>
            </td>
            <td>
              {editable ? (
                <>
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
                    value={line.quantity}
                    onChange={(event) => setQuoteQuantity(line.slug, event.target.valueAsNumber)}
                  />
                </>
              ) : (
                line.quantity.toLocaleString('tr-TR')
              )}
            </td>
            {editable ? (
              <td>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => removeQuoteLine(line.slug)}
                >
                  Kaldır<span className="visually-hidden">: {line.name}</span>
                </button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
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
