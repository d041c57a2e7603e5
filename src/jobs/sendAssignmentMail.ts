import type { TaskConfig } from 'payload'

import { buildAssignmentMail } from '@/lib/leads/assignMail'
import { mailFrom } from '@/lib/leads/mailer'
import { isLeadCollection } from '@/lib/leads/notify'

import { inFlight, stopping } from './drain.mjs'
import { LEADS_QUEUE } from './sendLeadNotification'

export { LEADS_QUEUE }

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value >= 0 ? value : fallback
}

const idOf = (value: unknown): string | null =>
  value && typeof value === 'object' && 'id' in value
    ? String((value as { id: unknown }).id)
    : value === null || value === undefined
      ? null
      : String(value)

/**
 * Tells a staff member a lead was assigned to them (queued by the leads' afterChange hook).
 * Sent only while the lead is still theirs: a quick reassignment mails the last one only.
 */
export const sendAssignmentMail: TaskConfig<{
  input: { collection: string; id: string; assignee: string }
  output: { result: string }
}> = {
  slug: 'sendAssignmentMail',
  label: 'Talep atama e-postası gönder',
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'text', required: true },
    { name: 'assignee', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: {
    attempts: envNumber('LEAD_NOTIFY_ATTEMPTS', 10),
    backoff: { type: 'exponential', delay: envNumber('LEAD_NOTIFY_BACKOFF_MS', 5000) },
  },
  handler: async ({ input, req }) => {
    const { payload } = req
    const { collection, id, assignee } = input
    if (!isLeadCollection(collection)) return { output: { result: 'unknown collection' } }
    if (stopping()) throw new Error(`${collection}/${id}: the server is stopping`)
    const lead = await payload.findByID({ collection, id, depth: 0, disableErrors: true })
    if (!lead) return { output: { result: 'lead gone' } }
    if (idOf(lead.assignee) !== assignee) return { output: { result: 'reassigned' } }
    const user = await payload.findByID({
      collection: 'users',
      id: assignee,
      depth: 0,
      disableErrors: true,
    })
    if (!user?.email) return { output: { result: 'assignee gone' } }
    const mail = buildAssignmentMail(
      collection,
      {
        id: lead.id,
        name: lead.name,
        corporation: lead.corporation,
        productLabel: (lead as { productLabel?: string | null }).productLabel,
      },
      user.email,
    )
    await inFlight(() => payload.sendEmail({ from: mailFrom(), ...mail }))
    return { output: { result: 'sent' } }
  },
}
