import Link from 'next/link'

import { DemoImage } from '@/demo/components/DemoImage'
import { AddressCard } from '@/demo/components/OrderSummary'
import { OrdersTable } from '@/demo/components/OrdersTable'
import { ADDRESSES, ORDERS } from '@/demo/data/account'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Dashboard')

export default function DashboardPage() {
  const address = ADDRESSES[0]!
  return (
    <>
      <h1 style={{ marginBlockStart: 0 }}>Dashboard</h1>
      <div className="demo-two-cols">
        <section className="demo-card-box" style={{ textAlign: 'center' }}>
          <div style={{ inlineSize: 90, marginInline: 'auto' }}>
            <DemoImage image="avatar:210" />
          </div>
          <h2>
            {address.firstName} {address.lastName}
          </h2>
          <p>{address.email}</p>
          <Link href="/account/profile" className="demo-btn">
            Edit Profile
          </Link>
        </section>
        <div>
          <AddressCard title="Default Address" address={address} />
          <Link href={`/account/addresses/${address.id}`}>Edit Address</Link>
        </div>
      </div>
      <section className="demo-section">
        <h2>Recent Orders</h2>
        <OrdersTable orders={ORDERS.slice(0, 3)} />
      </section>
    </>
  )
}
