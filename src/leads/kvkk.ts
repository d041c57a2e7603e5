/**
 * The version of the KVKK notice ("Aydınlatma Metni") the forms show. Each lead stores the version
 * its sender saw, so a later change of the text never rewrites what someone consented to: bump it
 * whenever the notice page (/kurumsal/kisisel-verilerin-korunmasi-ve-islenmesi-politikasi) changes.
 */
export const KVKK_NOTICE_VERSION = '2026-11'

/** Months after which a lead's personal data is anonymised (env LEAD_RETENTION_MONTHS). */
export function retentionMonths(env: NodeJS.ProcessEnv = process.env): number {
  const months = Number(env.LEAD_RETENTION_MONTHS)
  return Number.isInteger(months) && months > 0 ? months : 24
}

/** What anonymised personal fields hold afterwards (kept non-empty: the fields are required). */
export const ANONYMISED = {
  name: 'Anonimleştirildi',
  corporation: 'Anonimleştirildi',
  phone: '0000000000',
  mailDomain: 'anonim.invalid',
} as const

/** An address that is valid for the e-mail field and unique per lead, but says nothing. */
export const anonymisedMail = (id: string | number): string =>
  `anonim-${id}@${ANONYMISED.mailDomain}`
