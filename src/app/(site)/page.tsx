import { Activity } from 'react'

import type { Metadata } from 'next'

import { Carousel } from '@/components/carousel/Carousel.client'
import { ProductCard } from '@/components/product/ProductCard'
import { Img } from '@/components/ui/Img'
import { JsonLd } from '@/components/ui/JsonLd'
import { Link } from '@/components/ui/Link'
import {
  getSiteSettings,
  listBrands,
  listKnowledgeItems,
  listPopularProducts,
  listSlides,
} from '@/catalog'
import { CARD_IMAGE_WIDTH } from '@/catalog/media'
import { SITE_URL } from '@/lib/site'

import styles from './home.module.css'

/** Spec section 9: carousels' per-view counts, breakpoints and intervals. */
const KNOWLEDGE_INTERVAL_MS = 3000
const POPULAR_INTERVAL_MS = 3000
const SLIDER_INTERVAL_MS = 6000
/** Spec section 9: the mobile slide image is used below 450 px. */
const MOBILE_SLIDE_MAX_WIDTH = 449.98

export const metadata: Metadata = { alternates: { canonical: '/' } }

export default async function HomePage() {
  const [settings, slides, popular, knowledge, brands] = await Promise.all([
    getSiteSettings(),
    listSlides(),
    listPopularProducts(),
    listKnowledgeItems(),
    listBrands(),
  ])
  const phone = settings.phones[0]?.number
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: settings.legalName ?? settings.siteName,
          alternateName: settings.siteName,
          url: SITE_URL,
          logo: `${SITE_URL}/icon.svg`,
          email: settings.email ?? undefined,
          telephone: phone,
          address: settings.address ?? undefined,
          sameAs: Object.values(settings.social).filter(Boolean),
          foundingDate: '2005',
        }}
      />
      <h1 className="visually-hidden">{settings.siteName}</h1>
      {slides.length ? (
        <div className={styles.slider}>
          <Carousel label="Öne çıkanlar" perView={{ base: 1 }} autoplayMs={SLIDER_INTERVAL_MS}>
            {slides.map((slide, i) => (
              <Link href={slide.link} className={styles.slide} key={slide.link + i}>
                <picture>
                  {slide.mobile_image ? (
                    <source
                      media={`(max-width: ${MOBILE_SLIDE_MAX_WIDTH}px)`}
                      srcSet={slide.mobile_image}
                    />
                  ) : null}
                  <img
                    src={slide.image ?? ''}
                    alt=""
                    width={1920}
                    height={640}
                    fetchPriority={i === 0 ? 'high' : 'low'}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    decoding={i === 0 ? 'sync' : 'async'}
                  />
                </picture>
                <span className={styles.slideText}>
                  <span className={styles.slideTitle}>{slide.title}</span>
                  {slide.subtitle ? (
                    <span className={styles.slideSubtitle}>{slide.subtitle}</span>
                  ) : null}
                  <span className={styles.slideCta}>İncele</span>
                </span>
              </Link>
            ))}
          </Carousel>
        </div>
      ) : null}

      <section className={`container ${styles.section}`} aria-labelledby="populer">
        <div className={styles.sectionHead}>
          <h2 id="populer">Popüler Ürünler</h2>
          <Link href="/urunler">Tüm ürünler</Link>
        </div>
        {/* The carousels hydrate after the page around them, in slices (docs/decisions/0005). */}
        <Activity>
          <Carousel
            label="Popüler ürünler"
            perView={{ base: 3, 767: 2, 575: 1 }}
            autoplayMs={POPULAR_INTERVAL_MS}
          >
            {popular.map((p) => (
              <div className={styles.popularItem} key={p.slug}>
                <ProductCard product={p} />
              </div>
            ))}
          </Carousel>
        </Activity>
      </section>

      <section className={styles.about} aria-labelledby="hakkimizda">
        <div className={`container ${styles.aboutInner}`}>
          <div>
            <h2 id="hakkimizda">Güvenlik teknolojilerinde 2005’ten beri yanınızdayız</h2>
            <p>
              1934’te İsveç’te kurulan, 52 ülkede 350 binden fazla çalışanı olan uluslararası bir
              güvenlik grubunun şirketi olarak 30’dan fazla uluslararası markanın Türkiye
              distribütörlüğünü yapıyoruz. İstanbul’daki 4000 m² ofisimiz ve Ankara bölge ofisimizle
              bayilerimize ve proje ortaklarımıza hızlı, güvenilir destek sunuyoruz.
            </p>
            <div className={styles.aboutActions}>
              <Link href="/hakkimizda" className="btn btn-outline">
                Hakkımızda
              </Link>
              <Link href="/iletisim" className="btn btn-cta">
                Bize ulaşın
              </Link>
            </div>
          </div>
          <dl className={styles.figures}>
            <div>
              <dt>Kuruluş</dt>
              <dd>2005</dd>
            </div>
            <div>
              <dt>Marka</dt>
              <dd>30+</dd>
            </div>
            <div>
              <dt>İstanbul ofisi</dt>
              <dd>4000 m²</dd>
            </div>
            <div>
              <dt>Ülke (grup)</dt>
              <dd>52</dd>
            </div>
          </dl>
        </div>
      </section>

      {knowledge.length ? (
        <section className={`container ${styles.section}`} aria-labelledby="biliyor-muydunuz">
          <h2 id="biliyor-muydunuz">Bunları Biliyor Muydunuz?</h2>
          <Activity>
            <Carousel
              label="Bunları Biliyor Muydunuz?"
              perView={{ base: 3, 991: 2, 575: 1 }}
              autoplayMs={KNOWLEDGE_INTERVAL_MS}
            >
              {knowledge.map((k) => (
                <article className={styles.knowledge} key={k.title}>
                  {k.image ? (
                    <Img
                      src={k.image}
                      alt=""
                      width={480}
                      height={320}
                      sourceWidth={CARD_IMAGE_WIDTH}
                      sizes="(max-width: 575px) 90vw, (max-width: 991px) 45vw, 360px"
                    />
                  ) : null}
                  <h3>{k.title}</h3>
                  <p>{k.content}</p>
                </article>
              ))}
            </Carousel>
          </Activity>
        </section>
      ) : null}

      {brands.length ? (
        <section className={`container ${styles.section}`} aria-labelledby="markalar">
          <div className={styles.sectionHead}>
            <h2 id="markalar">Markalarımız</h2>
            <Link href="/markalarimiz">Tüm markalar</Link>
          </div>
          <Activity>
            <Carousel
              label="Markalarımız"
              perView={{ base: 6, 1199: 5, 991: 4, 767: 3, 575: 2 }}
              autoplayMs={KNOWLEDGE_INTERVAL_MS}
            >
              {brands.map((b) => (
                <Link href={`/markalarimiz/${b.slug}`} className={styles.brand} key={b.slug}>
                  {b.image ? <Img src={b.image} alt={b.name} width={160} height={64} /> : b.name}
                </Link>
              ))}
            </Carousel>
          </Activity>
        </section>
      ) : null}

      <section className={`container ${styles.section}`} aria-labelledby="iletisim-blok">
        <div className={styles.contact}>
          <div>
            <h2 id="iletisim-blok">Projeniz için teklif alın</h2>
            <p>
              Satış ekibimiz ihtiyacınıza uygun ürünleri seçmenize yardımcı olur; teknik destek
              ekibimiz 7/24 yanınızdadır.
            </p>
          </div>
          <address className={styles.contactInfo}>
            {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}
            {settings.email ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : null}
            <Link href="/iletisim" className="btn btn-cta">
              İletişim formu
            </Link>
          </address>
        </div>
      </section>
    </>
  )
}
