import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { COLLEAGUE_NOTICES, companyUsers } from '@/dealers/colleagues'
import { DEALER_LOGIN_PATH } from '@/dealers/login'
import { currentDealer } from '@/dealers/session'

import { DealerNav } from '@/dealers/components/DealerNav'
import { PlainField } from '@/dealers/components/PlainField'

import styles from '../bayi.module.css'

export const metadata: Metadata = {
  title: 'Firma kullanıcıları',
  robots: { index: false, follow: false },
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** /bayi/kullanicilar — the company's users; its `yonetici` invites and removes them. */
export default async function DealerUsersPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await currentDealer()
  if (!session) redirect(DEALER_LOGIN_PATH)
  const { dealer, company } = session
  const crumbs = [
    { name: 'Anasayfa', href: '/' },
    { name: 'Bayi Paneli', href: '/bayi' },
    { name: 'Kullanıcılar' },
  ]
  if (dealer.role !== 'yonetici')
    return (
      <>
        <PageHeader title="Firma kullanıcıları" crumbs={crumbs} />
        <div className="container page">
          <DealerNav session={session} current="/bayi/kullanicilar" />
          <p className={styles.lead}>
            Firma kullanıcılarını firmanızın yöneticisi düzenler; lütfen onunla görüşünüz.
          </p>
        </div>
      </>
    )
  const durum = (await searchParams).durum
  const notice =
    typeof durum === 'string' && Object.hasOwn(COLLEAGUE_NOTICES, durum)
      ? COLLEAGUE_NOTICES[durum]!
      : null
  const users = await companyUsers(company.id)
  return (
    <>
      <PageHeader title="Firma kullanıcıları" crumbs={crumbs} />
      <div className="container page">
        <DealerNav session={session} current="/bayi/kullanicilar" />
        {notice ? (
          <div
            className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`}
            role={notice.ok ? 'status' : 'alert'}
          >
            {notice.text}
          </div>
        ) : null}
        <div className={styles.grid}>
          <section className={`card ${styles.card}`} aria-labelledby="bayi-kullanicilar">
            <h2 id="bayi-kullanicilar">{company.name}</h2>
            <ul className={styles.people}>
              {users.map((user) => (
                <li key={user.id}>
                  <span>
                    <strong>{user.name}</strong>
                    <br />
                    {user.email} · {user.role === 'yonetici' ? 'Yönetici' : 'Kullanıcı'}
                  </span>
                  {String(user.id) === String(dealer.id) ? (
                    <span className={styles.lead}>siz</span>
                  ) : (
                    <form method="post" action="/bayi/kullanicilar/kaldir">
                      <input type="hidden" name="id" value={user.id} />
                      <button type="submit" className="btn btn-outline">
                        Kaldır<span className="visually-hidden">: {user.name}</span>
                      </button>
                    </form>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section className={`card ${styles.card}`} aria-labelledby="bayi-davet">
            <h2 id="bayi-davet">Kullanıcı ekleyin</h2>
            <p className={styles.lead}>
              Eklediğiniz kişiye şifresini belirlemesi için 72 saat geçerli bir davet e-postası
              gönderilir.
            </p>
            <form method="post" action="/bayi/kullanicilar/davet" className="form">
              <PlainField id="davet-ad" label="Ad Soyad" name="name" required maxLength={100} />
              <PlainField
                id="davet-eposta"
                label="E-posta"
                name="email"
                type="email"
                required
                maxLength={254}
              />
              <div>
                <button type="submit" className="btn btn-primary">
                  Davet gönder
                </button>
              </div>
            </form>
          </section>
        </div>
      </div>
    </>
  )
}
