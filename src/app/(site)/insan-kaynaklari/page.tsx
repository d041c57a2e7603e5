import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { getHumanResources } from '@/catalog'

import styles from './hr.module.css'

export const metadata: Metadata = {
  title: 'İnsan Kaynakları',
  description: 'Değerlerimiz, işe alım ilkemiz, ücret ve yan haklarımız, gelişim olanaklarımız.',
  alternates: { canonical: '/insan-kaynaklari' },
}

export default async function HumanResourcesPage() {
  const hr = await getHumanResources()
  return (
    <>
      <PageHeader
        title="İnsan Kaynakları"
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'İnsan Kaynakları' }]}
        lead={hr.intro ?? undefined}
      />
      <div className="container page">
        <section aria-labelledby="degerler">
          <h2 id="degerler">Değerlerimiz</h2>
          <ul className={styles.values}>
            {hr.values.map((v) => (
              <li key={v.title} className={styles.value}>
                <h3>{v.title}</h3>
                {v.text ? <p>{v.text}</p> : null}
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.columns}>
          <section aria-labelledby="ise-alim" className="prose">
            <h2 id="ise-alim">İşe Alım İlkemiz</h2>
            {hr.recruitment?.split(/\n{2,}/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            <h2>Gelişim</h2>
            {hr.development?.split(/\n{2,}/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
          <section aria-labelledby="yan-haklar" className={styles.benefits}>
            <h2 id="yan-haklar">Ücret ve Yan Haklar</h2>
            <ul>
              {hr.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  )
}
