import type { Payload, TaskConfig } from 'payload'

import {
  buildLeadMail,
  isLeadCollection,
  parseRecipients,
  type LeadCollection,
  type LeadForMail,
} from '@/lib/leads/notify'
import { mailFrom } from '@/lib/leads/mailer'

import { inFlight, stopping } from './drain'
import { claimNotification, markNotified, releaseNotification } from './leadStore'

/** The queue of lead notifications (run every few seconds and right after each submission). */
export const LEADS_QUEUE = 'leads'

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value >= 0 ? value : fallback
}

/**
 * How long a worker's claim on one lead's notification lasts: longer than any SMTP send (the
 * transport gives up after 10 s connecting + 30 s idle), short enough that a lead whose worker
 * died is sent soon after (LEAD_NOTIFY_LEASE_MS).
 */
const leaseMs = () => envNumber('LEAD_NOTIFY_LEASE_MS', 2 * 60 * 1000)

async function recipients(payload: Payload): Promise<string[]> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const fromSettings = (settings.leadRecipients ?? []).map((r) => r.email)
  const list = parseRecipients(fromSettings.join(','))
  if (list.length) return list
  const fromEnv = parseRecipients(process.env.LEAD_NOTIFY_TO)
  return fromEnv.length ? fromEnv : parseRecipients(settings.email)
}

async function loadLead(
  payload: Payload,
  collection: LeadCollection,
  id: number | string,
): Promise<LeadForMail | null> {
  if (collection === 'contact-requests') {
    const doc = await payload.findByID({ collection, id, depth: 1, disableErrors: true })
    if (!doc) return null
    return {
      ...doc,
      productName: typeof doc.product === 'object' && doc.product ? doc.product.name : null,
    }
  }
  return payload.findByID({ collection, id, depth: 0, disableErrors: true })
}

async function withRetries<T>(attempts: number, run: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run()
    } catch (error) {
      if (i >= attempts) throw error
      await new Promise((r) => setTimeout(r, 500 * i))
    }
  }
}

/**
 * Sends one lead's notification, exactly once as far as a database and an SMTP server allow:
 * - Queued with the lead (src/lib/leads/submit.ts): in one transaction on PostgreSQL; on SQLite
 *   (no transactions) a lead left without its job is queued again at the next start (../jobs).
 * - Before sending, the task claims the lead with one atomic conditional UPDATE (`notifiedAt` empty
 *   and no live claim), so two workers never send the same lead, even if Payload's queue hands the
 *   same job to two runners. After sending it sets `notifiedAt`; a later run sees it and skips.
 * - A failure before or during sending releases the claim and throws: Payload retries the job with
 *   exponential backoff (LEAD_NOTIFY_ATTEMPTS, LEAD_NOTIFY_BACKOFF_MS).
 * - A stopping server (SIGTERM, SIGINT) claims no new lead and waits for the sends in flight before
 *   it exits, up to 5 s (./drain).
 * The limit, honestly: if the process dies after the SMTP server accepted the mail but before
 * `notifiedAt` is written (killed, or a send longer than the wait), the claim expires
 * (LEAD_NOTIFY_LEASE_MS, 2 minutes) and the mail is sent again. No SMTP exchange can close that
 * window; both copies carry the same Message-ID, so clients can fold them.
 */
export const sendLeadNotification: TaskConfig<{
  input: { collection: string; id: string }
  output: { result: string }
}> = {
  slug: 'sendLeadNotification',
  label: 'Talep bildirimi gönder',
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: {
    attempts: envNumber('LEAD_NOTIFY_ATTEMPTS', 10),
    backoff: { type: 'exponential', delay: envNumber('LEAD_NOTIFY_BACKOFF_MS', 5000) },
  },
  handler: async ({ input, req }) => {
    const { payload } = req
    const { collection, id } = input
    if (!isLeadCollection(collection)) return { output: { result: 'unknown collection' } }
    // The process is stopping: leave the lead to the next server rather than be cut off between
    // sending and recording the send (./drain).
    if (stopping()) throw new Error(`${collection}/${id}: the server is stopping`)
    return inFlight(() => send(payload, collection, id))
  },
}

/** Claims, sends and records one lead's notification (the task's body, see above). */
async function send(
  payload: Payload,
  collection: LeadCollection,
  id: string,
): Promise<{ output: { result: string } }> {
  const now = new Date()
  const claimed = await claimNotification(payload, collection, id, now, new Date(+now + leaseMs()))
  if (!claimed) {
    const lead = await payload.findByID({ collection, id, depth: 0, disableErrors: true })
    // Erased on request (KVKK) before it was sent, or sent already: nothing to do.
    if (!lead) return { output: { result: 'lead gone' } }
    if (lead.notifiedAt) return { output: { result: 'already sent' } }
    throw new Error(`${collection}/${id}: another worker is sending this notification`)
  }
  try {
    const lead = await loadLead(payload, collection, id)
    if (!lead) return { output: { result: 'lead gone' } }
    const to = await recipients(payload)
    if (!to.length)
      throw new Error('no recipients: set leadRecipients in site settings or LEAD_NOTIFY_TO')
    const mail = buildLeadMail(collection, lead, to)
    await payload.sendEmail({
      from: mailFrom(),
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      headers: mail.headers,
    })
  } catch (error) {
    await releaseNotification(payload, collection, id).catch(() => undefined)
    throw error
  }
  // Sent: record it, trying hard (a failure here is the one window for a duplicate).
  await withRetries(5, () => markNotified(payload, collection, id, new Date()))
  return { output: { result: 'sent' } }
}
