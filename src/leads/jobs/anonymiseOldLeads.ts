import type { Payload, TaskConfig } from 'payload'

import { MAINTENANCE_QUEUE } from '@/lib/jobs'

import { ANONYMISED, anonymisedMail, retentionMonths } from '@/leads/kvkk'
import { LEAD_COLLECTIONS, type LeadCollection } from '@/leads/notify'

export type RetentionCounts = Record<LeadCollection, number>

/** The personal data of a lead replaced by placeholders; dates, status and product stay. */
export function anonymisedData(collection: LeadCollection, id: number | string, at: Date) {
  return {
    name: ANONYMISED.name,
    mail: anonymisedMail(id),
    phone: ANONYMISED.phone,
    ...(collection === 'contact-requests'
      ? { corporation: ANONYMISED.corporation, message: null }
      : { corporation: null, city: null }),
    ip: null,
    userAgent: null,
    consentIp: null,
    notes: null,
    anonymisedAt: at.toISOString(),
  }
}

/**
 * KVKK retention: anonymises every lead received more than `months` months ago (default
 * LEAD_RETENTION_MONTHS, 24) that is not anonymised yet, and logs how many per collection.
 */
export async function anonymiseOldLeads(
  payload: Payload,
  { months = retentionMonths(), now = new Date() }: { months?: number; now?: Date } = {},
): Promise<RetentionCounts> {
  const cutoff = new Date(now)
  cutoff.setMonth(cutoff.getMonth() - months)
  const counts: RetentionCounts = { 'contact-requests': 0, 'dealer-applications': 0 }
  for (const collection of LEAD_COLLECTIONS) {
    for (;;) {
      const { docs } = await payload.find({
        collection,
        where: {
          and: [
            { receivedAt: { less_than: cutoff.toISOString() } },
            { anonymisedAt: { exists: false } },
          ],
        },
        limit: 100,
        depth: 0,
        select: {},
        pagination: false,
      })
      if (!docs.length) break
      for (const { id } of docs) {
        await payload.update({
          collection,
          id,
          data: anonymisedData(collection, id, now),
          depth: 0,
          select: {},
        })
        counts[collection]++
      }
    }
  }
  payload.logger.info({
    msg: `KVKK saklama süresi (${months} ay): ${counts['contact-requests']} iletişim/teklif talebi, ${counts['dealer-applications']} bayilik başvurusu anonimleştirildi.`,
    cutoff: cutoff.toISOString(),
    counts,
  })
  return counts
}

/** Daily at 03:30 (server time), and on demand with `npm run retention`. */
export const anonymiseOldLeadsTask: TaskConfig<{
  input: object
  output: { contactRequests: number; dealerApplications: number }
}> = {
  slug: 'anonymiseOldLeads',
  label: 'Eski talepleri anonimleştir (KVKK)',
  outputSchema: [
    { name: 'contactRequests', type: 'number', required: true },
    { name: 'dealerApplications', type: 'number', required: true },
  ],
  schedule: [{ cron: '0 30 3 * * *', queue: MAINTENANCE_QUEUE }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    const counts = await anonymiseOldLeads(req.payload)
    return {
      output: {
        contactRequests: counts['contact-requests'],
        dealerApplications: counts['dealer-applications'],
      },
    }
  },
}
