import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { Link } from '@/components/ui/Link'
import { DEALER_LOGIN_PATH } from '@/dealers/login'
import { currentDealer } from '@/dealers/session'
import { DealerNav } from '@/dealers/components/DealerNav'
import { companyRequests } from '@/dealers/quotes/requests'
import { exchangeRates } from '@/dealers/prices'
import { rel } from '@/lib/relations'
import type { PriceGroup, User } from '@/payload-types'

import styles from './bayi.module.css'

export const metadata: Metadata = {
  title: 'Bayi Paneli',
  robots: { index: false, follow: false },
}

/** /bayi — the signed-in dealer's home: its company, its terms and its sales contact. */
export default async function DealerHomePage() {
  const session = await currentDealer()
  if (!session) redirect(DEALER_LOGIN_PATH)
  const { dealer, company } = session
  const [{ requests }, rates] = await Promise.all([companyRequests(session, 1), exchangeRates()])
  const group = rel<PriceGroup>(company.priceGroup)
  const rep = rel<User>(company.salesRep)
  return (
    <>
      <PageHeader
        title={company.name}
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Bayi Paneli' }]}
      />
      <div className="container page">
        <DealerNav session={session} current="/bayi" />
        <p className={styles.welcome}>
          Hoş geldiniz, <strong>{dealer.name}</strong>
          {dealer.role === 'yonetici' ? ' (firma yöneticisi)' : ''}.
        </p>
        <div className={styles.grid}>
          <section className={`card ${styles.card}`} aria-labelledby="bayi-firma">
            <h2 id="bayi-firma">Firma bilgileri</h2>
            <dl className={styles.facts}>
              <dt>Ticari unvan</dt>
              <dd>{company.name}</dd>
              <dt>VKN / TCKN</dt>
              <dd>{company.taxNumber}</dd>
              {company.taxOffice ? (
                <>
                  <dt>Vergi dairesi</dt>
                  <dd>{company.taxOffice}</dd>
                </>
              ) : null}
              {company.city ? (
                <>
                  <dt>Şehir</dt>
                  <dd>{company.city}</dd>
                </>
              ) : null}
              {group ? (
                <>
                  <dt>Fiyat grubu</dt>
                  <dd>
                    {`${group.name} (liste fiyatından %${group.discountPercent.toLocaleString('tr-TR')} indirim)`}
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
          <section className={`card ${styles.card}`} aria-labelledby="bayi-temsilci">
            <h2 id="bayi-temsilci">Satış temsilciniz</h2>
            {rep ? (
              <dl className={styles.facts}>
                <dt>Ad Soyad</dt>
                <dd>{rep.name || rep.email}</dd>
                <dt>E-posta</dt>
                <dd>
                  <a href={`mailto:${rep.email}`}>{rep.email}</a>
                </dd>
              </dl>
            ) : (
              <p className={styles.lead}>
                Firmanıza henüz bir satış temsilcisi atanmadı; sorularınız için{' '}
                <Link href="/iletisim">iletişim sayfamızdan</Link> bize yazabilirsiniz.
              </p>
            )}
          </section>
          <section className={`card ${styles.card}`} aria-labelledby="bayi-son-talepler">
            <h2 id="bayi-son-talepler">Son talepleriniz</h2>
            {requests.length ? (
              <ul className={styles.people}>
                {requests.slice(0, 3).map((r) => (
                  <li key={r.reference}>
                    <span>
                      <strong>{r.reference}</strong> · {r.lines.length} ürün
                    </span>
                    <span>{r.status}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.lead}>Henüz teklif talebi göndermediniz.</p>
            )}
            <p>
              <Link href="/bayi/talepler">Tüm talepler</Link> ·{' '}
              <Link href="/teklif-listesi">Teklif listesi</Link>
            </p>
          </section>
          <section className={`card ${styles.card}`} aria-labelledby="bayi-kur">
            <h2 id="bayi-kur">Döviz kurları</h2>
            {rates?.usdTry || rates?.eurTry ? (
              <dl className={styles.facts}>
                {rates.usdTry ? (
                  <>
                    <dt>USD</dt>
                    <dd>
                      {rates.usdTry.toLocaleString('tr-TR', { minimumFractionDigits: 4 })} TRY
                    </dd>
                  </>
                ) : null}
                {rates.eurTry ? (
                  <>
                    <dt>EUR</dt>
                    <dd>
                      {rates.eurTry.toLocaleString('tr-TR', { minimumFractionDigits: 4 })} TRY
                    </dd>
                  </>
                ) : null}
                {rates.date ? (
                  <>
                    <dt>Kur tarihi</dt>
                    <dd>
                      {rates.date.slice(0, 10).split('-').reverse().join('.')} (TCMB döviz satış)
                    </dd>
                  </>
                ) : null}
              </dl>
            ) : (
              <p className={styles.lead}>
                Güncel kur henüz alınmadı; fiyatlar kendi para biriminde gösterilir.
              </p>
            )}
          </section>
        </div>
      </div>
    </>
  )
}
