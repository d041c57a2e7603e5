'use client'

import { tr } from 'date-fns/locale/tr'
import type { ReactNode } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

// Payload registers the picker's locale in an effect after its first render, so a cold edit view
// kept "November". The same react-datepicker and date-fns as @payloadcms/ui (package.json pins).
registerLocale('tr', tr)
setDefaultLocale('tr')

/** An admin provider: Turkish dates in every date field from the first render on. */
export function DatePickerLocale({ children }: { children: ReactNode }) {
  return children
}
