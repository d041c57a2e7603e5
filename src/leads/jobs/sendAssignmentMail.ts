import type { Payload, TaskConfig } from 'payload'

import { buildAssignmentMail } from '@/leads/assignMail'
import { mailFrom } from '@/leads/mailer'
import type { LeadCollection } from '@/leads/notify'

import { inFlight } from './drain.mjs'
import { leadMailRetries, type LeadTaskResult, runLeadTask } from './leadTask'
import { idOf } from '@/lib/relations'

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
  retries: leadMailRetries,
  handler: ({ input, req }) =>
    runLeadTask(input, (collection) => send(req.payload, collection, input)),
}

/** Mails the assignee unless the lead is gone or someone else's now (the task's body, above). */
async function send(
  payload: Payload,
  collection: LeadCollection,
  { id, assignee }: { id: string; assignee: string },
): Promise<LeadTaskResult> {
  const lead = await payload.findByID({ collection, id, depth: 0, disableErrors: true })
  if (!lead) return { output: { result: 'lead gone' } }
  if (String(idOf(lead.assignee)) !== assignee) return { output: { result: 'reassigned' } }
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
}
