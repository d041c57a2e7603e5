/** What the lead mail tasks share: settings from the environment, retries and the stop check. */
import type { Payload, TaskConfig } from 'payload'

import { isLeadCollection, type LeadCollection } from '@/leads/notify'

import { inFlight, stopping } from './drain.mjs'

export const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value >= 0 ? value : fallback
}

/** Longer than any SMTP send (the transport's timeouts), short enough to resend soon. */
export const leaseMs = () => envNumber('LEAD_NOTIFY_LEASE_MS', 2 * 60 * 1000)

export const leadMailRetries = {
  attempts: envNumber('LEAD_NOTIFY_ATTEMPTS', 10),
  backoff: { type: 'exponential' as const, delay: envNumber('LEAD_NOTIFY_BACKOFF_MS', 5000) },
}

export async function withRetries<T>(attempts: number, run: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run()
    } catch (error) {
      if (i >= attempts) throw error
      await new Promise((r) => setTimeout(r, 500 * i))
    }
  }
}

export interface LeadTaskResult {
  output: { result: string }
}

/** Runs a lead task's body for a known lead collection, unless the server is stopping. */
export async function runLeadTask(
  { collection, id }: { collection: string; id: string },
  run: (collection: LeadCollection) => Promise<LeadTaskResult>,
): Promise<LeadTaskResult> {
  if (!isLeadCollection(collection)) return { output: { result: 'unknown collection' } }
  // Stopping: leave the lead to the next server rather than be cut off mid-send (./drain).
  if (stopping()) throw new Error(`${collection}/${id}: the server is stopping`)
  return run(collection)
}

/** A lead mail task: one lead's mail, sent by `send` while the server drains before stopping. */
export function leadMailTask(
  slug: string,
  label: string,
  send: (payload: Payload, collection: LeadCollection, id: string) => Promise<LeadTaskResult>,
): TaskConfig<{ input: { collection: string; id: string }; output: { result: string } }> {
  return {
    slug,
    label,
    inputSchema: [
      { name: 'collection', type: 'text', required: true },
      { name: 'id', type: 'text', required: true },
    ],
    outputSchema: [{ name: 'result', type: 'text', required: true }],
    retries: leadMailRetries,
    handler: ({ input, req }) =>
      runLeadTask(input, (collection) => inFlight(() => send(req.payload, collection, input.id))),
  }
}
