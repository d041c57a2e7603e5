'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import {
  COUNTRIES,
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../data/settings'
import { wait } from '../delay'
import { useDemo } from './DemoProvider.client'

function Field({
  id,
  label,
  optional,
  type = 'text',
  autoComplete,
}: {
  id: string
  label: string
  optional?: boolean
  type?: string
  autoComplete?: string
}) {
  return (
    <div className="demo-field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="demo-muted"> (Optional)</span>}
      </label>
      <input id={id} name={id} type={type} autoComplete={autoComplete} />
    </div>
  )
}

function AddressFields({ prefix }: { prefix: string }) {
  return (
    <>
      <div className="demo-form-row">
        <Field id={`${prefix}-first-name`} label="First Name" autoComplete="given-name" />
        <Field id={`${prefix}-last-name`} label="Last Name" autoComplete="family-name" />
      </div>
      <Field
        id={`${prefix}-company-name`}
        label="Company Name"
        optional
        autoComplete="organization"
      />
      <div className="demo-field">
        <label htmlFor={`${prefix}-country`}>Country</label>
        <select id={`${prefix}-country`} name={`${prefix}-country`} defaultValue="">
          <option value="" disabled>
            Select a country...
          </option>
          {COUNTRIES.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </select>
      </div>
      <div className="demo-field">
        <label htmlFor={`${prefix}-street-address`}>Street Address</label>
        <input
          id={`${prefix}-street-address`}
          placeholder="House number and street name"
          autoComplete="address-line1"
        />
      </div>
      <div className="demo-field">
        <label htmlFor={`${prefix}-address`}>
          Apartment, suite, unit etc. <span className="demo-muted">(Optional)</span>
        </label>
        <input id={`${prefix}-address`} autoComplete="address-line2" />
      </div>
      <Field id={`${prefix}-city`} label="Town / City" autoComplete="address-level2" />
      <Field id={`${prefix}-state`} label="State / County" autoComplete="address-level1" />
      <Field id={`${prefix}-postcode`} label="Postcode / ZIP" autoComplete="postal-code" />
      <div className="demo-form-row">
        <Field id={`${prefix}-email`} label="Email address" type="email" autoComplete="email" />
        <Field id={`${prefix}-phone`} label="Phone" type="tel" autoComplete="tel" />
      </div>
    </>
  )
}

export function CheckoutView() {
  const { state, hydrated, price } = useDemo()
  const router = useRouter()
  const [payment, setPayment] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD)
  const [shipDifferent, setShipDifferent] = useState(false)
  const [placing, setPlacing] = useState(false)
  const empty = state.cart.items.length === 0

  // The checkout needs items: an empty cart sends the visitor back to the cart.
  useEffect(() => {
    if (hydrated && empty && !placing) router.replace('/shop/cart')
  }, [hydrated, empty, placing, router])

  if (!hydrated || empty) return <p className="demo-muted">Loading…</p>

  return (
    <form
      className="demo-checkout"
      onSubmit={async (e) => {
        e.preventDefault()
        setPlacing(true)
        await wait()
        router.push('/shop/checkout/success')
      }}
    >
      <div>
        <p className="demo-alert">
          Returning customer? <Link href="/account/login">Click here to login</Link>
        </p>
        <section className="demo-card-box" aria-labelledby="billing-title">
          <h2 id="billing-title">Billing details</h2>
          <AddressFields prefix="checkout" />
          <label className="demo-check">
            <input type="checkbox" name="create-account" /> Create an account?
          </label>
        </section>
        <section className="demo-card-box" aria-labelledby="shipping-title">
          <h2 id="shipping-title">Shipping Details</h2>
          <label className="demo-check">
            <input
              type="checkbox"
              name="different-address"
              checked={shipDifferent}
              onChange={(e) => setShipDifferent(e.target.checked)}
            />
            Ship to a different address?
          </label>
          {shipDifferent && <AddressFields prefix="shipping" />}
          <div className="demo-field">
            <label htmlFor="checkout-comment">
              Order notes <span className="demo-muted">(Optional)</span>
            </label>
            <textarea id="checkout-comment" rows={4} />
          </div>
        </section>
      </div>
      <section className="demo-card-box" aria-labelledby="order-title">
        <h2 id="order-title">Your Order</h2>
        <table className="demo-table">
          <thead>
            <tr>
              <th>Product</th>
              <th className="demo-table__end">Total</th>
            </tr>
          </thead>
          <tbody>
            {state.cart.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.product.name} × {item.quantity}
                </td>
                <td className="demo-table__end">{price(item.total)}</td>
              </tr>
            ))}
          </tbody>
          <tbody>
            <tr>
              <th scope="row">Subtotal</th>
              <td className="demo-table__end">{price(state.cart.subtotal)}</td>
            </tr>
            {state.cart.extraLines.map((line) => (
              <tr key={line.type}>
                <th scope="row">{line.title}</th>
                <td className="demo-table__end">{price(line.price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="demo-table__end" data-testid="checkout-total">
                {price(state.cart.total)}
              </td>
            </tr>
          </tfoot>
        </table>
        <fieldset className="demo-payment-set" style={{ border: 0, padding: 0 }}>
          <legend className="demo-skip-text">Payment method</legend>
          <ul className="demo-payment">
            {PAYMENT_METHODS.map((method) => (
              <li key={method.key}>
                <label className="demo-check" style={{ marginBlockEnd: 0 }}>
                  <input
                    type="radio"
                    name="checkout_payment_method"
                    value={method.key}
                    checked={payment === method.key}
                    onChange={() => setPayment(method.key)}
                  />
                  {method.title}
                </label>
                {payment === method.key && <p>{method.description}</p>}
              </li>
            ))}
          </ul>
        </fieldset>
        <label className="demo-check">
          <input type="checkbox" name="terms" />
          <span>
            I have read and agree to the website{' '}
            <Link href="/site/terms">terms and conditions</Link>*
          </span>
        </label>
        <button
          type="submit"
          className="demo-btn demo-btn--primary demo-btn--lg demo-btn--block"
          disabled={placing}
          aria-busy={placing}
        >
          {placing ? 'Placing order…' : 'Place Order'}
        </button>
      </section>
    </form>
  )
}
