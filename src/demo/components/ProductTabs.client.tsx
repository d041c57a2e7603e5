'use client'

import { useId, useState } from 'react'
import { toast } from 'sonner'

import { wait } from '../delay'
import type { DemoProduct } from '../types'
import { Rating } from './Rating'

export type ProductTab = 'description' | 'specification' | 'reviews'

const TABS: { key: ProductTab; label: string }[] = [
  { key: 'description', label: 'Description' },
  { key: 'specification', label: 'Specification' },
  { key: 'reviews', label: 'Reviews' },
]

const SAMPLE_REVIEWS = [
  {
    author: 'Samantha Smith',
    rating: 4,
    date: '2026-10-03',
    text: 'Easy to install and the picture is sharp even at night.',
  },
  {
    author: 'Adam Taylor',
    rating: 5,
    date: '2026-09-21',
    text: 'Works with our existing recorder out of the box.',
  },
  {
    author: 'Helena Garcia',
    rating: 3,
    date: '2026-09-02',
    text: 'Good value; the manual could be clearer.',
  },
]

function ReviewForm() {
  const [sending, setSending] = useState(false)
  const [rating, setRating] = useState(0)
  const id = useId()
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault()
        const form = e.currentTarget
        setSending(true)
        await wait()
        setSending(false)
        form.reset()
        setRating(0)
        toast.success('Thank you for your review!')
      }}
    >
      <h3>Write A Review</h3>
      <fieldset className="demo-stars-input">
        <legend>Your Rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="demo-radio">
            <input
              type="radio"
              name="review-stars"
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            {n} {n === 1 ? 'star' : 'stars'}
          </label>
        ))}
      </fieldset>
      <div className="demo-form-row" style={{ marginBlockStart: 12 }}>
        <div className="demo-field">
          <label htmlFor={`${id}-name`}>Your Name</label>
          <input id={`${id}-name`} name="name" />
        </div>
        <div className="demo-field">
          <label htmlFor={`${id}-email`}>Email Address</label>
          <input id={`${id}-email`} name="email" type="email" />
        </div>
      </div>
      <div className="demo-field">
        <label htmlFor={`${id}-text`}>Your Review</label>
        <textarea id={`${id}-text`} name="text" rows={5} />
      </div>
      <button
        type="submit"
        className="demo-btn demo-btn--primary"
        disabled={sending}
        aria-busy={sending}
      >
        {sending ? 'Posting…' : 'Post Your Review'}
      </button>
    </form>
  )
}

/** Description (default), Specification, Reviews. */
export function ProductTabs({
  product,
  initial = 'description',
}: {
  product: DemoProduct
  initial?: ProductTab
}) {
  const [tab, setTab] = useState<ProductTab>(initial)
  const id = useId()
  return (
    <div className="demo-tabs">
      <div className="demo-tabs__list" role="tablist" aria-label="Product information">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${id}-panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={(e) => {
              const index = TABS.findIndex((x) => x.key === tab)
              const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
              if (!delta) return
              const rtl = document.documentElement.dir === 'rtl'
              const next = TABS[(index + (rtl ? -delta : delta) + TABS.length) % TABS.length]
              if (next) {
                setTab(next.key)
                document.getElementById(`${id}-tab-${next.key}`)?.focus()
              }
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        className="demo-tabs__panel"
        role="tabpanel"
        id={`${id}-panel-${tab}`}
        aria-labelledby={`${id}-tab-${tab}`}
      >
        {tab === 'description' && (
          <div>
            <h2>Product Full Description</h2>
            <p>
              The {product.name} from {product.brand_name} is part of the template&apos;s sample
              catalogue. Lorem ipsum dolor sit amet, consectetur adipiscing elit. Cras eu nibh
              ligula, et rutrum sem. Praesent faucibus dolor a odio elementum, in dictum lorem
              fringilla.
            </p>
            <p>
              Nam feugiat, neque a laoreet faucibus, tellus nibh fringilla nisl, vel cursus lectus
              nibh et tellus. Fusce vel ante nec nunc dignissim suscipit.
            </p>
          </div>
        )}
        {tab === 'specification' && (
          <div>
            <h2>Specification</h2>
            <table className="demo-spec">
              <tbody>
                <tr>
                  <th scope="row">SKU</th>
                  <td>{product.sku}</td>
                </tr>
                {product.attributes.map((a) => (
                  <tr key={a.slug}>
                    <th scope="row">{a.name}</th>
                    <td>{a.values.map((v) => v.name).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {tab === 'reviews' && (
          <div>
            <h2>Customer Reviews</h2>
            {SAMPLE_REVIEWS.map((r) => (
              <div key={r.author} className="demo-review">
                <strong>{r.author}</strong> <Rating value={r.rating} />
                <p>{r.text}</p>
                <div className="demo-muted">{r.date}</div>
              </div>
            ))}
            <ReviewForm />
          </div>
        )}
      </div>
    </div>
  )
}
