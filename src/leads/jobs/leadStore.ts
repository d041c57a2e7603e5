// Drizzle's operators; they build SQL for SQLite's tables as well (its entities match by kind).
import { and, eq, isNull, lt, or, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { LeadCollection } from '@/leads/notify'

const TABLES: Record<LeadCollection, string> = {
  'contact-requests': 'contact_requests',
  'dealer-applications': 'dealer_applications',
}

type Column = Parameters<typeof isNull>[0]
type LeadTable = Record<string, Column>

interface DrizzleAdapter {
  tables: Record<string, LeadTable>
  drizzle: {
    update(table: LeadTable): {
      set(values: Record<string, string | null>): {
        where(condition: SQL | undefined): { returning(fields: object): Promise<unknown[]> }
      }
    }
  }
}

/**
 * One conditional UPDATE of a lead, outside any transaction, through Payload's Drizzle tables;
 * the number of rows it changed. Payload's update finds, then writes (not atomic between two
 * workers), so a claim must be one statement.
 */
async function updateLead(
  payload: Payload,
  collection: LeadCollection,
  id: number | string,
  values: (table: LeadTable) => Record<string, string | null>,
  only: (table: LeadTable) => (SQL | undefined)[] = () => [],
): Promise<number> {
  const numeric = Number(id)
  if (!Number.isSafeInteger(numeric) || numeric <= 0) throw new Error(`bad lead id ${String(id)}`)
  const db = payload.db as unknown as DrizzleAdapter
  const table = db.tables[TABLES[collection]]!
  const rows = await db.drizzle
    .update(table)
    .set(values(table))
    .where(and(eq(table.id!, numeric), ...only(table)))
    .returning({ id: table.id })
  return rows.length
}

/**
 * Each mail's columns: its lease, when it was sent, and what marks it done (sent, or for the
 * acknowledgement also skipped).
 */
const MAIL_COLUMNS = {
  notification: { lease: 'notifyLeaseUntil', sent: 'notifiedAt', done: ['notifiedAt'] },
  acknowledgement: {
    lease: 'ackLeaseUntil',
    sent: 'ackSentAt',
    done: ['ackSentAt', 'ackSkipped'],
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
  const { lease, done } = MAIL_COLUMNS[mail]
  const changed = await updateLead(
    payload,
    collection,
    id,
    () => ({ [lease]: until.toISOString() }),
    (t) => [
      ...done.map((column) => isNull(t[column]!)),
      or(isNull(t[lease]!), lt(t[lease]!, now.toISOString())),
    ],
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
  const { lease, sent } = MAIL_COLUMNS[mail]
  await updateLead(
    payload,
    collection,
    id,
    () => ({ [lease]: null }),
    (t) => [isNull(t[sent]!)],
  )
}

export async function markNotified(
  payload: Payload,
  collection: LeadCollection,
  id: number | string,
  at: Date,
): Promise<void> {
  await updateLead(payload, collection, id, () => ({
    notifiedAt: at.toISOString(),
    notifyLeaseUntil: null,
  }))
}

/** Records the send, or with `skipped` (one of our own ACK_SKIPPED texts) why there was none. */
export async function markAcknowledged(
  payload: Payload,
  collection: LeadCollection,
  id: number | string,
  at: Date,
  skipped?: string,
): Promise<void> {
  await updateLead(payload, collection, id, () => ({
    ...(skipped ? { ackSkipped: skipped } : { ackSentAt: at.toISOString() }),
    ackLeaseUntil: null,
  }))
}
