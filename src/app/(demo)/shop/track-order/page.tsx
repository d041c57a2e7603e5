import { PageHeader } from '@/demo/components/Breadcrumb'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Track Order')

/** Order ID and email only; the template has no submit logic. */
export default function TrackOrderPage() {
  return (
    <>
      <PageHeader crumbs={[{ title: 'Track Order' }]} />
      <div className="demo-container" style={{ maxInlineSize: 560 }}>
        <div className="demo-card-box">
          <h1 style={{ marginBlockStart: 0 }}>Track Order</h1>
          <p className="demo-muted">
            Enter your order ID and the email address you used when ordering, then press the Track
            button.
          </p>
          <form action="/shop/track-order">
            <div className="demo-field">
              <label htmlFor="track-order-id">Order ID</label>
              <input id="track-order-id" name="order" placeholder="Order ID" />
            </div>
            <div className="demo-field">
              <label htmlFor="track-email">Email address</label>
              <input id="track-email" name="email" type="email" placeholder="Email address" />
            </div>
            <button type="submit" className="demo-btn demo-btn--primary demo-btn--block">
              Track
            </button>
          </form>
        </div>
      </div>
    </>
  )
}
