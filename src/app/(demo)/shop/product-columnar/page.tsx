import { ProductPage } from '@/demo/components/ProductPage'
import { PRODUCTS } from '@/demo/data/products'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Product (columnar layout)')

export default function ProductColumnarPage() {
  return <ProductPage product={PRODUCTS[0]!} layout="columnar" />
}
