/** The jobs queue's shared queue: retention, recovery and other periodic work (src/jobs). */
export const MAINTENANCE_QUEUE = 'maintenance'

/** Whether this process runs the job crons itself (`JOBS_AUTORUN=0`: a `jobs:run` worker does). */
export const jobsRunInProcess = (): boolean => process.env.JOBS_AUTORUN !== '0'
