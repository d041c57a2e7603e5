import Link from 'next/link'

import { DemoImage } from '@/demo/components/DemoImage'
import { ProductCarousel } from '@/demo/components/ProductCarousel.client'
import { ProductCard } from '@/demo/components/ProductCard'
import { CATEGORIES } from '@/demo/data/categories'
import { listBestsellers, listFeaturedProducts, listNewArrivals } from '@/demo/data/products'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Home Two')

/** The template's alternative home: featured, bestsellers, categories and new arrivals. */
export default function HomeTwoPage() {
  const [first, ...rest] = listBestsellers(7)
  return (
    <>
      <section className="demo-hero">
        <div className="demo-container">
          <h1>Security products for every site</h1>
          <p>Cameras, access control, alarms and locks — sample data from the shop template.</p>
          <Link href="/shop/catalog" className="demo-btn demo-btn--primary demo-btn--lg">
            Shop Now
          </Link>
        </div>
      </section>
      <div className="demo-container">
        <ProductCarousel title="Featured Products" products={listFeaturedProducts(8)} autoplay />
        <section className="demo-section" aria-labelledby="bestsellers-title">
          <div className="demo-section__head">
            <h2 id="bestsellers-title">Bestsellers</h2>
          </div>
          <div className="demo-grid" style={{ '--demo-columns': 4 } as React.CSSProperties}>
            {first && <ProductCard product={first} layout="grid-with-features" />}
            {rest.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
        <section className="demo-section" aria-labelledby="categories-title">
          <div className="demo-section__head">
            <h2 id="categories-title">Popular Categories</h2>
          </div>
          <div className="demo-categories">
            {CATEGORIES.map((c) => (
              <div key={c.slug} className="demo-category-card">
                <DemoImage image={c.image} />
                <div>
                  <h3>
                    <Link href={`/shop/catalog/${c.slug}`}>{c.name}</Link>
                  </h3>
                  <ul>
                    {c.children.map((child) => (
                      <li key={child.slug}>
                        <Link href={`/shop/catalog/${child.slug}`}>{child.name}</Link>
                      </li>
                    ))}
                  </ul>
                  <span className="demo-muted">{c.items} products</span>
                </div>
              </div>
            ))}
          </div>
        </section>
        <ProductCarousel title="New Arrivals" products={listNewArrivals(8)} />
      </div>
    </>
  )
}
