import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { Link } from '@/components/ui/Link'
import { FORGOT_PATH, PASSWORD_ERRORS } from '@/dealers/password'
import { PASSWORD_MIN_LENGTH } from '@/lib/security/password'

import { PlainField } from '@/dealers/components/PlainField'

import styles from '../bayi.module.css'

export const metadata: Metadata = {
  title: 'Şifre belirleme',
  robots: { index: false, follow: false },
  // The token is in the address: it must not leave in a Referer.
  referrer: 'no-referrer',
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** /bayi/sifre?token=… — the invitation's or reset's link: choose a password (no JavaScript needed). */
export default async function DealerPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const token = typeof params.token === 'string' ? params.token.slice(0, 200) : ''
  const why = typeof params.hata === 'string' ? params.hata : ''
  const error = Object.hasOwn(PASSWORD_ERRORS, why) ? PASSWORD_ERRORS[why] : null
  return (
    <>
      <PageHeader
        title="Şifre belirleme"
        crumbs={[
          { name: 'Anasayfa', href: '/' },
          { name: 'Bayi Girişi', href: '/bayi/giris' },
        ]}
      />
      <div className="container page">
        <section className={`card ${styles.narrow} ${styles.card}`} aria-labelledby="bayi-sifre">
          <h2 id="bayi-sifre">Yeni şifrenizi belirleyin</h2>
          {error ? (
            <div className="alert alert-error" role="alert">
              {error}
              {why === 'gecersiz' ? (
                <>
                  {' '}
                  <Link href={FORGOT_PATH}>Yeni bağlantı isteyin</Link>.
                </>
              ) : null}
            </div>
          ) : null}
          {token ? (
            <form method="post" action="/bayi/sifre-kaydet" className="form">
              <input type="hidden" name="token" value={token} />
              <PlainField
                id="bayi-yeni-sifre"
                label="Yeni şifre"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={512}
                hint={`En az ${PASSWORD_MIN_LENGTH} karakter; yaygın bir şifre ya da e-posta adresiniz olmasın.`}
              />
              <PlainField
                id="bayi-yeni-sifre-2"
                label="Yeni şifre (tekrar)"
                name="password2"
                type="password"
                autoComplete="new-password"
                required
                maxLength={512}
              />
              <div>
                <button type="submit" className="btn btn-primary">
                  Şifreyi kaydet ve giriş yap
                </button>
              </div>
            </form>
          ) : (
            <p className={styles.lead}>
              Bağlantı eksik. E-postanızdaki bağlantıyı açın ya da{' '}
              <Link href={FORGOT_PATH}>yeni bir bağlantı isteyin</Link>.
            </p>
          )}
        </section>
      </div>
    </>
  )
}
