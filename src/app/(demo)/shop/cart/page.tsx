import { PageHeader } from '@/demo/components/Breadcrumb'
import { CartView } from '@/demo/components/CartView.client'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Shopping Cart')

export default function CartPage() {
  return (
    <>
      <PageHeader title="Shopping Cart" crumbs={[{ title: 'Shopping Cart' }]} />
      <div className="demo-container">
        <CartView />
      </div>
    </>
  )
}
