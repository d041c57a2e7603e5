import { ProductPage } from '@/demo/components/ProductPage'
import { PRODUCTS } from '@/demo/data/products'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Product (sidebar layout)')

export default function ProductSidebarPage() {
  return <ProductPage product={PRODUCTS[0]!} layout="sidebar" />
}
