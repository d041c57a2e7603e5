import type { Payload } from 'payload'

import { databaseKind } from '@/lib/env'
import type { LeadCollection } from '@/leads/notify'

const TABLES: Record<LeadCollection, string> = {
  'contact-requests': 'contact_requests',
  'dealer-applications': 'dealer_applications',
}

interface RawExecutor {
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
}

/**
 * One UPDATE outside any transaction, returning the rows it changed: Payload's update finds, then
 * writes (not atomic between two workers), so the claim is a conditional UPDATE. Its values are
 * only integers and our own ISO timestamps, never input.
 */
async function updateCount(payload: Payload, raw: string): Promise<number> {
  const db = payload.db as unknown as RawExecutor
  const result = (await db.execute({ drizzle: db.drizzle, raw })) as {
    rowsAffected?: number
    rowCount?: number | null
  }
  return Number(result.rowsAffected ?? result.rowCount ?? 0)
}

function leadRef(collection: LeadCollection, id: number | string): { table: string; id: number } {
  const numeric = Number(id)
  if (!Number.isSafeInteger(numeric) || numeric <= 0) throw new Error(`bad lead id ${String(id)}`)
  return { table: TABLES[collection], id: numeric }
}

const ts = (date: Date) =>
  databaseKind() === 'postgres' ? `'${date.toISOString()}'::timestamptz` : `'${date.toISOString()}'`

/**
 * Each mail's columns, fixed here (SQL identifiers never come from input): its lease, when it was
 * sent, and what marks it done (sent, or for the acknowledgement also skipped).
 */
const MAIL_COLUMNS = {
  notification: { lease: 'notify_lease_until', sent: 'notified_at', done: ['notified_at'] },
  acknowledgement: {
    lease: 'ack_lease_until',
    sent: 'ack_sent_at',
    done: ['ack_sent_at', 'ack_skipped'],
  },
} as const

export type LeadMail = keyof typeof MAIL_COLUMNS

/**
 * Takes the lead's `mail` for this worker until `until`: true only when it is not done yet and
 * nobody else holds an unexpired claim.
 */
export async function claimLeadMail(
  payload: Payload,
  mail: LeadMail,
  collection: LeadCollection,
  id: number | string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const { table, id: n } = leadRef(collection, id)
  const { lease, done } = MAIL_COLUMNS[mail]
  const notDone = done.map((column) => `"${column}" IS NULL`).join(' AND ')
  const changed = await updateCount(
    payload,
    `UPDATE "${table}" SET "${lease}" = ${ts(until)} WHERE "id" = ${n} AND ${notDone} AND ("${lease}" IS NULL OR "${lease}" < ${ts(now)})`,
  )
  return changed === 1
}

/** Gives the claim back after a failed send, unless the mail was recorded as sent meanwhile. */
export async function releaseLeadMail(
  payload: Payload,
  mail: LeadMail,
  collection: LeadCollection,
  id: number | string,
): Promise<void> {
  const { table, id: n } = leadRef(collection, id)
  const { lease, sent } = MAIL_COLUMNS[mail]
  await updateCount(
    payload,
    `UPDATE "${table}" SET "${lease}" = NULL WHERE "id" = ${n} AND "${sent}" IS NULL`,
  )
}

export async function markNotified(
  payload: Payload,
  collection: LeadCollection,
  id: number | string,
  at: Date,
): Promise<void> {
  const { table, id: n } = leadRef(collection, id)
  await updateCount(
    payload,
    `UPDATE "${table}" SET "notified_at" = ${ts(at)}, "notify_lease_until" = NULL WHERE "id" = ${n}`,
  )
}

/** Records the send, or with `skipped` (one of our own ACK_SKIPPED texts) why there was none. */
export async function markAcknowledged(
  payload: Payload,
  collection: LeadCollection,
  id: number | string,
  at: Date,
  skipped?: string,
): Promise<void> {
  const { table, id: n } = leadRef(collection, id)
  const set = skipped
    ? `"ack_skipped" = '${skipped.replace(/'/g, "''")}'`
    : `"ack_sent_at" = ${ts(at)}`
  await updateCount(
    payload,
    `UPDATE "${table}" SET ${set}, "ack_lease_until" = NULL WHERE "id" = ${n}`,
  )
}
