import type { Payload } from 'payload'

import { databaseKind } from '@/lib/env'
import type { LeadCollection } from '@/lib/leads/notify'

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
 * Takes the lead's notification for this worker until `until`: true only when it was not sent yet
 * and nobody else holds an unexpired claim.
 */
export async function claimNotification(
  payload: Payload,
  collection: LeadCollection,
  id: number | string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const { table, id: n } = leadRef(collection, id)
  const changed = await updateCount(
    payload,
    `UPDATE "${table}" SET "notify_lease_until" = ${ts(until)} WHERE "id" = ${n} AND "notified_at" IS NULL AND ("notify_lease_until" IS NULL OR "notify_lease_until" < ${ts(now)})`,
  )
  return changed === 1
}

export async function releaseNotification(
  payload: Payload,
  collection: LeadCollection,
  id: number | string,
): Promise<void> {
  const { table, id: n } = leadRef(collection, id)
  await updateCount(
    payload,
    `UPDATE "${table}" SET "notify_lease_until" = NULL WHERE "id" = ${n} AND "notified_at" IS NULL`,
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

/**
 * The acknowledgement's claim, like the notification's: true only when it was neither sent nor
 * skipped yet and nobody else holds an unexpired claim.
 */
export async function claimAcknowledgement(
  payload: Payload,
  collection: LeadCollection,
  id: number | string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const { table, id: n } = leadRef(collection, id)
  const changed = await updateCount(
    payload,
    `UPDATE "${table}" SET "ack_lease_until" = ${ts(until)} WHERE "id" = ${n} AND "ack_sent_at" IS NULL AND "ack_skipped" IS NULL AND ("ack_lease_until" IS NULL OR "ack_lease_until" < ${ts(now)})`,
  )
  return changed === 1
}

export async function releaseAcknowledgement(
  payload: Payload,
  collection: LeadCollection,
  id: number | string,
): Promise<void> {
  const { table, id: n } = leadRef(collection, id)
  await updateCount(
    payload,
    `UPDATE "${table}" SET "ack_lease_until" = NULL WHERE "id" = ${n} AND "ack_sent_at" IS NULL`,
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
