import { Activity } from 'react'

import { Link } from '@/components/ui/Link'
import type { ListingPage } from '@/catalog/listing'
import { type PagePrices, pagePrice } from '@/dealers/pagePrices'
import {
  DEALER_SORT_OPTIONS,
  LAYOUTS,
  LISTING_LIMITS,
  listingHref,
  type ListingParams,
  SORT_OPTIONS,
  toggleFilter,
} from '@/catalog/listingParams'

import styles from './Listing.module.css'
import { Pagination } from './Pagination'
import { ProductCard } from './ProductCard'

/** Where a facet click lands: on a phone the filters sit above the results. */
const RESULTS_ID = 'sonuclar'

export interface SidebarLink {
  name: string
  href: string
  current?: boolean
  children?: SidebarLink[]
}

/**
 * A product listing that works with plain links: facet filters, sort, page size, layout switcher
 * and pagination all change the URL (spec section 9's rules), so it needs no JavaScript.
 */
export function Listing({
  basePath,
  params,
  data,
  sidebarTitle,
  sidebarLinks,
  dealer = false,
  prices,
}: {
  basePath: string
  params: ListingParams
  /** A signed-in dealer: price sorts and "Stokta olanlar" are offered (src/dealers/listing.ts). */
  dealer?: boolean
  /** The signed-in dealer's prices of the page's products (src/dealers/pagePrices.ts). */
  prices?: PagePrices | null
  data: ListingPage
  sidebarTitle: string
  sidebarLinks: SidebarLink[]
}) {
  const href = (change: Partial<ListingParams>) => listingHref(basePath, params, change)
  const chosen = [...Object.values(params.filters), ...Object.values(params.attributes)].flat()
  const hasFilters = chosen.length > 0
  const from = data.total === 0 ? 0 : (data.page - 1) * params.limit + 1
  const to = Math.min(data.total, data.page * params.limit)
  return (
    <div className={styles.layout}>
      {/* Hydrated after the page around them, in slices (docs/decisions/0005). */}
      <Activity>
        <aside className={styles.sidebar} aria-label="Kategoriler ve filtreler">
          {/* Closed on small screens so the products come first; always open on wide ones (CSS). */}
          <details className={styles.drawer}>
            <summary className={styles.drawerSummary}>
              Kategoriler ve filtreler
              {hasFilters ? ` (${chosen.length} seçili)` : ''}
            </summary>
            <div className={styles.drawerBody}>
              <details className={styles.panel} open>
                <summary>{sidebarTitle}</summary>
                <ul className={styles.tree}>
                  {sidebarLinks.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} aria-current={link.current ? 'page' : undefined}>
                        {link.name}
                      </Link>
                      {link.children?.length ? (
                        <ul>
                          {link.children.map((c) => (
                            <li key={c.href}>
                              <Link href={c.href} aria-current={c.current ? 'page' : undefined}>
                                {c.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </details>
              {data.filters.map((filter) => (
                <details key={filter.slug} className={styles.panel} open>
                  <summary>{filter.name}</summary>
                  <ul className={styles.facets}>
                    {filter.items.map((item) => {
                      const checked = filter.value.includes(item.slug)
                      return (
                        <li key={item.slug}>
                          {/* A plain link: a full load lands on #sonuclar (a client navigation would not scroll there). */}
                          <a
                            href={`${href({
                              [filter.group]: toggleFilter(
                                params[filter.group],
                                filter.slug,
                                item.slug,
                              ),
                            })}#${RESULTS_ID}`}
                            className={styles.facet}
                            aria-current={checked ? 'true' : undefined}
                            rel="nofollow"
                          >
                            <span className={styles.check} aria-hidden="true">
                              {checked ? '✓' : ''}
                            </span>
                            <span>{item.name}</span>
                            <span className={styles.count}>
                              <span className="visually-hidden">, ürün sayısı: </span>
                              {item.count}
                            </span>
                            {checked ? <span className="visually-hidden"> (seçili)</span> : null}
                          </a>
                        </li>
                      )
                    })}
                  </ul>
                </details>
              ))}
              {hasFilters ? (
                <Link
                  href={href({ filters: {}, attributes: {} })}
                  className={`btn btn-outline ${styles.reset}`}
                >
                  Filtreleri temizle
                </Link>
              ) : null}
            </div>
          </details>
        </aside>
      </Activity>
      <section id={RESULTS_ID} className={styles.results} aria-label="Ürünler">
        <div className={styles.toolbar}>
          <p className={styles.total} aria-live="polite">
            {data.total > 0 ? `${data.total} üründen ${from}–${to} arası gösteriliyor` : 'Ürün yok'}
          </p>
          <nav aria-label="Sıralama" className={styles.options}>
            <span className={styles.optionLabel}>Sırala:</span>
            {[...SORT_OPTIONS, ...(dealer ? DEALER_SORT_OPTIONS : [])].map((o) => (
              <Link
                key={o.value}
                href={href({ sort: o.value })}
                aria-current={params.sort === o.value ? 'true' : undefined}
                rel="nofollow"
              >
                {o.label}
              </Link>
            ))}
          </nav>
          {dealer ? (
            <nav aria-label="Stok" className={styles.options}>
              <Link
                href={href({ inStock: !params.inStock })}
                aria-current={params.inStock ? 'true' : undefined}
                rel="nofollow"
              >
                {params.inStock ? '✓ ' : ''}Stokta olanlar
              </Link>
            </nav>
          ) : null}
          <nav aria-label="Görünüm ve sayfa boyutu" className={styles.options}>
            <span className={styles.optionLabel}>Görünüm:</span>
            {LAYOUTS.map((l) => (
              <Link
                key={l.value}
                href={href({ layout: l.value })}
                aria-current={params.layout === l.value ? 'true' : undefined}
                rel="nofollow"
              >
                {l.label}
              </Link>
            ))}
            <span className={styles.optionLabel}>Sayfa başına:</span>
            {LISTING_LIMITS.map((limit) => (
              <Link
                key={limit}
                href={href({ limit })}
                aria-current={params.limit === limit ? 'true' : undefined}
                rel="nofollow"
              >
                {limit}
              </Link>
            ))}
          </nav>
        </div>
        {data.items.length === 0 ? (
          <div className={styles.empty} lang="en">
            <p className={styles.emptyTitle}>No matching items</p>
            <p>Try resetting the filters</p>
            <Link href={basePath} className="btn btn-primary">
              Reset filters
            </Link>
          </div>
        ) : (
          <Activity>
            <ul className={`${styles.grid} ${styles[params.layout] ?? ''}`}>
              {data.items.map((p, i) => (
                <li key={p.slug}>
                  <ProductCard
                    product={p}
                    layout={params.layout}
                    priority={i < 3}
                    headingLevel={2}
                    price={pagePrice(prices, p.slug)}
                  />
                </li>
              ))}
            </ul>
          </Activity>
        )}
        <Pagination page={data.page} pages={data.pages} href={(page) => href({ page })} />
      </section>
    </div>
  )
}
