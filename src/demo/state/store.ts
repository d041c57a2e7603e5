import { DEFAULT_CURRENCY } from '../data/settings'
import type { Cart, Currency, DemoProduct, LocaleCode } from '../types'
import { type CartAction, cartReducer, initialCart } from './cart'
import { isLocaleCode } from './format'
import { type ProductListAction, productListReducer } from './lists'

/** Version of the saved state; a saved state with another version is discarded. */
export const STATE_VERSION = 2
/** The one localStorage key the whole demo state lives under. */
export const STORAGE_KEY = 'vitrin-demo-state'

export interface QuickviewState {
  open: boolean
  product: DemoProduct | null
}

export interface DemoState {
  version: typeof STATE_VERSION
  compare: DemoProduct[]
  currency: Currency
  locale: LocaleCode
  mobileMenu: { open: boolean }
  quickview: QuickviewState
  sidebar: { open: boolean }
  wishlist: DemoProduct[]
  cart: Cart
}

export type DemoAction =
  | CartAction
  | { type: 'wishlist/add'; product: DemoProduct }
  | { type: 'wishlist/remove'; productId: number }
  | { type: 'compare/add'; product: DemoProduct }
  | { type: 'compare/remove'; productId: number }
  | { type: 'currency/change'; currency: Currency }
  | { type: 'locale/change'; locale: LocaleCode }
  | { type: 'mobileMenu/open' }
  | { type: 'mobileMenu/close' }
  | { type: 'sidebar/open' }
  | { type: 'sidebar/close' }
  | { type: 'quickview/open'; product: DemoProduct }
  | { type: 'quickview/close' }
  | { type: 'state/restore'; state: DemoState }

export const initialState: DemoState = {
  version: STATE_VERSION,
  compare: [],
  currency: DEFAULT_CURRENCY,
  locale: 'en',
  mobileMenu: { open: false },
  quickview: { open: false, product: null },
  sidebar: { open: false },
  wishlist: [],
  cart: initialCart,
}

function listAction(action: ProductListAction, list: DemoProduct[]): DemoProduct[] {
  return productListReducer(list, action)
}

export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case 'cart/add':
    case 'cart/remove':
    case 'cart/update':
      return { ...state, cart: cartReducer(state.cart, action) }
    case 'wishlist/add':
      return {
        ...state,
        wishlist: listAction({ type: 'add', product: action.product }, state.wishlist),
      }
    case 'wishlist/remove':
      return {
        ...state,
        wishlist: listAction({ type: 'remove', productId: action.productId }, state.wishlist),
      }
    case 'compare/add':
      return {
        ...state,
        compare: listAction({ type: 'add', product: action.product }, state.compare),
      }
    case 'compare/remove':
      return {
        ...state,
        compare: listAction({ type: 'remove', productId: action.productId }, state.compare),
      }
    case 'currency/change':
      return { ...state, currency: action.currency }
    case 'locale/change':
      return { ...state, locale: action.locale }
    case 'mobileMenu/open':
      return { ...state, mobileMenu: { open: true } }
    case 'mobileMenu/close':
      return { ...state, mobileMenu: { open: false } }
    case 'sidebar/open':
      return { ...state, sidebar: { open: true } }
    case 'sidebar/close':
      return { ...state, sidebar: { open: false } }
    case 'quickview/open':
      return { ...state, quickview: { open: true, product: action.product } }
    case 'quickview/close':
      return { ...state, quickview: { open: false, product: state.quickview.product } }
    case 'state/restore':
      return action.state
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads a saved state. Anything unparsable, of the wrong shape, or with a version other than 2 is
 * thrown away (null). Open/closed UI flags are restored closed: a reload should not pop a modal.
 */
export function parseSavedState(raw: string | null): DemoState | null {
  if (!raw) return null
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isObject(data) || data.version !== STATE_VERSION) return null
  const cart = data.cart
  if (
    !isObject(cart) ||
    !Array.isArray(cart.items) ||
    !Array.isArray(data.wishlist) ||
    !Array.isArray(data.compare) ||
    !isObject(data.currency) ||
    typeof data.currency.code !== 'string' ||
    !isLocaleCode(data.locale)
  ) {
    return null
  }
  return {
    ...initialState,
    cart: { ...initialCart, ...(cart as unknown as Cart) },
    wishlist: data.wishlist as DemoProduct[],
    compare: data.compare as DemoProduct[],
    currency: data.currency as unknown as Currency,
    locale: data.locale,
  }
}

export function serializeState(state: DemoState): string {
  return JSON.stringify(state)
}

/** Loads the saved state from storage; a discarded state is also removed from storage. */
export function loadState(storage: Pick<Storage, 'getItem' | 'removeItem'>): DemoState | null {
  const raw = storage.getItem(STORAGE_KEY)
  const state = parseSavedState(raw)
  if (raw !== null && state === null) storage.removeItem(STORAGE_KEY)
  return state
}

export function saveState(storage: Pick<Storage, 'setItem'>, state: DemoState): void {
  storage.setItem(STORAGE_KEY, serializeState(state))
}
