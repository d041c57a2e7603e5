import type { JobsConfig, Payload } from 'payload'

import { hasRole } from '@/access/roles'
import {
  CATALOG_QUEUE,
  catalogImportTask,
  recoverStaleImports,
  recoverStaleImportsTask,
} from '@/backoffice/catalog/importJob'
import { updateExchangeRatesTask } from '@/dealers/exchangeRates'
import { anonymiseOldLeadsTask } from '@/leads/jobs/anonymiseOldLeads'
import { leadJobsPerRun, recoverLeadJobs } from '@/leads/jobs/queue'
import { sendAssignmentMail } from '@/leads/jobs/sendAssignmentMail'
import { sendLeadAcknowledgement } from '@/leads/jobs/sendLeadAcknowledgement'
import { LEADS_QUEUE, sendLeadNotification } from '@/leads/jobs/sendLeadNotification'
import { jobsRunInProcess, MAINTENANCE_QUEUE } from '@/lib/jobs'

const adminOnly = ({ req: { user } }: { req: { user?: unknown } }) =>
  hasRole(user as { role?: string } | null, 'admin')

/**
 * Payload's jobs queue, run in each server process by crons (lead mails every 2 s, maintenance
 * every minute: https://payloadcms.com/docs/jobs-queue/queues#cron-jobs). `JOBS_AUTORUN=0` leaves
 * them to a worker (`npm run jobs:worker`, docs/DEPLOYMENT.md).
 */
export const jobs: JobsConfig = {
  tasks: [
    sendLeadNotification,
    sendLeadAcknowledgement,
    sendAssignmentMail,
    anonymiseOldLeadsTask,
    catalogImportTask,
    recoverStaleImportsTask,
    updateExchangeRatesTask,
  ],
  // The REST routes of the queue (/cms-api/payload-jobs/run ...) are open to anyone by default.
  access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
  shouldAutoRun: jobsRunInProcess,
  autoRun: [
    { cron: '*/2 * * * * *', queue: LEADS_QUEUE, limit: leadJobsPerRun(), silent: { info: true } },
    // Every 15 s: an import left by a restart is found within a minute (catalogImport.ts).
    { cron: '*/15 * * * * *', queue: MAINTENANCE_QUEUE, limit: 5, silent: { info: true } },
    // Spreadsheet imports, one at a time per process (src/backoffice/catalog/importJob.ts).
    { cron: '*/2 * * * * *', queue: CATALOG_QUEUE, limit: 1 },
  ],
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, group: 'Yönetim' },
  }),
}

/** At start: jobs a stopped process left behind (each wing knows its own). */
export async function recoverInterruptedJobs(payload: Payload): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  await recoverLeadJobs(payload)
  await recoverStaleImports(payload).catch((error: unknown) =>
    payload.logger.debug({ err: error, msg: 'recoverStaleImports skipped' }),
  )
}
