import { PageHeader } from '@/demo/components/Breadcrumb'
import { ProductCard } from '@/demo/components/ProductCard'
import { Rating } from '@/demo/components/Rating'
import { ToastDemo } from '@/demo/components/ToastDemo.client'
import { PRODUCTS } from '@/demo/data/products'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Components')

export default function ComponentsPage() {
  return (
    <>
      <PageHeader title="Components" crumbs={[{ title: 'Components' }]} />
      <div className="demo-container">
        <section className="demo-section">
          <h2>Buttons</h2>
          <div className="demo-card__actions">
            <button type="button" className="demo-btn demo-btn--primary">
              Primary
            </button>
            <button type="button" className="demo-btn">
              Secondary
            </button>
            <button type="button" className="demo-btn demo-btn--primary demo-btn--lg">
              Large
            </button>
            <button type="button" className="demo-btn" disabled>
              Disabled
            </button>
          </div>
        </section>
        <section className="demo-section">
          <h2>Notifications</h2>
          <ToastDemo />
        </section>
        <section className="demo-section">
          <h2>Rating</h2>
          {[1, 2, 3, 4, 5].map((n) => (
            <div key={n}>
              <Rating value={n} />
            </div>
          ))}
        </section>
        <section className="demo-section">
          <h2>Alerts</h2>
          <p className="demo-alert">This is an alert message.</p>
        </section>
        <section className="demo-section">
          <h2>Product cards</h2>
          <div className="demo-grid" style={{ '--demo-columns': 4 } as React.CSSProperties}>
            {PRODUCTS.slice(0, 4).map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      </div>
    </>
  )
}
