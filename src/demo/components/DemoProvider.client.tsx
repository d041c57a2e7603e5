'use client'

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
} from 'react'
import { toast, Toaster } from 'sonner'

import { QUICKVIEW_DELAY_MS, wait } from '../delay'
import { directionOf, formatPrice, localeFromDirParam } from '../state/format'
import {
  type DemoAction,
  demoReducer,
  type DemoState,
  initialState,
  loadState,
  saveState,
} from '../state/store'
import type { CartItemOption, DemoProduct } from '../types'

interface DemoContextValue {
  state: DemoState
  /** True once the saved state has been read (before that the defaults show). */
  hydrated: boolean
  dispatch: (action: DemoAction) => void
  addToCart: (product: DemoProduct, options?: CartItemOption[], quantity?: number) => Promise<void>
  removeFromCart: (itemId: number) => Promise<void>
  updateCart: (quantities: { itemId: number; value: number }[]) => Promise<void>
  addToWishlist: (product: DemoProduct) => Promise<void>
  removeFromWishlist: (productId: number) => Promise<void>
  addToCompare: (product: DemoProduct) => Promise<void>
  removeFromCompare: (productId: number) => Promise<void>
  openQuickview: (product: DemoProduct) => Promise<void>
  price: (value: number) => string
}

/** The restore action also marks the state as read from storage. */
function providerReducer(
  current: { state: DemoState; hydrated: boolean },
  action: DemoAction,
): { state: DemoState; hydrated: boolean } {
  return {
    state: demoReducer(current.state, action),
    hydrated: current.hydrated || action.type === 'state/restore',
  }
}

const DemoContext = createContext<DemoContextValue | null>(null)

export function useDemo(): DemoContextValue {
  const value = useContext(DemoContext)
  if (!value) throw new Error('useDemo must be used inside <DemoProvider>')
  return value
}

export function DemoProvider({ children }: { children: ReactNode }) {
  const [{ state, hydrated }, dispatch] = useReducer(providerReducer, {
    state: initialState,
    hydrated: false,
  })

  // Restore after mounting, so that the server HTML and the first client render agree.
  useEffect(() => {
    const saved = loadState(window.localStorage)
    const fromDir = localeFromDirParam(new URLSearchParams(window.location.search).get('dir'))
    const restored = saved ?? initialState
    dispatch({
      type: 'state/restore',
      state: fromDir ? { ...restored, locale: fromDir } : restored,
    })
  }, [])

  useEffect(() => {
    if (hydrated) saveState(window.localStorage, state)
  }, [hydrated, state])

  useEffect(() => {
    document.documentElement.lang = state.locale
    document.documentElement.dir = directionOf(state.locale)
  }, [state.locale])

  const addToCart = useCallback(
    async (product: DemoProduct, options: CartItemOption[] = [], quantity = 1) => {
      await wait()
      dispatch({ type: 'cart/add', product, options, quantity })
      toast.success(`Product "${product.name}" added to cart!`)
    },
    [],
  )
  const removeFromCart = useCallback(async (itemId: number) => {
    await wait()
    dispatch({ type: 'cart/remove', itemId })
  }, [])
  const updateCart = useCallback(async (quantities: { itemId: number; value: number }[]) => {
    await wait()
    dispatch({ type: 'cart/update', quantities })
  }, [])
  const addToWishlist = useCallback(async (product: DemoProduct) => {
    await wait()
    dispatch({ type: 'wishlist/add', product })
    toast.success(`Product "${product.name}" added to wish list!`)
  }, [])
  const removeFromWishlist = useCallback(async (productId: number) => {
    await wait()
    dispatch({ type: 'wishlist/remove', productId })
  }, [])
  const addToCompare = useCallback(async (product: DemoProduct) => {
    await wait()
    dispatch({ type: 'compare/add', product })
    toast.success(`Product "${product.name}" added to compare!`)
  }, [])
  const removeFromCompare = useCallback(async (productId: number) => {
    await wait()
    dispatch({ type: 'compare/remove', productId })
  }, [])
  const openQuickview = useCallback(async (product: DemoProduct) => {
    // The product "loads" first; the quick view opens 350 ms after that.
    await wait()
    await wait(QUICKVIEW_DELAY_MS)
    dispatch({ type: 'quickview/open', product })
  }, [])

  const price = useCallback(
    (value: number) => formatPrice(value, state.currency, state.locale),
    [state.currency, state.locale],
  )

  const value = useMemo<DemoContextValue>(
    () => ({
      state,
      hydrated,
      dispatch,
      addToCart,
      removeFromCart,
      updateCart,
      addToWishlist,
      removeFromWishlist,
      addToCompare,
      removeFromCompare,
      openQuickview,
      price,
    }),
    [
      state,
      hydrated,
      addToCart,
      removeFromCart,
      updateCart,
      addToWishlist,
      removeFromWishlist,
      addToCompare,
      removeFromCompare,
      openQuickview,
      price,
    ],
  )

  return (
    <DemoContext.Provider value={value}>
      {children}
      <Toaster visibleToasts={3} position="bottom-center" duration={4000} richColors />
    </DemoContext.Provider>
  )
}
