'use client'

import Link from 'next/link'
import { useState } from 'react'

import type { QuantityValue } from '../state/quantity'
import type { DemoProduct } from '../types'
import { DemoImage } from './DemoImage'
import { useDemo } from './DemoProvider.client'
import { InputNumber } from './InputNumber.client'
import { Availability, ProductBadges, ProductPrices } from './ProductCard'
import { Rating } from './Rating'

type Busy = 'cart' | 'wishlist' | 'compare' | null

/** Gallery, info and the buy form of a demo product (full page and quick view). */
export function ProductDetails({
  product,
  compact = false,
  layout = 'standard',
}: {
  product: DemoProduct
  compact?: boolean
  layout?: 'standard' | 'columnar' | 'sidebar'
}) {
  const { addToCart, addToWishlist, addToCompare } = useDemo()
  const [image, setImage] = useState(0)
  const colors = product.attributes.find((a) => a.slug === 'color')?.values ?? []
  const [color, setColor] = useState(colors[0]?.name ?? '')
  const [quantity, setQuantity] = useState<QuantityValue>(1)
  const [busy, setBusy] = useState<Busy>(null)
  const Title = compact ? 'h2' : 'h1'

  const run = (kind: Exclude<Busy, null>, action: () => Promise<void>) => async () => {
    setBusy(kind)
    try {
      await action()
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className={`demo-product demo-product--${compact ? 'compact' : layout}`}>
      <div className="demo-product__gallery">
        <ProductBadges product={product} />
        <DemoImage image={product.images[image] ?? product.cover_photo} alt={product.name} />
        <div className="demo-product__thumbs">
          {product.images.map((img, index) => (
            <button
              key={img}
              type="button"
              aria-label={`Show image ${index + 1}`}
              aria-pressed={index === image}
              onClick={() => setImage(index)}
            >
              <DemoImage image={img} />
            </button>
          ))}
        </div>
      </div>
      <div className="demo-product__info">
        <Title className="demo-product__name">
          {compact ? (
            <Link href={`/shop/products/${product.slug}`}>{product.name}</Link>
          ) : (
            product.name
          )}
        </Title>
        <Rating value={product.rating} reviews={product.reviews} />
        <dl className="demo-product__meta">
          <dt>Availability:</dt>
          <dd>
            <Availability product={product} />
          </dd>
          <dt>Brand:</dt>
          <dd>{product.brand_name}</dd>
          <dt>SKU:</dt>
          <dd>{product.sku}</dd>
        </dl>
        <ul className="demo-product__features">
          {product.attributes
            .filter((a) => a.featured)
            .map((a) => (
              <li key={a.slug}>
                {a.name}: {a.values.map((v) => v.name).join(', ')}
              </li>
            ))}
        </ul>
      </div>
      <form
        className="demo-product__buy"
        onSubmit={(e) => {
          e.preventDefault()
          void run('cart', () =>
            addToCart(
              product,
              color ? [{ optionTitle: 'Color', valueTitle: color }] : [],
              quantity === '' ? 1 : quantity,
            ),
          )()
        }}
      >
        <ProductPrices product={product} />
        {colors.length > 0 && (
          <fieldset className="demo-product__option">
            <legend>Color</legend>
            {colors.map((value) => (
              <label key={value.slug} className="demo-radio">
                <input
                  type="radio"
                  name={`color-${product.id}`}
                  value={value.name}
                  checked={color === value.name}
                  onChange={() => setColor(value.name)}
                />
                {value.name}
              </label>
            ))}
          </fieldset>
        )}
        <div className="demo-product__actions">
          <InputNumber value={quantity} onChange={setQuantity} label="Quantity" />
          <button
            type="submit"
            className="demo-btn demo-btn--primary demo-btn--lg"
            disabled={busy === 'cart' || product.availability === 'out-of-stock'}
            aria-busy={busy === 'cart'}
          >
            {busy === 'cart' ? 'Adding…' : 'Add to cart'}
          </button>
          <button
            type="button"
            className="demo-btn demo-btn--icon"
            aria-label="Add to wish list"
            disabled={busy === 'wishlist'}
            aria-busy={busy === 'wishlist'}
            onClick={run('wishlist', () => addToWishlist(product))}
          >
            ♡
          </button>
          <button
            type="button"
            className="demo-btn demo-btn--icon"
            aria-label="Add to compare"
            disabled={busy === 'compare'}
            aria-busy={busy === 'compare'}
            onClick={run('compare', () => addToCompare(product))}
          >
            ⇄
          </button>
        </div>
      </form>
    </div>
  )
}
