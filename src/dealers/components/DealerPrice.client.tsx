'use client'

import { money } from '../quotes/totals'
import { stockLabel } from '../stock'
import styles from './DealerPrice.module.css'
import { type Price, useDealerPrice } from './priceStore'


/**
 * A signed-in dealer's net price and stock (a product page, or `compact` on a card). Pages are the
 * same for everyone (cached, no price in them); only a dealer's browser asks /bayi/fiyatlar.
 */
export function DealerPrice({
  slug,
  compact = false,
  rendered,
}: {
  slug: string
  compact?: boolean
  /** Put in the page by the server for a signed-in dealer (src/dealers/pagePrices.ts). */
  rendered?: Price | null
}) {
  const price = useDealerPrice(slug, rendered)
  if (!price) return null
  const stock = price.stock ? stockLabel(price.stock) : null
  // A card's figures belong to its card; the product page's is a region of its own.
  const Box = compact ? 'div' : 'section'
  return (
    <Box
      className={compact ? styles.compact : styles.box}
      {...(compact ? {} : { 'aria-label': 'Bayi fiyatınız' })}
    >
      <p className={styles.net}>
        <span className={styles.label}>Net fiyatınız</span>{' '}
        <strong>{money(price.netPrice, price.currency)}</strong>{' '}
        <span className={styles.vat}>KDV hariç</span>
      </p>
      {price.tryPrice !== null && price.rateDate ? (
        <p className={styles.list}>
          ≈ {money(price.tryPrice, 'TRY')} ({price.rateDate.split('-').reverse().join('.')} TCMB
          satış kuruyla)
        </p>
      ) : null}
      {price.netPrice < price.listPrice ? (
        <p className={styles.list}>
          Liste fiyatı <s>{money(price.listPrice, price.currency)}</s>
        </p>
      ) : null}
      {stock || price.leadTimeDays !== null ? (
        <p className={styles.stock}>
          {stock}
          {price.stock !== 'stokta' && price.leadTimeDays !== null
            ? `${stock ? ' · ' : ''}Tedarik süresi ${price.leadTimeDays} gün`
            : null}
        </p>
      ) : null}
    </Box>
  )
}

/** A signed-in dealer's net price as a short line (search suggestions); nothing for a visitor. */
export function DealerPriceText({ slug, className }: { slug: string; className?: string }) {
  const price = useDealerPrice(slug)
  if (!price) return null
  return (
    <span className={className}>
      {money(price.netPrice, price.currency)} <span className={styles.vat}>KDV hariç</span>
    </span>
  )
}
