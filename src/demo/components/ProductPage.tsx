import Link from 'next/link'

import { getCategoryBySlug } from '../data/categories'
import { listLatestProducts, listRelatedProducts } from '../data/products'
import type { DemoProduct } from '../types'
import { PageHeader } from './Breadcrumb'
import { DemoImage } from './DemoImage'
import { Price } from './Price.client'
import { ProductCarousel, SidebarWidget } from './ProductCarousel.client'
import { ProductDetails } from './ProductDetails.client'
import { ProductTabs } from './ProductTabs.client'
import { Rating } from './Rating'

export function LatestProducts({ limit = 5 }: { limit?: number }) {
  return (
    <SidebarWidget title="Latest Products">
      <ul className="demo-mini-list">
        {listLatestProducts(limit).map((p) => (
          <li key={p.id}>
            <DemoImage image={p.cover_photo} />
            <div>
              <Link href={`/shop/products/${p.slug}`}>{p.name}</Link>
              <div>
                <Rating value={p.rating} />
              </div>
              <Price value={p.price} />
            </div>
          </li>
        ))}
      </ul>
    </SidebarWidget>
  )
}

/** The demo product page: details, tabs, related carousel (8) and, with a sidebar, latest (5). */
export function ProductPage({
  product,
  layout,
}: {
  product: DemoProduct
  layout: 'standard' | 'columnar' | 'sidebar'
}) {
  const category = product.categories[0] ? getCategoryBySlug(product.categories[0]) : null
  const main = (
    <div>
      <ProductDetails product={product} layout={layout === 'sidebar' ? 'standard' : layout} />
      <ProductTabs product={product} />
    </div>
  )
  return (
    <>
      <PageHeader
        crumbs={[
          { title: 'Shop', url: '/shop/catalog' },
          ...(category ? [{ title: category.name, url: `/shop/catalog/${category.slug}` }] : []),
          { title: product.name },
        ]}
      />
      <div className="demo-container">
        {layout === 'sidebar' ? (
          <div className="demo-with-sidebar demo-with-sidebar--start">
            {main}
            <aside aria-label="Sidebar">
              <LatestProducts />
            </aside>
          </div>
        ) : (
          main
        )}
        <ProductCarousel title="Related Products" products={listRelatedProducts(product, 8)} />
      </div>
    </>
  )
}
