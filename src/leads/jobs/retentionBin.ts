/**
 * `npm run retention` (a bin script of payload.config.ts): the daily job's anonymisation, now, with
 * the counts printed. Run it through the npm script, whose `--conditions=production` Payload's CLI
 * needs (docs/decisions/0003-payload-cli.md).
 */
import { getPayload, type SanitizedConfig } from 'payload'

import { anonymiseOldLeads } from './anonymiseOldLeads'

export async function script(config: SanitizedConfig): Promise<void> {
  // Payload's CLI exits 0 once this resolves, and also if the event loop empties before: until the
  // work is done, such an exit reports a failure.
  process.exitCode = 1
  try {
    const payload = await getPayload({ config })
    const counts = await anonymiseOldLeads(payload)
    process.stdout.write(`retention-result ${JSON.stringify(counts)}\n`)
    await payload.destroy()
  } catch (error) {
    console.error('Saklama süresi işi başarısız:', error)
    process.exit(1)
  }
  process.exitCode = 0
}
