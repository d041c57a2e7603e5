/**
 * `npm run retention` (`payload retention`, a bin script of payload.config.ts): anonymises leads
 * older than LEAD_RETENTION_MONTHS now, the same work as the daily job, and prints the counts.
 * Run it through scripts/payload-run.mjs (see there why).
 */
import { getPayload, type SanitizedConfig } from 'payload'

import { anonymiseOldLeads } from './anonymiseOldLeads'

export async function script(config: SanitizedConfig): Promise<void> {
  try {
    const payload = await getPayload({ config })
    const counts = await anonymiseOldLeads(payload)
    process.stdout.write(`retention-result ${JSON.stringify(counts)}\n`)
    await payload.destroy()
  } catch (error) {
    console.error('Saklama süresi işi başarısız:', error)
    process.exit(1)
  }
  // scripts/payload-run.mjs checks for this line.
  process.stdout.write('[vitrin] done\n')
}
