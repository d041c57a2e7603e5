import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/Breadcrumb'
import { Toaster } from '@/components/ui/Toaster.client'
import { ContactInfo } from '@/components/contact/ContactInfo'
import { MapEmbed } from '@/components/contact/MapEmbed.client'
import { ContactForm } from '@/components/forms/ContactForm.client'
import type { QuoteProduct } from '@/components/forms/quoteMessage'
import { getProductBySlug, getSiteSettings } from '@/catalog'
import { readFormFlash } from '@/leads/flash'
import { createFormToken } from '@/lib/security/formToken'

import styles from './page.module.css'

export const metadata: Metadata = {
  title: 'İletişim',
  description:
    'Adresimiz, satış ekibimiz ve 7/24 teknik destek hattımız. Sorularınız ve fiyat teklifi talepleriniz için bize yazın.',
  alternates: { canonical: '/iletisim' },
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const SLUG = /^[a-z0-9-]{1,200}$/

/** `?urun={slug}`: the quote link of a product page when the modal cannot open (no JavaScript). */
async function quotedProduct(
  value: string | string[] | undefined,
): Promise<QuoteProduct | undefined> {
  if (typeof value !== 'string' || !SLUG.test(value)) return undefined
  const product = await getProductBySlug(value)
  return product ? { slug: product.slug, name: product.name, sku: product.sku } : undefined
}

export default async function ContactPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const [settings, flash, product] = await Promise.all([
    getSiteSettings(),
    readFormFlash('contact', params),
    quotedProduct(params.urun),
  ])
  const { lat, lng, zoom } = settings.map

  return (
    <>
      <PageHeader
        title="İletişim"
        crumbs={[{ name: 'Anasayfa', href: '/' }, { name: 'İletişim' }]}
      />
      <div className="container page">
        <div className={styles.layout}>
          <ContactInfo settings={settings} />
          <section
            id="iletisim-formu"
            className={`card ${styles.formCard}`}
            aria-labelledby="iletisim-formu-baslik"
          >
            <h2 id="iletisim-formu-baslik">{product ? 'Teklif İste' : 'Bize Yazın'}</h2>
            <p className={styles.lead}>
              {product
                ? `${product.name} için teklif talebinizi iletin; satış ekibimiz en kısa sürede size dönüş yapsın.`
                : 'Ürünler, projeler ve fiyat teklifleri hakkındaki sorularınızı iletin; en kısa sürede size dönüş yapalım.'}
            </p>
            <ContactForm product={product} flash={flash} formToken={createFormToken()} />
          </section>
        </div>
        {lat !== null && lng !== null ? (
          <section className={styles.mapSection} aria-labelledby="iletisim-harita">
            <h2 id="iletisim-harita">Haritada Biz</h2>
            <MapEmbed location={{ lat, lng, zoom }} label={settings.address ?? settings.siteName} />
          </section>
        ) : null}
      </div>
      <Toaster />
    </>
  )
}
