import Link from 'next/link'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AddressCard, OrderSummary } from '@/demo/components/OrderSummary'
import { getOrderById } from '@/demo/data/account'
import { demoMetadata } from '@/demo/metadata'
import { formatDate } from '@/demo/state/format'

interface Props {
  params: Promise<{ orderId: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return demoMetadata(`Order #${(await params).orderId}`)
}

export default async function OrderPage({ params }: Props) {
  const order = getOrderById(Number((await params).orderId))
  if (!order) notFound()
  return (
    <>
      <section className="demo-card-box">
        <Link href="/account/orders">Back to list</Link>
        <h1>Order #{order.id}</h1>
        <p>
          Was placed on <mark>{formatDate(order.date)}</mark> and is currently{' '}
          <mark>{order.status}</mark>.
        </p>
        <OrderSummary order={order} />
      </section>
      <div className="demo-two-cols">
        <AddressCard title="Shipping Address" address={order.shippingAddress} />
        <AddressCard title="Billing Address" address={order.billingAddress} />
      </div>
    </>
  )
}
