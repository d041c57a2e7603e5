import { CompareToggle } from '@/components/compare/CompareToggle.client'
import { AddToQuote } from '@/components/quote/AddToQuote.client'
import { DealerPrice } from '@/dealers/components/DealerPrice.client'
import type { Price } from '@/dealers/components/priceStore'
import { Img } from '@/components/ui/Img'
import { Link } from '@/components/ui/Link'
import { CARD_IMAGE_WIDTH } from '@/catalog/media'
import type { LayoutValue } from '@/catalog/listingParams'

import { productHref } from './paths'
import styles from './ProductCard.module.css'
import { ProductPending } from './ProductPending.client'

export interface ProductCardData {
  slug: string
  name: string
  sku?: string
  brand_name?: string | null
  cover_photo: string | null
  brief_text?: string
  specs?: { label: string; value: string }[]
}

export function ProductCard({
  product,
  layout = 'grid',
  priority = false,
  headingLevel = 3,
  price,
}: {
  product: ProductCardData
  layout?: LayoutValue
  priority?: boolean
  headingLevel?: 2 | 3
  /** A signed-in dealer's price, rendered by the server (shown without JavaScript too). */
  price?: Price | null
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={`${styles.card} ${styles[layout] ?? ''}`}>
      <div className={styles.media}>
        {product.cover_photo ? (
          <Img
            src={product.cover_photo}
            alt=""
            width={480}
            height={480}
            sourceWidth={CARD_IMAGE_WIDTH}
            sizes="(max-width: 575px) 90vw, (max-width: 991px) 45vw, 280px"
            priority={priority}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        {product.brand_name ? <p className={styles.brand}>{product.brand_name}</p> : null}
        <Heading className={styles.title}>
          <Link href={productHref(product.slug)} className={styles.link}>
            {product.name}
            <ProductPending />
          </Link>
        </Heading>
        {product.sku ? (
          <p className={styles.sku}>
            <span className="visually-hidden">Ürün kodu: </span>
            {product.sku}
          </p>
        ) : null}
        {layout === 'grid-with-features' && product.specs?.length ? (
          <dl className={styles.specs}>
            {product.specs.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {layout === 'list' && product.brief_text ? (
          <p className={styles.brief}>{product.brief_text}</p>
        ) : null}
        {product.sku ? <DealerPrice slug={product.slug} compact rendered={price} /> : null}
        {product.sku ? (
          <div className={styles.actions}>
            <AddToQuote product={{ slug: product.slug, name: product.name, sku: product.sku }} />
            <CompareToggle product={{ slug: product.slug, name: product.name }} />
          </div>
        ) : null}
      </div>
    </article>
  )
}
