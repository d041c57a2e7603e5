import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (Payload caches it on globalThis itself). `cron: true`
 * starts the jobs queue's autoRun crons (src/jobs) in the server process on first use.
 */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
