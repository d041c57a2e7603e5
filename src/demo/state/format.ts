import { CURRENCIES, DEFAULT_CURRENCY, LOCALES } from '../data/settings'
import type { Currency, CurrencyCode, LocaleCode } from '../types'

/** BCP 47 tags pinned per demo locale; Latin digits for ar keep prices readable in the demo. */
const NUMBER_LOCALE: Record<LocaleCode, string> = {
  en: 'en-US',
  ru: 'ru-RU',
  ar: 'ar-u-nu-latn',
}

const formatters = new Map<LocaleCode, Intl.NumberFormat>()

/** A price as the currency's symbol plus the amount with two decimals. */
export function formatPrice(value: number, currency: Currency, locale: LocaleCode = 'en'): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    formatters.set(locale, formatter)
  }
  return `${currency.symbol}${formatter.format(value)}`
}

export function getCurrency(code: string): Currency {
  return CURRENCIES.find((c) => c.code === (code as CurrencyCode)) ?? DEFAULT_CURRENCY
}

export function isLocaleCode(code: unknown): code is LocaleCode {
  return LOCALES.some((l) => l.code === code)
}

export function directionOf(locale: LocaleCode): 'ltr' | 'rtl' {
  return LOCALES.find((l) => l.code === locale)?.direction ?? 'ltr'
}

/** `?dir=rtl` switches to ar, any other value to en; no parameter leaves the locale alone. */
export function localeFromDirParam(dir: string | null | undefined): LocaleCode | null {
  if (dir === null || dir === undefined) return null
  return dir === 'rtl' ? 'ar' : 'en'
}

export function formatDate(iso: string, locale: LocaleCode = 'en'): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALE[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))
}
