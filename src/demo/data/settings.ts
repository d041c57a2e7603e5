import type { Currency, Locale } from '../types'

/** Spec section 2 and 9: currencies EUR, GBP, USD (default), RUB. */
export const CURRENCIES: Currency[] = [
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'GBP', symbol: '£', name: 'Pound Sterling' },
  { code: 'USD', symbol: '$', name: 'US Dollar' },
  { code: 'RUB', symbol: '₽', name: 'Russian Ruble' },
]

export const DEFAULT_CURRENCY: Currency = CURRENCIES[2]!

/** Locales en (default), ru, ar (right-to-left). */
export const LOCALES: Locale[] = [
  { code: 'en', name: 'English', direction: 'ltr' },
  { code: 'ru', name: 'Russian', direction: 'ltr' },
  { code: 'ar', name: 'Arabic', direction: 'rtl' },
]

/** Checkout country options (spec section 9). */
export const COUNTRIES = [
  'United States',
  'Russia',
  'Italy',
  'France',
  'Ukraine',
  'Germany',
  'Australia',
] as const

export const PAYMENT_METHODS = [
  {
    key: 'bank',
    title: 'Direct bank transfer',
    description:
      'Make your payment directly into our bank account. Please use your Order ID as the payment reference.',
  },
  {
    key: 'check',
    title: 'Check payments',
    description:
      'Please send a check to Store Name, Store Street, Store Town, Store State / County.',
  },
  { key: 'cash', title: 'Cash on delivery', description: 'Pay with cash upon delivery.' },
  {
    key: 'paypal',
    title: 'PayPal',
    description:
      'Pay via PayPal; you can pay with your credit card if you don’t have a PayPal account.',
  },
] as const

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['key']
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'bank'

export const SHIPPING_COST = 25
export const TAX = 0
