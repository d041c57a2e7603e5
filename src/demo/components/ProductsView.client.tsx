'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import {
  buildListQuery,
  LIMIT_OPTIONS,
  type ListQuery,
  serializeFilterValue,
  SORT_OPTIONS,
  withFilter,
  withOption,
  withoutFilters,
} from '../listing'
import type { DemoCategory, ListFilter, ProductsList, RangeFilter } from '../types'
import { useDemo } from './DemoProvider.client'
import { Pagination } from './Pagination'
import { type CardLayout, ProductCard } from './ProductCard'

export interface ShopLayout {
  sidebar: 'start' | 'end' | 'offcanvas'
  columns: 3 | 4 | 5
  layout: CardLayout
}

const LAYOUTS: { value: CardLayout; label: string }[] = [
  { value: 'grid', label: 'Grid' },
  { value: 'grid-with-features', label: 'Grid With Features' },
  { value: 'list', label: 'List' },
]

function RangeWidget({
  filter,
  onApply,
}: {
  filter: RangeFilter
  onApply: (value: string) => void
}) {
  const [from, setFrom] = useState(String(filter.value[0]))
  const [to, setTo] = useState(String(filter.value[1]))
  return (
    <form
      className="demo-range"
      onSubmit={(e) => {
        e.preventDefault()
        const a = Math.max(filter.min, Number(from) || filter.min)
        const b = Math.min(filter.max, Number(to) || filter.max)
        onApply(serializeFilterValue(filter, [Math.min(a, b), Math.max(a, b)]))
      }}
    >
      <label>
        Min
        <input
          type="number"
          value={from}
          min={filter.min}
          max={filter.max}
          onChange={(e) => setFrom(e.target.value)}
        />
      </label>
      <label>
        Max
        <input
          type="number"
          value={to}
          min={filter.min}
          max={filter.max}
          onChange={(e) => setTo(e.target.value)}
        />
      </label>
      <button type="submit" className="demo-btn">
        Apply
      </button>
    </form>
  )
}

function FilterWidget({
  filter,
  onChange,
}: {
  filter: ListFilter
  onChange: (value: string) => void
}) {
  if (filter.type === 'range') {
    return (
      <fieldset>
        <legend>{filter.name}</legend>
        <RangeWidget key={filter.value.join('-')} filter={filter} onApply={onChange} />
      </fieldset>
    )
  }
  const toggle = (slug: string, checked: boolean) => {
    if (filter.type === 'radio') return onChange(serializeFilterValue(filter, [slug]))
    const next = checked ? [...filter.value, slug] : filter.value.filter((v) => v !== slug)
    onChange(serializeFilterValue(filter, next))
  }
  return (
    <fieldset>
      <legend>{filter.name}</legend>
      {filter.items.map((item) => (
        <label key={item.slug}>
          <input
            type={filter.type === 'radio' ? 'radio' : 'checkbox'}
            name={`filter-${filter.slug}`}
            checked={filter.value.includes(item.slug)}
            disabled={item.count === 0 && !filter.value.includes(item.slug)}
            onChange={(e) => toggle(item.slug, e.target.checked)}
          />
          {filter.type === 'color' && (
            <span className="demo-swatch" style={{ background: item.color }} aria-hidden="true" />
          )}
          {item.name}
          <span className="demo-filters__count">{item.count}</span>
        </label>
      ))}
    </fieldset>
  )
}

export function ProductsView({
  list,
  query,
  basePath,
  shop,
  categories,
  currentCategory,
}: {
  list: ProductsList
  query: ListQuery
  basePath: string
  shop: ShopLayout
  categories: DemoCategory[]
  currentCategory: string | null
}) {
  const router = useRouter()
  const { state, dispatch } = useDemo()
  const [pending, startTransition] = useTransition()
  const [layout, setLayout] = useState<CardLayout>(shop.layout)
  const hasFilters = Object.keys(query.filters).length > 0

  const go = (next: ListQuery) =>
    startTransition(() => router.push(`${basePath}${buildListQuery(next)}`, { scroll: false }))
  const href = (page: number) => `${basePath}${buildListQuery(withOption(query, 'page', page))}`

  const sidebar = (
    <aside
      className="demo-shop__sidebar"
      data-open={state.sidebar.open ? 'true' : 'false'}
      aria-label="Filters"
    >
      <div className="demo-filters">
        <fieldset>
          <legend>Categories</legend>
          <ul className="demo-mini-list" style={{ display: 'block' }}>
            <li style={{ display: 'block' }}>
              <Link
                href="/shop/catalog"
                aria-current={currentCategory === null ? 'page' : undefined}
              >
                All products
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug} style={{ display: 'block' }}>
                <Link
                  href={`/shop/catalog/${c.slug}`}
                  aria-current={currentCategory === c.slug ? 'page' : undefined}
                >
                  {c.name}
                </Link>{' '}
                <span className="demo-muted">({c.items})</span>
              </li>
            ))}
          </ul>
        </fieldset>
        {list.filters.map((filter) => (
          <FilterWidget
            key={filter.slug}
            filter={filter}
            onChange={(value) => go(withFilter(query, filter.slug, value))}
          />
        ))}
        <button
          type="button"
          className="demo-btn demo-btn--block"
          disabled={!hasFilters}
          onClick={() => go(withoutFilters(query))}
        >
          Reset filters
        </button>
      </div>
    </aside>
  )

  return (
    <div
      className={`demo-shop${shop.sidebar === 'offcanvas' ? ' demo-shop--full' : ''}${shop.sidebar === 'end' ? ' demo-shop--end' : ''}`}
    >
      {shop.sidebar !== 'offcanvas' || state.sidebar.open ? sidebar : null}
      <div className={pending ? 'demo-shop__loading' : undefined} aria-busy={pending}>
        <div className="demo-toolbar">
          <button
            type="button"
            className={`demo-btn${shop.sidebar === 'offcanvas' ? '' : ' demo-filters-toggle'}`}
            aria-expanded={state.sidebar.open}
            onClick={() =>
              dispatch({ type: state.sidebar.open ? 'sidebar/close' : 'sidebar/open' })
            }
          >
            Filters
          </button>
          <div className="demo-layout-switch" role="group" aria-label="Layout">
            {LAYOUTS.map((l) => (
              <button
                key={l.value}
                type="button"
                className="demo-btn demo-btn--icon"
                aria-pressed={layout === l.value}
                onClick={() => setLayout(l.value)}
              >
                {l.label}
              </button>
            ))}
          </div>
          <p className="demo-toolbar__legend">
            Showing {list.from}–{list.to} of {list.total} products
          </p>
          <label>
            Sort By
            <select
              value={query.options.sort}
              onChange={(e) => go(withOption(query, 'sort', e.target.value))}
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Show
            <select
              value={query.options.limit}
              onChange={(e) => go(withOption(query, 'limit', Number(e.target.value)))}
            >
              {[...new Set([...LIMIT_OPTIONS, query.options.limit])].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>
        {list.items.length === 0 ? (
          <div className="demo-empty">
            <h2>No matching items</h2>
            <p>Try resetting the filters</p>
            <button
              type="button"
              className="demo-btn demo-btn--primary"
              onClick={() => go(withoutFilters(query))}
            >
              Reset filters
            </button>
          </div>
        ) : (
          <div
            className={`demo-grid${layout === 'list' ? ' demo-grid--list' : ''}`}
            style={{ '--demo-columns': shop.columns } as React.CSSProperties}
            data-testid="products"
          >
            {list.items.map((product) => (
              <ProductCard key={product.id} product={product} layout={layout} />
            ))}
          </div>
        )}
        <Pagination page={list.page} pages={list.pages} href={href} label="Products pages" />
      </div>
    </div>
  )
}
