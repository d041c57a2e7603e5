import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { LEADS_QUEUE } from '@/leads/jobs/sendLeadNotification'
import { appendStatusChange, mergeNotes, type Note, type StatusChange } from '@/leads/inbox'
import type { LeadCollection } from '@/leads/notify'
import { idOf } from '@/lib/relations'

/**
 * A staff member's save keeps every saved note and stamps new ones with author and time; a status
 * change is added to the history. The server's own writes (no user: submission, retention) pass
 * as they are, so that anonymising can clear the notes.
 */
export const keepInboxHistory: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  req,
  operation,
}) => {
  if (!req.user) {
    if (data.notes === null) data.notes = []
    return data
  }
  const by = req.user.id
  const now = new Date()
  const saved = operation === 'update' ? (originalDoc?.notes as Note[] | undefined) : undefined
  data.notes = mergeNotes(data.notes as Note[] | undefined, saved, by, now)
  if (operation === 'update')
    data.statusHistory = appendStatusChange(
      originalDoc?.statusHistory as StatusChange[] | undefined,
      originalDoc?.status as string | undefined,
      (data.status as string | undefined) ?? (originalDoc?.status as string | undefined),
      by,
      now,
    )
  return data
}

/**
 * Assigning a lead to someone queues their mail (src/leads/jobs/sendAssignmentMail.ts), with `req` so
 * that on PostgreSQL the job is part of the save's transaction.
 */
export function queueAssignmentMail(collection: LeadCollection): CollectionAfterChangeHook {
  return async ({ doc, data, previousDoc, req, operation }) => {
    // A create with `select: {}` (the public posts) gets a doc without it: the data has it.
    const assignee = idOf('assignee' in doc ? doc.assignee : data?.assignee)
    const before = operation === 'update' ? idOf(previousDoc?.assignee) : null
    if (assignee === null || String(assignee) === String(before)) return doc
    await req.payload.jobs.queue({
      task: 'sendAssignmentMail',
      queue: LEADS_QUEUE,
      input: { collection, id: String(doc.id), assignee: String(assignee) },
      req,
    })
    return doc
  }
}
