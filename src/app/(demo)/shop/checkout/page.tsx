import { PageHeader } from '@/demo/components/Breadcrumb'
import { CheckoutView } from '@/demo/components/CheckoutView.client'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Checkout')

export default function CheckoutPage() {
  return (
    <>
      <PageHeader
        title="Checkout"
        crumbs={[{ title: 'Shopping Cart', url: '/shop/cart' }, { title: 'Checkout' }]}
      />
      <div className="demo-container">
        <CheckoutView />
      </div>
    </>
  )
}
