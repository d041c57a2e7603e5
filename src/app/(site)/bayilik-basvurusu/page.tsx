import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { Toaster } from '@/components/ui/Toaster.client'
import { DealerForm } from '@/components/forms/DealerForm.client'
import { readFormFlash } from '@/leads/flash'
import { createFormToken } from '@/lib/security/formToken'

import styles from './page.module.css'

export const metadata: Metadata = {
  title: 'Bayilik Başvurusu',
  description:
    'Otuzdan fazla uluslararası güvenlik markasının Türkiye distribütörüyle çalışın: bayilik başvurunuzu birkaç bilgiyle hemen yapın.',
  alternates: { canonical: '/bayilik-basvurusu' },
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const BENEFITS = [
  {
    title: 'Geniş ürün yelpazesi',
    text: 'Video gözetimden geçiş kontrole, yangın ve hırsız alarmından kilit sistemlerine 30’dan fazla uluslararası marka tek çatı altında.',
  },
  {
    title: 'Güçlü stok ve hızlı teslimat',
    text: 'İstanbul’daki 4000 m² ofis ve depomuz ile Ankara bölge ofisimiz sayesinde projelerinizi beklemeden tamamlayın.',
  },
  {
    title: 'Teknik destek ve eğitim',
    text: 'Keşiften devreye almaya kadar 7/24 teknik destek, ürün eğitimleri ve proje desteğiyle yanınızdayız.',
  },
  {
    title: 'Köklü bir grubun güvencesi',
    text: '1934’te İsveç’te kurulan, 52 ülkede faaliyet gösteren uluslararası bir güvenlik grubunun parçasıyız.',
  },
] as const

export default async function DealerApplicationPage({
  searchParams,
}: {
  searchParams: SearchParams
}) {
  const flash = await readFormFlash('application', await searchParams)

  return (
    <>
      <PageHeader
        title="Bayilik Başvurusu"
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'Bayilik Başvurusu' }]}
      />
      <div className="container page">
        <div className={styles.layout}>
          <div className={styles.intro}>
            <h2>Güvenlik teknolojilerinde güçlü bir iş ortağı</h2>
            <p>
              2005’ten bu yana güvenlik sektörünün önde gelen markalarını Türkiye’ye getiriyoruz.
              Bayi ağımıza katılın; müşterilerinize doğru ürünü, doğru fiyatla ve güvenilir bir
              destekle sunun.
            </p>
            <ul className={styles.benefits}>
              {BENEFITS.map((benefit) => (
                <li key={benefit.title}>
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <section className={`card ${styles.formCard}`} aria-labelledby="bayilik-formu-baslik">
            <h2 id="bayilik-formu-baslik">Başvuru Formu</h2>
            <p className={styles.lead}>
              Bilgilerinizi bırakın; bayilik sürecini başlatmak için ekibimiz sizi arasın.
            </p>
            <DealerForm flash={flash} formToken={createFormToken()} />
          </section>
        </div>
      </div>
      <Toaster />
    </>
  )
}
