import Link from 'next/link'

import { DEMO_PAGES_MENU } from './nav'

export function Footer() {
  return (
    <footer className="demo-footer">
      <div className="demo-container demo-footer__grid">
        <section>
          <h2>About the demo</h2>
          <p>
            These pages are the shop template&apos;s static demo content. Nothing here is sent to a
            server.
          </p>
        </section>
        <section>
          <h2>Shop</h2>
          <ul>
            <li>
              <Link href="/shop/catalog">Catalog</Link>
            </li>
            <li>
              <Link href="/shop/cart">Cart</Link>
            </li>
            <li>
              <Link href="/shop/wishlist">Wish list</Link>
            </li>
            <li>
              <Link href="/shop/compare">Compare</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Pages</h2>
          <ul>
            {DEMO_PAGES_MENU.map((item) => (
              <li key={item.url}>
                <Link href={item.url}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </footer>
  )
}
