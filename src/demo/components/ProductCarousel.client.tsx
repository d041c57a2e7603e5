'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import type { ReactNode } from 'react'

import { directionOf } from '../state/format'
import type { DemoProduct } from '../types'
import { useDemo } from './DemoProvider.client'
import { ProductCard } from './ProductCard'

/** A titled product carousel: 4 per view, down to 1 at 479 px (see demo.css). */
export function ProductCarousel({
  title,
  products,
  autoplay = false,
}: {
  title: string
  products: DemoProduct[]
  autoplay?: boolean
}) {
  const { state } = useDemo()
  const direction = directionOf(state.locale)
  const [ref, api] = useEmblaCarousel(
    { align: 'start', direction, loop: false, duration: 25 },
    autoplay ? [Autoplay({ delay: 2000, stopOnInteraction: true })] : [],
  )
  return (
    <section className="demo-section" aria-label={title}>
      <div className="demo-section__head">
        <h2>{title}</h2>
        <div className="demo-carousel__nav">
          <button
            type="button"
            className="demo-btn demo-btn--icon"
            aria-label={`Previous: ${title}`}
            onClick={() => api?.scrollPrev()}
          >
            {direction === 'rtl' ? '›' : '‹'}
          </button>
          <button
            type="button"
            className="demo-btn demo-btn--icon"
            aria-label={`Next: ${title}`}
            onClick={() => api?.scrollNext()}
          >
            {direction === 'rtl' ? '‹' : '›'}
          </button>
        </div>
      </div>
      <div className="demo-carousel" ref={ref} dir={direction}>
        <div className="demo-carousel__track">
          {products.map((product) => (
            <div className="demo-carousel__slide" key={product.id}>
              <ProductCard product={product} />
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}

export function SidebarWidget({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="demo-sidebar-widget">
      <h2>{title}</h2>
      {children}
    </section>
  )
}
