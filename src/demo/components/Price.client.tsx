'use client'

import { useDemo } from './DemoProvider.client'

/** A price in the chosen currency: symbol plus two decimals. */
export function Price({ value, className }: { value: number; className?: string }) {
  const { price } = useDemo()
  return <span className={className}>{price(value)}</span>
}
