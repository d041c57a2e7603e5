import Link from 'next/link'

import { AddressCard } from '@/demo/components/OrderSummary'
import { ADDRESSES } from '@/demo/data/account'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Addresses')

export default function AddressesPage() {
  return (
    <>
      <h1 style={{ marginBlockStart: 0 }}>Addresses</h1>
      <p>
        <Link href="/account/addresses/new" className="demo-btn">
          Add New Address
        </Link>
      </p>
      <div className="demo-two-cols">
        {ADDRESSES.map((address) => (
          <div key={address.id}>
            <AddressCard
              title={address.default ? 'Default Address' : 'Address'}
              address={address}
            />
            <Link href={`/account/addresses/${address.id}`}>Edit Address</Link>
          </div>
        ))}
      </div>
    </>
  )
}
