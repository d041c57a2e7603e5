import { SHIPPING_COST, TAX } from '../data/settings'
import type { Cart, CartItem, CartItemOption, CartTotal, DemoProduct } from '../types'

export type CartAction =
  | { type: 'cart/add'; product: DemoProduct; options: CartItemOption[]; quantity: number }
  | { type: 'cart/remove'; itemId: number }
  | { type: 'cart/update'; quantities: { itemId: number; value: number }[] }

export function sameOptions(a: CartItemOption[], b: CartItemOption[]): boolean {
  if (a.length !== b.length) return false
  return a.every((option) =>
    b.some((o) => o.optionTitle === option.optionTitle && o.valueTitle === option.valueTitle),
  )
}

function extraLinesFor(items: CartItem[]): CartTotal[] {
  if (items.length === 0) return []
  return [
    { type: 'shipping', title: 'Shipping', price: SHIPPING_COST },
    { type: 'tax', title: 'Tax', price: TAX },
  ]
}

/** Recomputes subtotal, extra lines, total and count from the items. */
export function withTotals(state: Cart, items: CartItem[]): Cart {
  const subtotal = items.reduce((sum, item) => sum + item.total, 0)
  const extraLines = extraLinesFor(items)
  return {
    ...state,
    items,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    extraLines,
    total: subtotal + extraLines.reduce((sum, line) => sum + line.price, 0),
  }
}

export const initialCart: Cart = {
  lastItemId: 0,
  quantity: 0,
  items: [],
  subtotal: 0,
  extraLines: [],
  total: 0,
}

export function cartReducer(state: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'cart/add': {
      const quantity = Math.max(1, Math.floor(action.quantity))
      const index = state.items.findIndex(
        (item) =>
          item.product.id === action.product.id && sameOptions(item.options, action.options),
      )
      if (index === -1) {
        const id = state.lastItemId + 1
        const item: CartItem = {
          id,
          product: action.product,
          options: action.options,
          price: action.product.price,
          quantity,
          total: action.product.price * quantity,
        }
        return withTotals({ ...state, lastItemId: id }, [...state.items, item])
      }
      const items = state.items.map((item, i) =>
        i === index
          ? {
              ...item,
              quantity: item.quantity + quantity,
              total: item.price * (item.quantity + quantity),
            }
          : item,
      )
      return withTotals(state, items)
    }
    case 'cart/remove':
      return withTotals(
        state,
        state.items.filter((item) => item.id !== action.itemId),
      )
    case 'cart/update': {
      const items = state.items.map((item) => {
        const change = action.quantities.find((q) => q.itemId === item.id)
        if (!change || change.value < 1 || !Number.isFinite(change.value)) return item
        const quantity = Math.floor(change.value)
        return { ...item, quantity, total: item.price * quantity }
      })
      return withTotals(state, items)
    }
  }
}

export type EditedQuantity = { itemId: number; value: number | '' }

/** "Update Cart" is enabled only when some edited quantity is non-empty and differs. */
export function canUpdateCart(cart: Cart, edits: EditedQuantity[]): boolean {
  return edits.some((edit) => {
    if (edit.value === '') return false
    const item = cart.items.find((i) => i.id === edit.itemId)
    return item !== undefined && item.quantity !== edit.value
  })
}
