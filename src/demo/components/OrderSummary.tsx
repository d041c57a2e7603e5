import Link from 'next/link'

import type { DemoOrder } from '../types'
import { Price } from './Price.client'

/** The items, lines and totals of a demo order (success page and account order page). */
export function OrderSummary({ order }: { order: DemoOrder }) {
  return (
    <table className="demo-table">
      <thead>
        <tr>
          <th>Product</th>
          <th className="demo-table__end">Total</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={item.id}>
            <td>
              <Link href={`/shop/products/${item.slug}`}>{item.name}</Link> × {item.quantity}
              <div className="demo-muted">
                {item.options.map((o) => `${o.optionTitle}: ${o.valueTitle}`).join(', ')}
              </div>
            </td>
            <td className="demo-table__end">
              <Price value={item.total} />
            </td>
          </tr>
        ))}
      </tbody>
      <tbody>
        <tr>
          <th scope="row">Subtotal</th>
          <td className="demo-table__end">
            <Price value={order.subtotal} />
          </td>
        </tr>
        {order.additionalLines.map((line) => (
          <tr key={line.label}>
            <th scope="row">{line.label}</th>
            <td className="demo-table__end">
              <Price value={line.total} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="demo-table__end">
            <Price value={order.total} />
          </td>
        </tr>
      </tfoot>
    </table>
  )
}

export function AddressCard({
  title,
  address,
}: {
  title: string
  address: DemoOrder['billingAddress']
}) {
  return (
    <section className="demo-card-box">
      <h2>{title}</h2>
      <address style={{ fontStyle: 'normal' }}>
        <strong>
          {address.firstName} {address.lastName}
        </strong>
        <br />
        {address.country}, {address.city}, {address.postcode}
        <br />
        {address.address}
      </address>
      <dl>
        <dt className="demo-muted">Phone Number</dt>
        <dd style={{ margin: 0 }}>{address.phone}</dd>
        <dt className="demo-muted">Email Address</dt>
        <dd style={{ margin: 0 }}>{address.email}</dd>
      </dl>
    </section>
  )
}
