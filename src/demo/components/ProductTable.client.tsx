'use client'

import Link from 'next/link'
import { useState } from 'react'

import type { DemoProduct } from '../types'
import { DemoImage } from './DemoImage'
import { useDemo } from './DemoProvider.client'
import { Availability } from './ProductCard'
import { Rating } from './Rating'

export function WishlistView() {
  const { state, hydrated, price, addToCart, removeFromWishlist } = useDemo()
  const [busy, setBusy] = useState<string | null>(null)
  if (!hydrated) return <p className="demo-muted">Loading…</p>
  if (state.wishlist.length === 0) {
    return (
      <div className="demo-empty">
        <p>Your wish list is empty!</p>
        <Link href="/shop/catalog" className="demo-btn demo-btn--primary">
          Continue
        </Link>
      </div>
    )
  }
  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key)
    try {
      await action()
    } finally {
      setBusy(null)
    }
  }
  return (
    <div className="demo-table-wrap">
      <table className="demo-table">
        <thead>
          <tr>
            <th className="demo-table__image">Image</th>
            <th>Product</th>
            <th>Stock Status</th>
            <th>Price</th>
            <th>
              <span className="demo-skip-text">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {state.wishlist.map((product) => (
            <tr key={product.id}>
              <td className="demo-table__image">
                <DemoImage image={product.cover_photo} />
              </td>
              <td>
                <Link href={`/shop/products/${product.slug}`}>{product.name}</Link>
                <div>
                  <Rating value={product.rating} reviews={product.reviews} />
                </div>
              </td>
              <td>
                <Availability product={product} />
              </td>
              <td>{price(product.price)}</td>
              <td>
                <div className="demo-card__actions">
                  <button
                    type="button"
                    className="demo-btn demo-btn--primary"
                    disabled={busy === `cart-${product.id}`}
                    aria-busy={busy === `cart-${product.id}`}
                    onClick={() => void run(`cart-${product.id}`, () => addToCart(product))}
                  >
                    Add to cart
                  </button>
                  <button
                    type="button"
                    className="demo-btn demo-btn--icon"
                    aria-label={`Remove ${product.name}`}
                    disabled={busy === `remove-${product.id}`}
                    aria-busy={busy === `remove-${product.id}`}
                    onClick={() =>
                      void run(`remove-${product.id}`, () => removeFromWishlist(product.id))
                    }
                  >
                    ×
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function attributeRows(products: DemoProduct[]) {
  const names = new Map<string, string>()
  for (const p of products) for (const a of p.attributes) names.set(a.slug, a.name)
  return [...names].map(([slug, name]) => ({
    slug,
    name,
    values: products.map(
      (p) =>
        p.attributes
          .find((a) => a.slug === slug)
          ?.values.map((v) => v.name)
          .join(', ') ?? '—',
    ),
  }))
}

export function CompareView() {
  const { state, hydrated, price, addToCart, removeFromCompare } = useDemo()
  const [busy, setBusy] = useState<string | null>(null)
  if (!hydrated) return <p className="demo-muted">Loading…</p>
  const products = state.compare
  if (products.length === 0) {
    return (
      <div className="demo-empty">
        <p>You have not chosen any products to compare!</p>
        <Link href="/shop/catalog" className="demo-btn demo-btn--primary">
          Continue
        </Link>
      </div>
    )
  }
  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key)
    try {
      await action()
    } finally {
      setBusy(null)
    }
  }
  return (
    <div className="demo-table-wrap">
      <table className="demo-table demo-compare">
        <tbody>
          <tr>
            <th scope="row">Product</th>
            {products.map((p) => (
              <td key={p.id}>
                <Link href={`/shop/products/${p.slug}`}>
                  <DemoImage image={p.cover_photo} className="demo-compare__image" />
                  {p.name}
                </Link>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Rating</th>
            {products.map((p) => (
              <td key={p.id}>
                <Rating value={p.rating} reviews={p.reviews} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Availability</th>
            {products.map((p) => (
              <td key={p.id}>
                <Availability product={p} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Price</th>
            {products.map((p) => (
              <td key={p.id}>{price(p.price)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Add to cart</th>
            {products.map((p) => (
              <td key={p.id}>
                <button
                  type="button"
                  className="demo-btn demo-btn--primary"
                  disabled={busy === `cart-${p.id}`}
                  aria-busy={busy === `cart-${p.id}`}
                  onClick={() => void run(`cart-${p.id}`, () => addToCart(p))}
                >
                  Add to cart
                </button>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">SKU</th>
            {products.map((p) => (
              <td key={p.id}>{p.sku}</td>
            ))}
          </tr>
          {attributeRows(products).map((row) => (
            <tr key={row.slug}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, index) => (
                <td key={products[index]?.id ?? index}>{value}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <span className="demo-skip-text">Remove</span>
            </th>
            {products.map((p) => (
              <td key={p.id}>
                <button
                  type="button"
                  className="demo-btn"
                  aria-label={`Remove ${p.name}`}
                  disabled={busy === `remove-${p.id}`}
                  aria-busy={busy === `remove-${p.id}`}
                  onClick={() => void run(`remove-${p.id}`, () => removeFromCompare(p.id))}
                >
                  Remove
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}
