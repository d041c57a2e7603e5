import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { DealerNav } from '@/dealers/components/DealerNav'
import { documentsFor } from '@/dealers/documents'
import { DEALER_LOGIN_PATH } from '@/dealers/login'
import { currentDealer } from '@/dealers/session'

import styles from '../bayi.module.css'

export const metadata: Metadata = {
  title: 'Belgeler',
  robots: { index: false, follow: false },
}

const day = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' })

function size(bytes: number | null): string {
  if (!bytes) return ''
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`
}

/** /bayi/belgeler — what staff publish for dealers: certificates, brochures, firmware. */
export default async function DealerDocumentsPage() {
  const session = await currentDealer()
  if (!session) redirect(DEALER_LOGIN_PATH)
  const documents = await documentsFor(session)
  return (
    <>
      <PageHeader
        title="Belgeler"
        crumbs={[
          { name: 'Anasayfa', href: '/' },
          { name: 'Bayi Paneli', href: '/bayi' },
          { name: 'Belgeler' },
        ]}
      />
      <div className="container page">
        <DealerNav session={session} current="/bayi/belgeler" />
        {documents.length ? (
          <ul className={styles.documents}>
            {documents.map((doc) => (
              <li key={doc.id} className={`card ${styles.card}`}>
                <h2 className={styles.documentTitle}>
                  {/* Signed for a quarter of an hour: a page left open long asks again. */}
                  <a href={doc.href} download={doc.filename}>
                    {doc.title}
                  </a>
                </h2>
                {doc.description ? <p className={styles.lead}>{doc.description}</p> : null}
                <p className={styles.lead}>
                  {doc.filename} · {size(doc.filesize)} · {day.format(new Date(doc.updatedAt))}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.lead}>Şu anda sizin için yayımlanmış bir belge yok.</p>
        )}
      </div>
    </>
  )
}
