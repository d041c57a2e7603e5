import type { Payload } from 'payload'

import { ACK_SKIPPED, ackKey, buildAcknowledgementMail } from '@/leads/acknowledge'
import { mailFrom } from '@/leads/mailer'
import type { LeadCollection } from '@/leads/notify'
import { productLines, type ProductLine } from '@/leads/productLabel'

import { claimLeadMail, markAcknowledged, releaseLeadMail } from './leadStore'
import { leadMailTask, leaseMs, type LeadTaskResult, withRetries } from './leadTask'
import { leadReference } from '../reference'

/** Day keys are only needed for the day they name; older ones (addresses) are not kept. */
const KEY_KEEP_MS = 2 * 24 * 60 * 60 * 1000

interface AckLead {
  mail: string
  receivedAt: string
  anonymisedAt?: string | null
  ackSentAt?: string | null
  ackSkipped?: string | null
  product?: ProductLine | number | null
  items?: ProductLine[] | null
}

/** False when another lead holds today's key; a retry of the same lead finds its own. */
async function reserveDay(payload: Payload, key: string, lead: string): Promise<boolean> {
  try {
    await payload.create({
      collection: 'lead-acknowledgements',
      data: { key, lead },
      overrideAccess: true,
      depth: 0,
    })
    return true
  } catch (error) {
    const { docs } = await payload.find({
      collection: 'lead-acknowledgements',
      where: { key: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const holder = docs[0] as unknown as { lead?: string } | undefined
    if (!holder) throw error
    return holder.lead === lead
  }
}

async function send(
  payload: Payload,
  collection: LeadCollection,
  id: string,
): Promise<LeadTaskResult> {
  const now = new Date()
  const until = new Date(+now + leaseMs())
  if (!(await claimLeadMail(payload, 'acknowledgement', collection, id, now, until))) {
    const lead = (await payload.findByID({
      collection,
      id,
      depth: 0,
      disableErrors: true,
    })) as AckLead | null
    if (!lead) return { output: { result: 'lead gone' } }
    if (lead.ackSentAt || lead.ackSkipped) return { output: { result: 'already done' } }
    throw new Error(`${collection}/${id}: another worker is acknowledging this lead`)
  }
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const ack = settings.acknowledgement ?? {}
    if (!ack.enabled) {
      await markAcknowledged(payload, collection, id, now, ACK_SKIPPED.disabled)
      return { output: { result: 'disabled' } }
    }
    const lead = (await payload.findByID({
      collection,
      id,
      depth: 1,
      disableErrors: true,
    })) as AckLead | null
    if (!lead) return { output: { result: 'lead gone' } }
    if (lead.anonymisedAt) return { output: { result: 'anonymised' } }
    const ref = `${collection}/${id}`
    if (!(await reserveDay(payload, ackKey(lead.mail, now), ref))) {
      await markAcknowledged(payload, collection, id, now, ACK_SKIPPED.sentToday)
      return { output: { result: 'sent today already' } }
    }
    const products = collection === 'contact-requests' ? productLines(lead.product, lead.items) : []
    const mail = buildAcknowledgementMail(lead.mail, ack, products, {
      replyTo: settings.email,
      lead: ref,
      reference: leadReference(collection, id, lead.receivedAt),
    })
    await payload.sendEmail({ from: mailFrom(), ...mail })
  } catch (error) {
    await releaseLeadMail(payload, 'acknowledgement', collection, id).catch(() => undefined)
    throw error
  }
  // Sent: record it, trying hard (a failure here is the one window for a duplicate, as in 0004).
  await withRetries(5, () => markAcknowledged(payload, collection, id, new Date()))
  await payload
    .delete({
      collection: 'lead-acknowledgements',
      where: { createdAt: { less_than: new Date(+now - KEY_KEEP_MS).toISOString() } },
      overrideAccess: true,
      depth: 0,
    })
    .catch(() => undefined)
  return { output: { result: 'sent' } }
}

// Once per lead, like the notification (docs/decisions/0004-lead-jobs.md), and at most once per
// address and Istanbul day.
export const sendLeadAcknowledgement = leadMailTask(
  'sendLeadAcknowledgement',
  'Müşteriye alındı e-postası gönder',
  send,
)
