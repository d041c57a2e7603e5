import type { Payload } from 'payload'

import {
  buildLeadMail,
  parseRecipients,
  type LeadCollection,
  type LeadForMail,
} from '@/leads/notify'
import { mailFrom } from '@/leads/mailer'

import { claimLeadMail, markNotified, releaseLeadMail } from './leadStore'
import { leadMailTask, leaseMs, type LeadTaskResult, withRetries } from './leadTask'

/** The queue of lead notifications (run every few seconds and right after each submission). */
export const LEADS_QUEUE = 'leads'

/** The lead type's own list; else the common one, LEAD_NOTIFY_TO, the site's address. */
async function recipients(payload: Payload, collection: LeadCollection): Promise<string[]> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const own =
    collection === 'dealer-applications' ? settings.dealerRecipients : settings.quoteRecipients
  for (const rows of [own, settings.leadRecipients]) {
    const list = parseRecipients((rows ?? []).map((r) => r.email).join(','))
    if (list.length) return list
  }
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

/**
 * Sends one lead's notification, once as far as a database and an SMTP server allow: the task
 * claims its lead before sending and records the send after (docs/decisions/0004-lead-jobs.md).
 */
export const sendLeadNotification = leadMailTask(
  'sendLeadNotification',
  'Talep bildirimi gönder',
  send,
)

/** Claims, sends and records one lead's notification (the task's body, see above). */
async function send(
  payload: Payload,
  collection: LeadCollection,
  id: string,
): Promise<LeadTaskResult> {
  const now = new Date()
  const until = new Date(+now + leaseMs())
  const claimed = await claimLeadMail(payload, 'notification', collection, id, now, until)
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
    const to = await recipients(payload, collection)
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
    await releaseLeadMail(payload, 'notification', collection, id).catch(() => undefined)
    throw error
  }
  // Sent: record it, trying hard (a failure here is the one window for a duplicate).
  await withRetries(5, () => markNotified(payload, collection, id, new Date()))
  return { output: { result: 'sent' } }
}
