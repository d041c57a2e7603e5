import type { ArrayFieldServerComponent } from 'payload'

import { productHref } from '@/components/product/paths'

import { money, quoteTotals } from '../quotes/totals'

interface Line {
  sku?: string
  name?: string
  quantity?: number
  slug?: string | null
  unitPrice?: number | null
  currency?: string | null
}

const cell = { padding: '6px 10px', borderBottom: '1px solid var(--theme-elevation-100)' }
const right = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const }

/**
 * A quote list's lines, read-only; a dealer's lines with the net prices it was shown when it sent
 * them, and the totals per currency with KDV.
 */
export const PricedQuoteItems: ArrayFieldServerComponent = ({ data }) => {
  const lines: Line[] = Array.isArray(data?.items) ? data.items : []
  if (!lines.length) return null
  const priced = lines.some((line) => typeof line.unitPrice === 'number')
  const totals = quoteTotals(lines.map((l) => ({ ...l, quantity: l.quantity ?? 0 })))
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">Teklif listesi ({lines.length} ürün)</span>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Ürün kodu</th>
            <th style={{ ...cell, textAlign: 'left' }}>Ürün</th>
            <th style={right}>Adet</th>
            {priced ? (
              <>
                <th style={right}>Birim net fiyat</th>
                <th style={right}>Tutar</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={i}>
              <td style={cell}>{line.sku}</td>
              <td style={cell}>
                {line.slug ? (
                  <a href={productHref(line.slug)} target="_blank" rel="noopener">
                    {line.name}
                  </a>
                ) : (
                  line.name
                )}
              </td>
              <td style={right}>{line.quantity}</td>
              {priced ? (
                <>
                  <td style={right}>
                    {typeof line.unitPrice === 'number' && line.currency
                      ? money(line.unitPrice, line.currency)
                      : 'Fiyat yok'}
                  </td>
                  <td style={right}>
                    {typeof line.unitPrice === 'number' && line.currency
                      ? money(line.unitPrice * (line.quantity ?? 0), line.currency)
                      : '—'}
                  </td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
        {totals.length ? (
          <tfoot>
            {totals.map((t) => (
              <tr key={t.currency}>
                <th colSpan={4} style={{ ...right, fontWeight: 'normal' }}>
                  Ara toplam {money(t.subtotal, t.currency)} · KDV %20 {money(t.vat, t.currency)} ·
                  Toplam
                </th>
                <td style={{ ...right, fontWeight: 600 }}>{money(t.total, t.currency)}</td>
              </tr>
            ))}
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}
