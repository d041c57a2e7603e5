/**
 * `npm run redirects:export -- FILE.xlsx|FILE.csv` and
 * `npm run redirects:import -- FILE.xlsx|FILE.csv [--dry-run]` (bin scripts of payload.config.ts;
 * the npm scripts give the Node condition Payload's CLI needs, docs/decisions/0003-payload-cli.md).
 */
import { getPayload, type SanitizedConfig } from 'payload'

import { runImport, writeSheet } from '@/backoffice/sheets'
import { exportScript, fail, fileArgument, importScript, SHEET_ARG } from '@/backoffice/sheets/cli'

import { MAPPING_FLAGS, MAPPING_USAGE, mappingFromArgs } from '@/backoffice/mappings/cli'

import { exportRedirects, REDIRECT_HEADERS, redirectImporter } from './sheet'

export async function redirectsExportScript(config: SanitizedConfig): Promise<void> {
  const file = fileArgument(process.argv.slice(2), SHEET_ARG)
  if (!file) fail('Kullanım: npm run redirects:export -- DOSYA.xlsx|DOSYA.csv')
  await exportScript(config, file, {
    write: async (payload, out, format) => {
      let count = 0
      const rows = (async function* () {
        for await (const row of exportRedirects(payload)) {
          count++
          yield row
        }
      })()
      await writeSheet(out, format, REDIRECT_HEADERS, rows)
      return count
    },
    done: (count) => `redirects-export ${count} yönlendirme → ${file}`,
    failure: 'Yönlendirmeler dışa aktarılamadı:',
  })
}

export async function redirectsImportScript(config: SanitizedConfig): Promise<void> {
  const argv = process.argv.slice(2)
  const file = fileArgument(argv, SHEET_ARG, MAPPING_FLAGS)
  if (!file)
    fail(`Kullanım: npm run redirects:import -- DOSYA.xlsx|DOSYA.csv [--dry-run] ${MAPPING_USAGE}`)
  await importScript({
    name: 'redirects-import',
    failure: 'Yönlendirmeler içe aktarılamadı:',
    // Redirect reads carry the catalogue tag too; with REDIS_URL the hooks expired them already.
    stale: 'yönlendirmeler önbellek süresi dolunca geçerli olacak.',
    run: async () => {
      const payload = await getPayload({ config })
      const summary = await runImport(payload, redirectImporter, file, {
        dryRun: argv.includes('--dry-run'),
        mapping: await mappingFromArgs(argv, payload, 'redirects'),
      })
      return { payload, summary }
    },
  })
}
