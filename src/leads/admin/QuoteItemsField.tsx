import type { ArrayFieldServerComponent } from 'payload'

import { productHref } from '@/components/product/paths'

interface Line {
  sku?: string
  name?: string
  quantity?: number
  slug?: string | null
}

/** A quote list's lines as the customer sent them: a read-only table, not Payload's array rows. */
export const QuoteItemsField: ArrayFieldServerComponent = ({ data }) => {
  const lines: Line[] = Array.isArray(data?.items) ? data.items : []
  if (!lines.length) return null
  const cell = { padding: '6px 10px', borderBottom: '1px solid var(--theme-elevation-100)' }
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">Teklif listesi ({lines.length} ürün)</span>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Ürün kodu</th>
            <th style={{ ...cell, textAlign: 'left' }}>Ürün</th>
            <th style={{ ...cell, textAlign: 'right' }}>Adet</th>
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
              <td style={{ ...cell, textAlign: 'right' }}>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
