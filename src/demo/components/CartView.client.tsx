'use client'

import Link from 'next/link'
import { useState } from 'react'

import { canUpdateCart, type EditedQuantity } from '../state/cart'
import type { QuantityValue } from '../state/quantity'
import { DemoImage } from './DemoImage'
import { useDemo } from './DemoProvider.client'
import { InputNumber } from './InputNumber.client'

export function CartTotals({ showCheckout = false }: { showCheckout?: boolean }) {
  const { state, price } = useDemo()
  const { cart } = state
  return (
    <div className="demo-totals-card">
      <h2>Cart Totals</h2>
      <table className="demo-table demo-totals">
        <tbody>
          <tr>
            <th scope="row">Subtotal</th>
            <td className="demo-table__end" data-testid="cart-subtotal">
              {price(cart.subtotal)}
            </td>
          </tr>
          {cart.extraLines.map((line) => (
            <tr key={line.type}>
              <th scope="row">{line.title}</th>
              <td className="demo-table__end">
                {price(line.price)}
                {line.type === 'shipping' && (
                  <div>
                    <a href="#calculate-shipping" className="demo-muted">
                      Calculate Shipping
                    </a>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="demo-table__end" data-testid="cart-total">
              {price(cart.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {showCheckout && (
        <Link
          href="/shop/checkout"
          className="demo-btn demo-btn--primary demo-btn--lg demo-btn--block"
        >
          Proceed to checkout
        </Link>
      )}
    </div>
  )
}

export function CartView() {
  const { state, hydrated, price, removeFromCart, updateCart } = useDemo()
  const { cart } = state
  const [edits, setEdits] = useState<EditedQuantity[]>([])
  const [removing, setRemoving] = useState<number[]>([])
  const [updating, setUpdating] = useState(false)

  if (!hydrated) return <p className="demo-muted">Loading…</p>

  if (cart.items.length === 0) {
    return (
      <div className="demo-empty">
        <p>Your shopping cart is empty!</p>
        <Link href="/shop/catalog" className="demo-btn demo-btn--primary">
          Continue
        </Link>
      </div>
    )
  }

  const valueOf = (itemId: number, fallback: number): QuantityValue =>
    edits.find((e) => e.itemId === itemId)?.value ?? fallback
  const setValue = (itemId: number, value: QuantityValue) =>
    setEdits((list) => [...list.filter((e) => e.itemId !== itemId), { itemId, value }])

  const update = async () => {
    setUpdating(true)
    try {
      await updateCart(
        edits.flatMap((e) => (e.value === '' ? [] : [{ itemId: e.itemId, value: e.value }])),
      )
      setEdits([])
    } finally {
      setUpdating(false)
    }
  }
  const remove = async (itemId: number) => {
    setRemoving((list) => [...list, itemId])
    try {
      await removeFromCart(itemId)
      setEdits((list) => list.filter((e) => e.itemId !== itemId))
    } finally {
      setRemoving((list) => list.filter((id) => id !== itemId))
    }
  }

  return (
    <>
      <div className="demo-table-wrap">
        <table className="demo-table demo-cart-table">
          <thead>
            <tr>
              <th className="demo-table__image">Image</th>
              <th>Product</th>
              <th>Price</th>
              <th>Quantity</th>
              <th>Total</th>
              <th>
                <span className="demo-skip-text">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((item) => (
              <tr key={item.id} data-testid="cart-row">
                <td className="demo-table__image">
                  <Link href={`/shop/products/${item.product.slug}`} tabIndex={-1}>
                    <DemoImage image={item.product.cover_photo} />
                  </Link>
                </td>
                <td>
                  <Link href={`/shop/products/${item.product.slug}`}>{item.product.name}</Link>
                  {item.options.length > 0 && (
                    <ul className="demo-muted" style={{ margin: 0, paddingInlineStart: 16 }}>
                      {item.options.map((o) => (
                        <li key={o.optionTitle}>
                          {o.optionTitle}: {o.valueTitle}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td data-label="Price">{price(item.price)}</td>
                <td data-label="Quantity">
                  <InputNumber
                    size="sm"
                    label={`Quantity of ${item.product.name}`}
                    value={valueOf(item.id, item.quantity)}
                    onChange={(value) => setValue(item.id, value)}
                  />
                </td>
                <td data-label="Total">{price(item.total)}</td>
                <td>
                  <button
                    type="button"
                    className="demo-btn demo-btn--icon"
                    aria-label={`Remove ${item.product.name}`}
                    disabled={removing.includes(item.id)}
                    aria-busy={removing.includes(item.id)}
                    onClick={() => void remove(item.id)}
                  >
                    {removing.includes(item.id) ? '…' : '×'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="demo-cart__bottom">
        <form className="demo-coupon" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="coupon-code" className="demo-skip-text">
            Coupon code
          </label>
          <input id="coupon-code" placeholder="Coupon Code" />
          <button type="submit" className="demo-btn">
            Apply Coupon
          </button>
        </form>
        <button
          type="button"
          className="demo-btn demo-btn--primary"
          disabled={!canUpdateCart(cart, edits) || updating}
          aria-busy={updating}
          onClick={() => void update()}
        >
          {updating ? 'Updating…' : 'Update Cart'}
        </button>
      </div>
      <CartTotals showCheckout />
    </>
  )
}
