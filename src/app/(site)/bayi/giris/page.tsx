import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { Link } from '@/components/ui/Link'
import { DEALER_HOME, DEALER_LOGIN_ERROR_PARAM, LOGIN_ERRORS } from '@/dealers/login'
import { currentDealer } from '@/dealers/session'

import { PlainField } from '@/dealers/components/PlainField'

import styles from '../bayi.module.css'

export const metadata: Metadata = {
  title: 'Bayi Girişi',
  description: 'Bayilerimize özel fiyat, stok ve talep bilgileri.',
  robots: { index: false, follow: true },
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** /bayi/giris — a plain form posting to /bayi/oturum: it signs in without JavaScript too. */
export default async function DealerLoginPage({ searchParams }: { searchParams: SearchParams }) {
  if (await currentDealer()) redirect(DEALER_HOME)
  const why = (await searchParams)[DEALER_LOGIN_ERROR_PARAM]
  const error =
    typeof why === 'string' && Object.hasOwn(LOGIN_ERRORS, why)
      ? LOGIN_ERRORS[why as keyof typeof LOGIN_ERRORS]
      : null
  return (
    <>
      <PageHeader
        title="Bayi Girişi"
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Bayi Girişi' }]}
      />
      <div className="container page">
        <section className={`card ${styles.narrow} ${styles.card}`} aria-labelledby="bayi-giris">
          <h2 id="bayi-giris">Hesabınıza giriş yapın</h2>
          <p className={styles.lead}>
            Bayi hesabınızla fiyatlarınızı, stok durumunu ve taleplerinizi görürsünüz. Hesabınız
            yoksa <Link href="/bayilik-basvurusu">bayilik başvurusu</Link> yapabilirsiniz.
          </p>
          {error ? (
            <div className="alert alert-error" role="alert">
              {error}
            </div>
          ) : null}
          <form method="post" action="/bayi/oturum" className="form">
            <PlainField
              id="bayi-eposta"
              label="E-posta"
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
            />
            <PlainField
              id="bayi-sifre"
              label="Şifre"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={512}
            />
            <div className={styles.bar}>
              <button type="submit" className="btn btn-primary">
                Giriş yap
              </button>
              <Link href="/bayi/sifremi-unuttum">Şifremi unuttum</Link>
            </div>
          </form>
        </section>
      </div>
    </>
  )
}
