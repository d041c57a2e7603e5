import { CATEGORIES, categoryPath, getCategoryBySlug } from '../data/categories'
import { listProducts, type ListQuery } from '../listing'
import { PageHeader } from './Breadcrumb'
import { ProductsView, type ShopLayout } from './ProductsView.client'

/** A listing page: category (or all products), the URL's options and filters, one layout. */
export function ShopPage({
  query,
  categorySlug,
  basePath,
  shop,
}: {
  query: ListQuery
  categorySlug: string | null
  basePath: string
  shop: ShopLayout
}) {
  const category = categorySlug ? getCategoryBySlug(categorySlug) : null
  const list = listProducts(query, category?.slug ?? null)
  const crumbs: { title: string; url?: string }[] = [
    { title: 'Shop', url: '/shop/catalog' },
    ...(category
      ? categoryPath(category).map((c) => ({ title: c.name, url: `/shop/catalog/${c.slug}` }))
      : []),
  ]
  const last = crumbs[crumbs.length - 1]
  if (last) delete last.url
  return (
    <>
      <PageHeader title={category?.name ?? 'Shop'} crumbs={crumbs} />
      <div className="demo-container">
        <ProductsView
          list={list}
          query={query}
          basePath={basePath}
          shop={shop}
          categories={category?.children.length ? category.children : CATEGORIES}
          currentCategory={category?.slug ?? null}
        />
      </div>
    </>
  )
}
