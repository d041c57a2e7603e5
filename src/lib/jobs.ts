/** The jobs queue's shared queue: retention, recovery and other periodic work (src/jobs). */
export const MAINTENANCE_QUEUE = 'maintenance'
