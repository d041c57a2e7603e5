import { PageHeader } from '@/demo/components/Breadcrumb'
import { WishlistView } from '@/demo/components/ProductTable.client'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Wish List')

export default function WishlistPage() {
  return (
    <>
      <PageHeader title="Wish List" crumbs={[{ title: 'Wish List' }]} />
      <div className="demo-container">
        <WishlistView />
      </div>
    </>
  )
}
