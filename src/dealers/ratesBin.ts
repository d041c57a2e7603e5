/**
 * `npm run rates:update` (a bin script of payload.config.ts): the daily exchange-rate job, now,
 * from TCMB_URL; prints what became of it. Exits 1 when the bulletin could not be read.
 */
import { getPayload, type SanitizedConfig } from 'payload'

import { updateExchangeRates } from './exchangeRates'

export async function script(config: SanitizedConfig): Promise<void> {
  // Payload's CLI exits 0 once this resolves, and also if the event loop empties before.
  process.exitCode = 1
  try {
    const payload = await getPayload({ config })
    const result = await updateExchangeRates(payload)
    process.stdout.write(`rates-result ${result}\n`)
    await payload.destroy()
    process.exitCode = result === 'failed' ? 1 : 0
  } catch (error) {
    console.error('Döviz kuru işi başarısız:', error)
    process.exit(1)
  }
}
