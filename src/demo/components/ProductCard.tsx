import Link from 'next/link'

import type { DemoProduct } from '../types'
import { DemoImage } from './DemoImage'
import { Price } from './Price.client'
import { ProductActions } from './ProductActions.client'
import { Rating } from './Rating'

export type CardLayout = 'grid' | 'grid-with-features' | 'list'

const BADGE_LABEL = { new: 'New', hot: 'Hot', sale: 'Sale' } as const

export function ProductBadges({ product }: { product: DemoProduct }) {
  if (product.badges.length === 0) return null
  return (
    <ul className="demo-badges" aria-label="Badges">
      {product.badges.map((badge) => (
        <li key={badge} className={`demo-badge demo-badge--${badge}`}>
          {BADGE_LABEL[badge]}
        </li>
      ))}
    </ul>
  )
}

export function ProductPrices({ product }: { product: DemoProduct }) {
  return (
    <div className="demo-prices">
      {product.compareAtPrice !== null ? (
        <>
          <Price value={product.price} className="demo-prices__new" />{' '}
          <del className="demo-prices__old">
            <Price value={product.compareAtPrice} />
          </del>
        </>
      ) : (
        <Price value={product.price} />
      )}
    </div>
  )
}

export function Availability({ product }: { product: DemoProduct }) {
  if (product.availability === 'in-stock') return <span className="demo-stock">In Stock</span>
  return (
    <span className="demo-stock demo-stock--out">
      {product.availability === 'out-of-stock' ? 'Out of Stock' : 'On Backorder'}
    </span>
  )
}

export function ProductCard({
  product,
  layout = 'grid',
}: {
  product: DemoProduct
  layout?: CardLayout
}) {
  const titleId = `product-${product.id}-title`
  const features = product.attributes.filter((a) => a.featured)
  return (
    <article className={`demo-card demo-card--${layout}`} aria-labelledby={titleId}>
      <ProductBadges product={product} />
      <Link
        href={`/shop/products/${product.slug}`}
        className="demo-card__image"
        tabIndex={-1}
        aria-hidden="true"
      >
        <DemoImage image={product.cover_photo} />
      </Link>
      <div className="demo-card__info">
        <h3 className="demo-card__name" id={titleId}>
          <Link href={`/shop/products/${product.slug}`}>{product.name}</Link>
        </h3>
        <Rating value={product.rating} reviews={product.reviews} />
        {layout !== 'grid' && (
          <ul className="demo-card__features">
            {features.map((a) => (
              <li key={a.slug}>
                {a.name}: {a.values.map((v) => v.name).join(', ')}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="demo-card__buy">
        {layout === 'list' && <Availability product={product} />}
        <ProductPrices product={product} />
        <ProductActions product={product} />
      </div>
    </article>
  )
}
