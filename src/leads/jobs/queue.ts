import type { Payload } from 'payload'

import { databasePoolMax } from '@/lib/env'

import { LEADS_QUEUE } from './sendLeadNotification'

// A killed process leaves its jobs marked `processing` for ever, which Payload never picks up.
// Safe with several instances: the task's own claim on the lead stops a second send.
export async function recoverLeadJobs(payload: Payload): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  try {
    const { docs } = await payload.update({
      collection: 'payload-jobs',
      where: {
        and: [
          { queue: { equals: LEADS_QUEUE } },
          { processing: { equals: true } },
          { completedAt: { exists: false } },
        ],
      },
      data: { processing: false },
      depth: 0,
      select: {},
    })
    if (docs.length)
      payload.logger.info({ msg: `${docs.length} yarıda kalmış bildirim işi yeniden kuyrukta.` })
    if (payload.db.name === 'sqlite') await requeueLeadsWithoutJob(payload)
  } catch (error) {
    // Before the first migration (a fresh database) there is no jobs table yet: nothing to recover.
    payload.logger.debug({ err: error, msg: 'recoverInterruptedJobs skipped' })
  }
}

const REQUEUE_WINDOW_MS = 24 * 60 * 60 * 1000

// SQLite runs without transactions (docs/decisions/0001-sqlite-writes.md): a crash may leave a
// lead without its job. A second job for a lead finds it claimed or sent.
async function requeueLeadsWithoutJob(payload: Payload): Promise<void> {
  const since = new Date(Date.now() - REQUEUE_WINDOW_MS).toISOString()
  let queued = 0
  for (const collection of ['contact-requests', 'dealer-applications'] as const) {
    const { docs } = await payload.find({
      collection,
      where: {
        and: [
          { notifiedAt: { exists: false } },
          { anonymisedAt: { exists: false } },
          { receivedAt: { greater_than: since } },
        ],
      },
      limit: 1000,
      depth: 0,
      select: {},
    })
    for (const { id } of docs) {
      await payload.jobs.queue({
        task: 'sendLeadNotification',
        queue: LEADS_QUEUE,
        input: { collection, id: String(id) },
      })
      queued++
    }
  }
  if (queued) payload.logger.info({ msg: `${queued} gönderilmemiş talep bildirimi kuyrukta.` })
}

/**
 * Lead jobs run at once per pass, well below the database pool: Payload's job status writes hold a
 * connection in a transaction they never roll back when the pool times out, and 50 at once on a
 * starved host leaked the whole pool for good (docs/decisions/0004-lead-jobs.md).
 */
export function leadJobsPerRun(env: NodeJS.ProcessEnv = process.env): number {
  return Math.max(1, Math.floor(databasePoolMax(env) / 3) || 3)
}

let running: Promise<void> | null = null
let again = false

/** One run at a time; a kick during a run, or a full pass, asks for one more. */
export function kickLeadQueue(payload: Payload): Promise<void> {
  if (running) {
    again = true
    return running
  }
  const limit = leadJobsPerRun()
  running = (async () => {
    try {
      let full = false
      do {
        again = false
        const { jobStatus } = await payload.jobs.run({
          queue: LEADS_QUEUE,
          limit,
          silent: { info: true },
        })
        full = Object.keys(jobStatus ?? {}).length >= limit
      } while (again || full)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'lead queue run failed (the cron retries)' })
    } finally {
      running = null
    }
  })()
  return running
}
