/**
 * `npm run prices:import -- FILE.xlsx|FILE.csv [--dry-run]` (a bin script of payload.config.ts;
 * the npm script gives the Node condition Payload's CLI needs, docs/decisions/0003-payload-cli.md).
 * Exits 0 when every row applied, 2 when a row was refused or failed, 1 when the file was not read.
 */
import { getPayload, type SanitizedConfig } from 'payload'

import { fail, fileArgument, importScript, SHEET_ARG } from '@/backoffice/sheets/cli'

import { MAPPING_FLAGS, MAPPING_USAGE, mappingFromArgs } from '@/backoffice/mappings/cli'

import { importPriceSheet } from './importer'

export async function script(config: SanitizedConfig): Promise<void> {
  const argv = process.argv.slice(2)
  const file = fileArgument(argv, SHEET_ARG, MAPPING_FLAGS)
  if (!file)
    fail(`Kullanım: npm run prices:import -- DOSYA.xlsx|DOSYA.csv [--dry-run] ${MAPPING_USAGE}`)
  await importScript({
    name: 'prices-import',
    failure: 'Fiyat ve stok listesi içe aktarılamadı:',
    stale: 'ürünlerin önbellekteki okumaları süreleri dolunca yenilenecek.',
    run: async () => {
      const payload = await getPayload({ config })
      const summary = await importPriceSheet(payload, file, {
        dryRun: argv.includes('--dry-run'),
        mapping: await mappingFromArgs(argv, payload, 'prices'),
      })
      return { payload, summary }
    },
  })
}
