import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { FORGOT_SENT_PARAM } from '@/dealers/password'

import { PlainField } from '@/dealers/components/PlainField'

import styles from '../bayi.module.css'

export const metadata: Metadata = {
  title: 'Şifremi unuttum',
  robots: { index: false, follow: true },
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** /bayi/sifremi-unuttum — asks for a password link by e-mail (no JavaScript needed). */
export default async function DealerForgotPage({ searchParams }: { searchParams: SearchParams }) {
  const sent = (await searchParams)[FORGOT_SENT_PARAM] === '1'
  return (
    <>
      <PageHeader
        title="Şifremi unuttum"
        crumbs={[
          { name: 'Anasayfa', href: '/' },
          { name: 'Bayi Girişi', href: '/bayi/giris' },
        ]}
      />
      <div className="container page">
        <section className={`card ${styles.narrow} ${styles.card}`} aria-labelledby="bayi-unuttum">
          <h2 id="bayi-unuttum">Şifre belirleme bağlantısı isteyin</h2>
          {sent ? (
            <div className="alert alert-success" role="status">
              Bu adres bir bayi hesabına aitse, şifre belirleme bağlantısını içeren bir e-posta
              gönderdik. Bağlantı 1 saat geçerlidir.
            </div>
          ) : (
            <p className={styles.lead}>
              Bayi hesabınızın e-posta adresini yazın; yeni şifrenizi belirlemeniz için bir bağlantı
              gönderelim.
            </p>
          )}
          <form method="post" action="/bayi/sifre-talep" className="form">
            <PlainField
              id="bayi-unuttum-eposta"
              label="E-posta"
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
            />
            <div>
              <button type="submit" className="btn btn-primary">
                Bağlantı gönder
              </button>
            </div>
          </form>
        </section>
      </div>
    </>
  )
}
