import { describe, expect, it } from 'vitest'

import { PRODUCTS } from '@/demo/data/products'
import { canUpdateCart, cartReducer, initialCart, sameOptions } from '@/demo/state/cart'
import { directionOf, formatPrice, getCurrency, localeFromDirParam } from '@/demo/state/format'
import { productListReducer } from '@/demo/state/lists'
import {
  parseQuantityInput,
  stepQuantity,
  HOLD_DELAY_MS,
  HOLD_INTERVAL_MS,
} from '@/demo/state/quantity'
import {
  demoReducer,
  initialState,
  loadState,
  parseSavedState,
  saveState,
  serializeState,
  STORAGE_KEY,
} from '@/demo/state/store'
import type { Cart } from '@/demo/types'

const [a, b] = PRODUCTS as [(typeof PRODUCTS)[number], (typeof PRODUCTS)[number]]
const white = [{ optionTitle: 'Color', valueTitle: 'White' }]
const black = [{ optionTitle: 'Color', valueTitle: 'Black' }]

function add(cart: Cart, product = a, options = white, quantity = 1): Cart {
  return cartReducer(cart, { type: 'cart/add', product, options, quantity })
}

describe('demo cart reducer', () => {
  it('adds a new line with totals, shipping 25 and tax 0', () => {
    const cart = add(initialCart, a, white, 2)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ id: 1, price: a.price, quantity: 2, total: a.price * 2 })
    expect(cart.subtotal).toBe(a.price * 2)
    expect(cart.extraLines).toEqual([
      { type: 'shipping', title: 'Shipping', price: 25 },
      { type: 'tax', title: 'Tax', price: 0 },
    ])
    expect(cart.total).toBe(a.price * 2 + 25)
    expect(cart.quantity).toBe(2)
    expect(cart.lastItemId).toBe(1)
  })

  it('same product and option set grows the quantity; option order does not matter', () => {
    const two = [...white, { optionTitle: 'Size', valueTitle: 'L' }]
    let cart = add(initialCart, a, two)
    cart = add(cart, a, [...two].reverse(), 3)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]?.quantity).toBe(4)
    expect(cart.items[0]?.total).toBe(a.price * 4)
    expect(cart.quantity).toBe(4)
  })

  it('another option set or product makes a new line; count is the sum of quantities', () => {
    let cart = add(initialCart, a, white, 1)
    cart = add(cart, a, black, 2)
    cart = add(cart, b, white, 3)
    expect(cart.items.map((i) => i.id)).toEqual([1, 2, 3])
    expect(cart.quantity).toBe(6)
    expect(cart.subtotal).toBe(a.price * 3 + b.price * 3)
    expect(cart.total).toBe(cart.subtotal + 25 + 0)
  })

  it('sameOptions compares sets, not lengths only', () => {
    expect(sameOptions(white, white)).toBe(true)
    expect(sameOptions(white, black)).toBe(false)
    expect(sameOptions([], [])).toBe(true)
    expect(sameOptions(white, [])).toBe(false)
  })

  it('removes by line id and recomputes; an empty cart has no extra lines and total 0', () => {
    let cart = add(add(initialCart, a), b, white, 2)
    cart = cartReducer(cart, { type: 'cart/remove', itemId: 1 })
    expect(cart.items.map((i) => i.product.id)).toEqual([b.id])
    expect(cart.subtotal).toBe(b.price * 2)
    cart = cartReducer(cart, { type: 'cart/remove', itemId: 2 })
    expect(cart).toMatchObject({ quantity: 0, subtotal: 0, total: 0, extraLines: [], items: [] })
    // ids keep growing after removals
    expect(add(cart).items[0]?.id).toBe(3)
  })

  it('updates quantities and recomputes totals; values below 1 are ignored', () => {
    let cart = add(add(initialCart, a), b)
    cart = cartReducer(cart, {
      type: 'cart/update',
      quantities: [
        { itemId: 1, value: 5 },
        { itemId: 2, value: 0 },
      ],
    })
    expect(cart.items.map((i) => i.quantity)).toEqual([5, 1])
    expect(cart.subtotal).toBe(a.price * 5 + b.price)
    expect(cart.total).toBe(cart.subtotal + 25)
    expect(cart.quantity).toBe(6)
  })

  it('Update Cart is enabled only when an edited quantity is non-empty and differs', () => {
    const cart = add(initialCart, a, white, 2)
    expect(canUpdateCart(cart, [])).toBe(false)
    expect(canUpdateCart(cart, [{ itemId: 1, value: '' }])).toBe(false)
    expect(canUpdateCart(cart, [{ itemId: 1, value: 2 }])).toBe(false)
    expect(canUpdateCart(cart, [{ itemId: 1, value: 3 }])).toBe(true)
    expect(canUpdateCart(cart, [{ itemId: 99, value: 3 }])).toBe(false)
  })
})

describe('wishlist and compare', () => {
  it('adding what is there does nothing; removal by id', () => {
    let list = productListReducer([], { type: 'add', product: a })
    const again = productListReducer(list, { type: 'add', product: a })
    expect(again).toBe(list)
    list = productListReducer(list, { type: 'add', product: b })
    expect(list.map((p) => p.id)).toEqual([a.id, b.id])
    list = productListReducer(list, { type: 'remove', productId: a.id })
    expect(list.map((p) => p.id)).toEqual([b.id])
    expect(productListReducer(list, { type: 'remove', productId: 12345 })).toEqual(list)
  })

  it('the root reducer keeps wishlist and compare apart', () => {
    let state = demoReducer(initialState, { type: 'wishlist/add', product: a })
    state = demoReducer(state, { type: 'wishlist/add', product: a })
    state = demoReducer(state, { type: 'compare/add', product: b })
    expect(state.wishlist.map((p) => p.id)).toEqual([a.id])
    expect(state.compare.map((p) => p.id)).toEqual([b.id])
    state = demoReducer(state, { type: 'compare/remove', productId: b.id })
    expect(state.compare).toEqual([])
  })
})

describe('ui flags, currency and locale', () => {
  it('opens and closes the mobile menu, sidebar and quick view', () => {
    let state = demoReducer(initialState, { type: 'mobileMenu/open' })
    expect(state.mobileMenu.open).toBe(true)
    state = demoReducer(state, { type: 'mobileMenu/close' })
    expect(state.mobileMenu.open).toBe(false)
    state = demoReducer(state, { type: 'sidebar/open' })
    expect(state.sidebar.open).toBe(true)
    state = demoReducer(state, { type: 'quickview/open', product: a })
    expect(state.quickview).toEqual({ open: true, product: a })
    expect(demoReducer(state, { type: 'quickview/close' }).quickview.open).toBe(false)
  })

  it('defaults: USD and en', () => {
    expect(initialState.currency.code).toBe('USD')
    expect(initialState.locale).toBe('en')
    expect(initialState.version).toBe(2)
  })

  it('?dir=rtl switches to ar, any other value to en, no parameter to nothing', () => {
    expect(localeFromDirParam('rtl')).toBe('ar')
    expect(localeFromDirParam('ltr')).toBe('en')
    expect(localeFromDirParam('RTL')).toBe('en')
    expect(localeFromDirParam('')).toBe('en')
    expect(localeFromDirParam(null)).toBeNull()
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('ru')).toBe('ltr')
  })

  it('formats prices as symbol plus two decimals, pinned to the locale', () => {
    expect(formatPrice(1290, getCurrency('USD'))).toBe('$1,290.00')
    expect(formatPrice(12.5, getCurrency('EUR'))).toBe('€12.50')
    expect(formatPrice(0, getCurrency('GBP'))).toBe('£0.00')
    expect(formatPrice(3.456, getCurrency('RUB'))).toBe('₽3.46')
    expect(formatPrice(1290, getCurrency('USD'), 'ru')).toMatch(/^\$1\s290,00$/)
    expect(formatPrice(1290, getCurrency('USD'), 'ar')).toMatch(/^\$1.290.00$/)
    expect(getCurrency('XXX').code).toBe('USD')
    expect(getCurrency('RUB')).toEqual({ code: 'RUB', symbol: '₽', name: 'Russian Ruble' })
  })
})

describe('persistence', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial))
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    }
  }

  it('saves under one key and restores a version-2 state', () => {
    let state = demoReducer(initialState, {
      type: 'cart/add',
      product: a,
      options: [],
      quantity: 2,
    })
    state = demoReducer(state, { type: 'wishlist/add', product: b })
    state = demoReducer(state, { type: 'currency/change', currency: getCurrency('EUR') })
    state = demoReducer(state, { type: 'locale/change', locale: 'ar' })
    const storage = memoryStorage()
    saveState(storage, state)
    expect([...storage.data.keys()]).toEqual([STORAGE_KEY])
    const restored = loadState(storage)
    expect(restored?.cart).toEqual(state.cart)
    expect(restored?.wishlist.map((p) => p.id)).toEqual([b.id])
    expect(restored?.currency.code).toBe('EUR')
    expect(restored?.locale).toBe('ar')
  })

  it('restores open flags closed', () => {
    const state = demoReducer(initialState, { type: 'quickview/open', product: a })
    const restored = parseSavedState(serializeState({ ...state, mobileMenu: { open: true } }))
    expect(restored?.quickview.open).toBe(false)
    expect(restored?.mobileMenu.open).toBe(false)
  })

  it('discards a state whose version is not 2, and removes it from storage', () => {
    for (const version of [1, 3, '2', undefined]) {
      const raw = JSON.stringify({ ...initialState, version })
      expect(parseSavedState(raw)).toBeNull()
      const storage = memoryStorage({ [STORAGE_KEY]: raw })
      expect(loadState(storage)).toBeNull()
      expect(storage.data.has(STORAGE_KEY)).toBe(false)
    }
  })

  it('discards garbage and wrong shapes', () => {
    expect(parseSavedState(null)).toBeNull()
    expect(parseSavedState('{not json')).toBeNull()
    expect(parseSavedState('[]')).toBeNull()
    expect(parseSavedState(JSON.stringify({ ...initialState, cart: null }))).toBeNull()
    expect(parseSavedState(JSON.stringify({ ...initialState, locale: 'de' }))).toBeNull()
  })
})

describe('quantity input', () => {
  it('empty allowed while editing; non-numeric falls back to the minimum or 0', () => {
    expect(parseQuantityInput('')).toBe('')
    expect(parseQuantityInput('  ')).toBe('')
    expect(parseQuantityInput('abc')).toBe(1)
    expect(parseQuantityInput('abc', null)).toBe(0)
    expect(parseQuantityInput('7')).toBe(7)
    expect(parseQuantityInput('0')).toBe(1)
    expect(parseQuantityInput('-4')).toBe(1)
    expect(parseQuantityInput('2.7')).toBe(2)
  })

  it('steps by 1 and never goes below the minimum; empty counts as 0', () => {
    expect(stepQuantity(3, 1)).toBe(4)
    expect(stepQuantity(3, -1)).toBe(2)
    expect(stepQuantity(1, -1)).toBe(1)
    expect(stepQuantity('', 1)).toBe(1)
    expect(stepQuantity('', -1)).toBe(1)
  })

  it('holding a control repeats after 300 ms every 50 ms', () => {
    expect(HOLD_DELAY_MS).toBe(300)
    expect(HOLD_INTERVAL_MS).toBe(50)
  })
})

describe('demo timings', () => {
  it('demo delays stay within 350-500 ms; quick view 350 ms; preloader 500 ms', async () => {
    const { demoDelayMs, QUICKVIEW_DELAY_MS, PRELOADER_MS } = await import('@/demo/delay')
    expect(demoDelayMs(() => 0)).toBe(350)
    expect(demoDelayMs(() => 0.999999)).toBe(500)
    for (let i = 0; i < 50; i++) {
      const ms = demoDelayMs()
      expect(ms).toBeGreaterThanOrEqual(350)
      expect(ms).toBeLessThanOrEqual(500)
    }
    expect(QUICKVIEW_DELAY_MS).toBe(350)
    expect(PRELOADER_MS).toBe(500)
  })
})
