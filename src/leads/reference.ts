import type { LeadCollection } from './types'

/** `TLP` (talep) for quote and contact requests, `BAY` for dealer applications. */
const PREFIX: Record<LeadCollection, string> = {
  'contact-requests': 'TLP',
  'dealer-applications': 'BAY',
}

const istanbulYear = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
})

/** The short number a customer can quote on the phone: `TLP-2026-000123` (year and record id). */
export function leadReference(
  collection: LeadCollection,
  id: string | number,
  receivedAt: string | Date,
): string {
  const year = istanbulYear.format(new Date(receivedAt))
  return `${PREFIX[collection]}-${year}-${String(id).padStart(6, '0')}`
}

export const LEAD_REFERENCE = /^(?:TLP|BAY)-\d{4}-\d{6,}$/
