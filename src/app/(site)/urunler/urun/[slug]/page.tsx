import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { QuoteModal } from '@/components/forms/QuoteModal.client'
import { CompareToggle } from '@/components/compare/CompareToggle.client'
import { PLANNER_ATTRIBUTES } from '@/planner/attributes'
import { plannerHref } from '@/planner/query'
import { ProductCard } from '@/components/product/ProductCard'
import { AddToQuote } from '@/components/quote/AddToQuote.client'
import { DealerPrice } from '@/dealers/components/DealerPrice.client'
import { pagePrice, pagePrices } from '@/dealers/pagePrices'
import { Breadcrumb, type Crumb } from '@/components/ui/Breadcrumb'
import { Img } from '@/components/ui/Img'
import { JsonLd } from '@/components/ui/JsonLd'
import { Link } from '@/components/ui/Link'
import { PreviewBanner } from '@/catalog/preview/PreviewBanner'
import { getProductDraft, getProductForPage, getSiteSettings } from '@/catalog'
import { PREVIEW_ROBOTS, previewUser } from '@/catalog/preview'
import { createFormToken } from '@/lib/security/formToken'
import { SITE_URL } from '@/lib/site'

import styles from './product.module.css'

type Props = { params: Promise<{ slug: string }> }

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** A wa.me chat with the product's name, code and address already typed in. */
function whatsappHref(digits: string, product: { name: string; sku: string }, url: string) {
  const text = `Merhaba, ${product.name} (ürün kodu: ${product.sku}) hakkında bilgi almak istiyorum. ${url}`
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}

/**
 * The published product, or for a signed-in staff member in draft mode its latest draft, read
 * past the caches (src/app/onizleme/route.ts turns the mode on).
 */
const loadForPage = cache(async (slug: string) => {
  const user = await previewUser()
  const found = user ? await getProductDraft(slug, user) : await getProductForPage(slug)
  return found ? { ...found, preview: user !== null } : null
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadForPage((await params).slug)
  if (!found) return {}
  const { product } = found
  const path = `/urunler/urun/${product.slug}`
  const description = stripHtml(product.brief).slice(0, 160)
  return {
    title: `${product.name} (${product.sku})`,
    description,
    ...(found.preview ? { robots: PREVIEW_ROBOTS } : {}),
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      title: product.name,
      description,
      url: path,
      images: product.cover_photo ? [product.cover_photo] : [],
    },
  }
}

const CAMERA_POWER_ATTRIBUTE = PLANNER_ATTRIBUTES.watts

export default async function ProductPage({ params }: Props) {
  const found = await loadForPage((await params).slug)
  if (!found) notFound()
  const { product, coverWidth, preview } = found
  const [settings, prices] = await Promise.all([getSiteSettings(), pagePrices([product.slug])])
  const category = product.category
  const crumbs: Crumb[] = [
    { name: 'Anasayfa', href: '/' },
    { name: 'Ürünler', href: '/urunler' },
    ...(category
      ? [
          {
            name: category.name,
            href: category.parent
              ? `/urunler/${category.parent.slug}/${category.slug}`
              : `/urunler/${category.slug}`,
          },
        ]
      : []),
    { name: product.name },
  ]
  const url = `${SITE_URL}/urunler/urun/${product.slug}`
  const abs = (u: string | null) => (u ? new URL(u, SITE_URL).href : undefined)
  return (
    <>
      {preview ? <PreviewBanner path={`/urunler/urun/${product.slug}`} /> : null}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          sku: product.sku,
          mpn: product.sku,
          url,
          image: [product.cover_photo, ...product.images].filter(Boolean).map((u) => abs(u)),
          description: stripHtml(product.brief),
          brand: product.brand ? { '@type': 'Brand', name: product.brand.name } : undefined,
          category: category?.name,
          seller: { '@type': 'Organization', name: settings.legalName ?? settings.siteName },
          additionalProperty: product.attributes.length
            ? product.attributes.map((a) => ({
                '@type': 'PropertyValue',
                name: a.name,
                value: a.value,
                ...(a.unit ? { unitText: a.unit } : {}),
              }))
            : undefined,
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.name,
            item: c.href ? new URL(c.href, SITE_URL).href : url,
          })),
        }}
      />
      <div className={styles.top}>
        <div className="container">
          <Breadcrumb items={crumbs} />
        </div>
      </div>
      <div className="container page">
        <div className={styles.hero}>
          <div className={styles.gallery}>
            {product.cover_photo ? (
              <Img
                src={product.cover_photo}
                alt={`${product.brand?.name ?? ''} ${product.name}`.trim()}
                width={800}
                height={800}
                sourceWidth={coverWidth ?? undefined}
                priority
                fetchPriority="high"
                sizes="(max-width: 991px) 92vw, 560px"
                className={styles.cover}
              />
            ) : null}
            {product.images.length ? (
              <ul className={styles.thumbs}>
                {product.images.map((src, i) => (
                  <li key={src}>
                    <Img
                      src={src}
                      alt={`${product.name} — görsel ${i + 2}`}
                      width={120}
                      height={120}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className={styles.summary}>
            {product.brand ? (
              <Link href={`/markalarimiz/${product.brand.slug}`} className={styles.brand}>
                {product.brand.image ? (
                  <Img
                    src={product.brand.image}
                    alt={`${product.brand.name} logosu`}
                    width={150}
                    height={60}
                  />
                ) : (
                  product.brand.name
                )}
              </Link>
            ) : null}
            <h1 className={styles.name}>{product.name}</h1>
            <p className={styles.sku}>
              Ürün kodu: <strong>{product.sku}</strong>
            </p>
            <div className={styles.brief} dangerouslySetInnerHTML={{ __html: product.brief }} />
            {product.attributes.length ? (
              <dl className={styles.attributes} aria-label="Öne çıkan özellikler">
                {product.attributes.map((a) => (
                  <div key={a.slug}>
                    <dt>{a.name}</dt>
                    <dd>{a.display}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {product.attributes.some((a) => a.slug === CAMERA_POWER_ATTRIBUTE) ? (
              <p className={styles.planner}>
                <Link href={plannerHref(product.slug)}>Bu kamerayla proje planlayın →</Link>
              </p>
            ) : null}
            <DealerPrice slug={product.slug} rendered={pagePrice(prices, product.slug)} />
            <div className={styles.actions}>
              <QuoteModal
                product={{ slug: product.slug, name: product.name, sku: product.sku }}
                formToken={createFormToken()}
              />
              <AddToQuote
                product={{ slug: product.slug, name: product.name, sku: product.sku }}
                variant="button"
              />
              <CompareToggle
                product={{ slug: product.slug, name: product.name }}
                variant="button"
              />
              {settings.whatsapp ? (
                <a
                  href={whatsappHref(settings.whatsapp, product, url)}
                  className={`btn btn-outline ${styles.whatsapp}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  WhatsApp ile sor
                  <span className="visually-hidden"> (yeni sekmede açılır)</span>
                </a>
              ) : null}
              {product.datasheet ? (
                <a href={product.datasheet} className="btn btn-outline" download>
                  Veri sayfası (PDF)
                </a>
              ) : null}
            </div>
            {product.specifications.length ? (
              <table className={styles.specs}>
                <caption>Teknik özellikler</caption>
                <tbody>
                  {product.specifications.map((s) => (
                    <tr key={s.label}>
                      <th scope="row">{s.label}</th>
                      <td>{s.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        </div>
        <section className={styles.tabs} aria-labelledby="genel-bakis">
          <div className={styles.tabList}>
            <h2 id="genel-bakis" className={styles.tab}>
              GENEL BAKIŞ
            </h2>
          </div>
          <div
            className={`prose ${styles.tabPanel}`}
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        </section>
        {product.related_products.length ? (
          <section aria-labelledby="benzer-urunler" className={styles.related}>
            <h2 id="benzer-urunler">Benzer Ürünler</h2>
            <ul className={styles.relatedGrid}>
              {product.related_products.map((p) => (
                <li key={p.slug}>
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  )
}
