import { ProductPage } from '@/demo/components/ProductPage'
import { PRODUCTS } from '@/demo/data/products'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Product (standard layout)')

export default function ProductStandardPage() {
  return <ProductPage product={PRODUCTS[0]!} layout="standard" />
}
