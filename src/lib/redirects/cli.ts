/**
 * `npm run redirects:export -- FILE.xlsx|FILE.csv` and
 * `npm run redirects:import -- FILE.xlsx|FILE.csv [--dry-run]` (bin scripts of payload.config.ts;
 * the npm scripts give the Node condition Payload's CLI needs, docs/decisions/0003-payload-cli.md).
 */
import fs from 'node:fs'

import { getPayload, type SanitizedConfig } from 'payload'

import { CATALOG_TAG } from '@/lib/cache'
import { requestRemoteExpire } from '@/lib/cache/remoteExpire'
import {
  type ImportSummary,
  resultLabel,
  resultNote,
  runImport,
  SheetError,
  writeSheet,
} from '@/lib/sheets'

import { exportRedirects, REDIRECT_HEADERS, redirectImporter } from './sheet'

const SHEET_ARG = /\.(?:xlsx|csv)$/i

const sheetArgument = (argv: string[]) =>
  argv.filter((arg) => !arg.startsWith('--') && SHEET_ARG.test(arg)).pop() ?? null

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

export async function redirectsExportScript(config: SanitizedConfig): Promise<void> {
  // Payload's CLI exits 0 once this resolves, and also if the event loop empties before.
  process.exitCode = 1
  const file = sheetArgument(process.argv.slice(2))
  if (!file) fail('Kullanım: npm run redirects:export -- DOSYA.xlsx|DOSYA.csv')
  try {
    const payload = await getPayload({ config })
    let count = 0
    const rows = (async function* () {
      for await (const row of exportRedirects(payload)) {
        count++
        yield row
      }
    })()
    const out = fs.createWriteStream(file)
    const finished = new Promise<void>((resolve, reject) =>
      out.once('finish', resolve).once('error', reject),
    )
    await writeSheet(
      out,
      file.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx',
      REDIRECT_HEADERS,
      rows,
    )
    await finished
    process.stdout.write(`redirects-export ${count} yönlendirme → ${file}\n`)
    await payload.destroy()
  } catch (error) {
    console.error('Yönlendirmeler dışa aktarılamadı:', error)
    process.exit(1)
  }
  process.exitCode = 0
}

/** One line a row: `satır 7  REDDEDİLDİ  /eski.html  Yeni adres bu sitede bulunamadı.` */
function reportLines(summary: ImportSummary): string[] {
  return summary.results.map((result) =>
    [
      `satır ${result.rowNumber}`,
      resultLabel(result, summary.dryRun).toLocaleUpperCase('tr'),
      result.key || '-',
      resultNote(result),
    ]
      .filter(Boolean)
      .join('  '),
  )
}

export async function redirectsImportScript(config: SanitizedConfig): Promise<void> {
  process.exitCode = 1
  const argv = process.argv.slice(2)
  const file = sheetArgument(argv)
  if (!file) fail('Kullanım: npm run redirects:import -- DOSYA.xlsx|DOSYA.csv [--dry-run]')
  const dryRun = argv.includes('--dry-run')
  let summary: ImportSummary
  try {
    const payload = await getPayload({ config })
    summary = await runImport(payload, redirectImporter, file, { dryRun })
    for (const line of reportLines(summary)) process.stdout.write(`${line}\n`)
    const { results: _results, ...counts } = summary
    process.stdout.write(`redirects-import ${JSON.stringify(counts)}\n`)
    if (!dryRun && summary.created + summary.updated > 0) await tellServer()
    await payload.destroy()
  } catch (error) {
    if (error instanceof SheetError) process.stderr.write(`${error.message}\n`)
    else console.error('Yönlendirmeler içe aktarılamadı:', error)
    process.exit(1)
  }
  process.exit(summary.refused + summary.failed > 0 ? 2 : 0)
}

/**
 * The running site forgets its cached lookups now (the hooks expired them in this process only,
 * unless REDIS_URL shares the cache). Redirect reads carry the catalogue tag too.
 */
async function tellServer(): Promise<void> {
  const site = process.env.SITE_URL || `http://127.0.0.1:${process.env.PORT || 3000}`
  if (await requestRemoteExpire(site, [CATALOG_TAG])) return
  process.stdout.write(
    `Site (${site}) yanıt vermedi: yönlendirmeler önbellek süresi dolunca geçerli olacak.\n`,
  )
}
