import type { ResolvedLine } from '@/catalog/quotePaste'
import { productHref } from '@/components/product/paths'
import { Link } from '@/components/ui/Link'
import { QUOTE_MAX_QUANTITY } from '@/lib/validation/quoteLimits'

import { QUOTE_LIST_PATH, QUOTE_PASTE_PARAM, quotePasteHref } from './paths'
import styles from './QuoteList.module.css'
import type { QuoteLine } from './store'

// The quote list page's paste box and its results: rendered on the server and handed to the list
// (./QuoteList.client) as nodes, so that their code is not part of the page's JavaScript.

type Resolved = { lines: ResolvedLine[]; more: number }

const STATUS_TEXT: Record<ResolvedLine['status'], string> = {
  exact: 'Eşleşti',
  typo: 'Bir harf farkıyla eşleşti',
  prefix: 'Kodun başıyla eşleşti',
  ambiguous: 'Birden fazla ürünle eşleşti; kodu tam yazınız:',
  missing: 'Bu kodla yayında bir ürün bulunamadı.',
  quantity: `Adet 1 ile ${QUOTE_MAX_QUANTITY.toLocaleString('tr-TR')} arasında olmalıdır.`,
}

/** The products the paste named, each once (two lines of one product add up). */
export function matchedLines(resolved: Resolved | null): QuoteLine[] {
  const lines = new Map<string, QuoteLine>()
  for (const { product, quantity } of resolved?.lines ?? []) {
    if (!product || !quantity) continue
    const sum = (lines.get(product.slug)?.quantity ?? 0) + quantity
    lines.set(product.slug, { ...product, quantity: Math.min(sum, QUOTE_MAX_QUANTITY) })
  }
  return [...lines.values()]
}

/** The paste box: a GET form back to the page, which resolves the codes (also without JavaScript). */
export function QuotePasteForm({ pasteText }: { pasteText: string }) {
  return (
    <form method="get" action={QUOTE_LIST_PATH} className="form">
      <div className="field">
        <label htmlFor="teklif-kodlari">Her satıra bir ürün kodu; adet için “KOD x ADET”</label>
        <textarea
          id="teklif-kodlari"
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
  )
}

export function ResolvedTable({ resolved }: { resolved: Resolved }) {
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
