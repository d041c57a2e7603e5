import type { DemoProduct } from '../types'

/** Wishlist and compare list: adding what is there does nothing; removal by product id. */
export type ProductListAction =
  { type: 'add'; product: DemoProduct } | { type: 'remove'; productId: number }

export function productListReducer(state: DemoProduct[], action: ProductListAction): DemoProduct[] {
  switch (action.type) {
    case 'add':
      return state.some((p) => p.id === action.product.id) ? state : [...state, action.product]
    case 'remove':
      return state.filter((p) => p.id !== action.productId)
  }
}
