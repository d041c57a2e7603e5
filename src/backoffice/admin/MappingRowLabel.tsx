'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A mapping row says what it maps (`Açıklama → Ad`), not "Sütun 02". */
export function MappingRowLabel() {
  const { data, rowNumber } = useRowLabel<{ from?: string | null; to?: string | null }>()
  const from = data?.from?.trim()
  if (!from) return <>Sütun {(rowNumber ?? 0) + 1}</>
  const to = data?.to?.trim()
  return (
    <>
      {from} → {to || 'okunmaz'}
    </>
  )
}
