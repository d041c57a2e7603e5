import Link from 'next/link'

import { productHref } from '@/components/product/paths'

import { planRows, type ProjectPlan } from '../plan'
import { AddPlanToQuote, PrintPlan } from './PlanActions.client'
import styles from './Planner.module.css'

const number = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 })
const n = (value: number) => number.format(value)

interface Props {
  plan: ProjectPlan | null
  /** The add link without JavaScript (src/components/quote/paths.ts) and the note for sales. */
  addHref: string
  note: string
}

/** The figures and the bill of materials; server-rendered, so it is there without JavaScript. */
export function PlannerResult({ plan, addHref, note }: Props) {
  if (!plan)
    return (
      <section id="sonuc" className={styles.result} aria-labelledby="sonuc-baslik">
        <h2 id="sonuc-baslik">Sonuç</h2>
        <p className="alert alert-error" role="alert">
          Sonucu görmek için formdaki hataları düzeltin.
        </p>
      </section>
    )
  const rows = planRows(plan)
  return (
    <section id="sonuc" className={styles.result} aria-labelledby="sonuc-baslik" aria-live="polite">
      <h2 id="sonuc-baslik">Sonuç</h2>
      <dl className={styles.totals}>
        <div>
          <dt>Toplam bit hızı</dt>
          <dd>{n(plan.bitrateMbps)} Mbps</dd>
        </div>
        <div>
          <dt>Depolama</dt>
          <dd>{n(plan.storageTB)} TB</dd>
          <dd className={styles.small}>%10 dosya sistemi payı dahil, yedek diskler hariç</dd>
        </div>
        <div>
          <dt>PoE gücü</dt>
          <dd>{n(plan.poeWatts)} W</dd>
        </div>
      </dl>
      {plan.groups.length > 1 ? (
        <table className={styles.table}>
          <caption>Gruplara göre</caption>
          <thead>
            <tr>
              <th scope="col">Grup</th>
              <th scope="col">Bit hızı</th>
              <th scope="col">Depolama</th>
              <th scope="col">PoE gücü</th>
            </tr>
          </thead>
          <tbody>
            {plan.groups.map((g, i) => (
              <tr key={i}>
                <th scope="row">Kamera grubu {i + 1}</th>
                <td>{n(g.bitrateMbps)} Mbps</td>
                <td>{n(g.storageTB)} TB</td>
                <td>{n(g.poeWatts)} W</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {plan.warnings.map((warning) => (
        <p key={warning} className={`alert ${styles.warning}`}>
          {warning}
        </p>
      ))}
      <h3>Malzeme listesi</h3>
      {rows.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Ürün</th>
              <th scope="col">Adet</th>
              <th scope="col">Neden</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.slug}>
                <td>
                  <span className={styles.kind}>{row.kind}</span>
                  <Link href={productHref(row.slug)}>{row.name}</Link>
                  <span className={styles.sku}>{row.sku}</span>
                </td>
                <td className={styles.quantity}>{row.quantity.toLocaleString('tr-TR')}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Katalogdan seçilebilen ürün yok; hesaplar yukarıdadır.</p>
      )}
      {rows.length ? (
        <div className={styles.actions}>
          <AddPlanToQuote
            href={addHref}
            note={note}
            lines={rows.map(({ slug, name, sku, quantity }) => ({ slug, name, sku, quantity }))}
          />
          <PrintPlan />
        </div>
      ) : null}
    </section>
  )
}
