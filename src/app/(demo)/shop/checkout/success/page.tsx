import Link from 'next/link'

import { ORDERS } from '@/demo/data/account'
import { AddressCard, OrderSummary } from '@/demo/components/OrderSummary'
import { PageHeader } from '@/demo/components/Breadcrumb'
import { demoMetadata } from '@/demo/metadata'
import { formatDate } from '@/demo/state/format'

export const metadata = demoMetadata('Order Success')

/** A static sample order (the template does not create real orders). */
export default function OrderSuccessPage() {
  const order = ORDERS[0]!
  return (
    <>
      <PageHeader crumbs={[{ title: 'Order Success' }]} />
      <div className="demo-container" style={{ maxInlineSize: 860 }}>
        <div className="demo-empty" style={{ paddingBlock: 24 }}>
          <p style={{ fontSize: 48, margin: 0 }} aria-hidden="true">
            ✓
          </p>
          <h1>Thank you for your order</h1>
          <p>Your order has been received</p>
          <Link href="/home-two">Go To Homepage</Link>
        </div>
        <dl className="demo-two-cols demo-card-box">
          <div>
            <dt className="demo-muted">Order number:</dt>
            <dd style={{ margin: 0 }}>#{order.id}</dd>
          </div>
          <div>
            <dt className="demo-muted">Created at:</dt>
            <dd style={{ margin: 0 }}>{formatDate(order.date)}</dd>
          </div>
          <div>
            <dt className="demo-muted">Payment method:</dt>
            <dd style={{ margin: 0 }}>{order.paymentMethod}</dd>
          </div>
          <div>
            <dt className="demo-muted">Status:</dt>
            <dd style={{ margin: 0 }}>{order.status}</dd>
          </div>
        </dl>
        <div className="demo-card-box">
          <OrderSummary order={order} />
        </div>
        <div className="demo-two-cols">
          <AddressCard title="Shipping Address" address={order.shippingAddress} />
          <AddressCard title="Billing Address" address={order.billingAddress} />
        </div>
      </div>
    </>
  )
}
