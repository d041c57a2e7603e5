import { PageHeader } from '@/demo/components/Breadcrumb'
import { CompareView } from '@/demo/components/ProductTable.client'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Comparison')

export default function ComparePage() {
  return (
    <>
      <PageHeader title="Comparison" crumbs={[{ title: 'Comparison' }]} />
      <div className="demo-container">
        <CompareView />
      </div>
    </>
  )
}
