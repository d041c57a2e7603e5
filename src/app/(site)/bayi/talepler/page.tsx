import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { productHref } from '@/components/product/paths'
import { PageHeader } from '@/components/ui/Breadcrumb'
import { Link } from '@/components/ui/Link'
import { CopyToQuote } from '@/dealers/components/CopyToQuote.client'
import { DealerNav } from '@/dealers/components/DealerNav'
import { DEALER_LOGIN_PATH } from '@/dealers/login'
import { companyRequests } from '@/dealers/quotes/requests'
import { money, quoteTotals } from '@/dealers/quotes/totals'
import { currentDealer } from '@/dealers/session'

import styles from '../bayi.module.css'

export const metadata: Metadata = {
  title: 'Taleplerim',
  robots: { index: false, follow: false },
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const when = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
})

/** /bayi/talepler — the company's quote requests, their state and sales' notes for the dealer. */
export default async function DealerRequestsPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await currentDealer()
  if (!session) redirect(DEALER_LOGIN_PATH)
  const raw = Number((await searchParams).sayfa)
  const asked = Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1
  const { requests, page, totalPages } = await companyRequests(session, asked)
  return (
    <>
      <PageHeader
        title="Taleplerim"
        crumbs={[
          { name: 'Anasayfa', href: '/' },
          { name: 'Bayi Paneli', href: '/bayi' },
          { name: 'Taleplerim' },
        ]}
      />
      <div className="container page">
        <DealerNav session={session} current="/bayi/talepler" />
        {requests.length === 0 ? (
          <p className={styles.lead}>
            {session.company.name} adına henüz bir teklif talebi gönderilmedi.{' '}
            <Link href="/teklif-listesi">Teklif listenizi</Link> hazırlayıp gönderdiğinizde burada
            görünür.
          </p>
        ) : (
          <ol className={styles.requests}>
            {requests.map((request) => (
              <li key={request.reference} className={`card ${styles.card}`}>
                <div className={styles.requestHead}>
                  <h2>{request.reference}</h2>
                  <span className={styles.status}>{request.status}</span>
                </div>
                <p className={styles.lead}>
                  {when.format(new Date(request.receivedAt))} · {request.sender}
                </p>
                <div className={styles.scroll}>
                  <table className={styles.lines}>
                    <thead>
                      <tr>
                        <th scope="col">Ürün</th>
                        <th scope="col" className={styles.num}>
                          Adet
                        </th>
                        <th scope="col" className={`${styles.num} ${styles.unitColumn}`}>
                          Birim net fiyat
                        </th>
                        <th scope="col" className={styles.num}>
                          Tutar
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {request.lines.map((line, i) => (
                        <tr key={i}>
                          <td>
                            {line.available && line.slug ? (
                              <Link href={productHref(line.slug)}>{line.name}</Link>
                            ) : (
                              line.name
                            )}
                            <span className={styles.sku}>{line.sku}</span>
                          </td>
                          <td className={styles.num}>{line.quantity.toLocaleString('tr-TR')}</td>
                          <td className={`${styles.num} ${styles.unitColumn}`}>
                            {line.unitPrice !== null && line.currency
                              ? money(line.unitPrice, line.currency)
                              : '—'}
                          </td>
                          <td className={styles.num}>
                            {line.unitPrice !== null && line.currency
                              ? money(line.unitPrice * line.quantity, line.currency)
                              : '—'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      {quoteTotals(request.lines).map((t) => (
                        <tr key={t.currency}>
                          <th scope="row" colSpan={2} className={styles.totalLabel}>
                            KDV %20 dahil toplam ({money(t.subtotal, t.currency)} +{' '}
                            {money(t.vat, t.currency)})
                          </th>
                          <td className={styles.num} colSpan={2}>
                            <strong>{money(t.total, t.currency)}</strong>
                          </td>
                        </tr>
                      ))}
                    </tfoot>
                  </table>
                </div>
                {request.message ? (
                  <p>
                    <strong>Notunuz:</strong> {request.message}
                  </p>
                ) : null}
                {request.notes.length ? (
                  <div className={styles.replies}>
                    <h3>Satış ekibinin notları</h3>
                    {request.notes.map((note, i) => (
                      <blockquote key={i}>
                        <p>{note.text}</p>
                        {note.at ? <footer>{when.format(new Date(note.at))}</footer> : null}
                      </blockquote>
                    ))}
                  </div>
                ) : null}
                <div>
                  <CopyToQuote
                    lines={request.lines.flatMap((line) =>
                      line.available && line.slug
                        ? [
                            {
                              slug: line.slug,
                              sku: line.sku,
                              name: line.name,
                              quantity: line.quantity,
                            },
                          ]
                        : [],
                    )}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
        {totalPages > 1 ? (
          <nav aria-label="Sayfalar" className={styles.pages}>
            {page > 1 ? <Link href={`/bayi/talepler?sayfa=${page - 1}`}>‹ Daha yeni</Link> : null}
            <span>
              Sayfa {page} / {totalPages}
            </span>
            {page < totalPages ? (
              <Link href={`/bayi/talepler?sayfa=${page + 1}`}>Daha eski ›</Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  )
}
