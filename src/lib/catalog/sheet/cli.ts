/**
 * `npm run catalog:export -- FILE.xlsx|FILE.csv` and
 * `npm run catalog:import -- FILE.xlsx|FILE.csv|FILE.zip [--dry-run] [--media DIR] [--create-missing]`
 * (bin scripts of payload.config.ts; the npm scripts give the Node condition Payload's CLI needs,
 * docs/decisions/0003-payload-cli.md).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type SanitizedConfig } from 'payload'

import { CATALOG_TAG } from '@/lib/cache'
import { requestRemoteExpire } from '@/lib/cache/remoteExpire'
import {
  extractZip,
  findSheetInDir,
  type ImportSummary,
  resultLabel,
  resultNote,
  runImport,
  SheetError,
} from '@/lib/sheets'

import { exportProducts } from './export'
import { productImporter, productImportOptions } from './importer'

const SHEET_ARG = /\.(?:xlsx|csv)$/i

/** The last argument that is not a flag (nor a flag's value) and ends in one of `extensions`. */
export function fileArgument(argv: string[], extensions: RegExp): string | null {
  const valued = new Set(['--media'])
  const plain = argv.filter((arg, i) => !arg.startsWith('--') && !valued.has(argv[i - 1] ?? ''))
  return plain.filter((arg) => extensions.test(arg)).pop() ?? null
}

export function flagValue(argv: string[], flag: string): string | undefined {
  const at = argv.indexOf(flag)
  if (at >= 0) return argv[at + 1]
  return argv.find((arg) => arg.startsWith(`${flag}=`))?.slice(flag.length + 1)
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

export async function catalogExportScript(config: SanitizedConfig): Promise<void> {
  // Payload's CLI exits 0 once this resolves, and also if the event loop empties before.
  process.exitCode = 1
  const file = fileArgument(process.argv.slice(2), SHEET_ARG)
  if (!file) fail('Kullanım: npm run catalog:export -- DOSYA.xlsx|DOSYA.csv')
  const format = file.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx'
  try {
    const payload = await getPayload({ config })
    const out = fs.createWriteStream(file)
    const count = await exportProducts(payload, out, format)
    await new Promise<void>((resolve, reject) => {
      if (out.writableFinished) resolve()
      else out.once('finish', resolve).once('error', reject)
    })
    process.stdout.write(`catalog-export ${count} ürün → ${file}\n`)
    await payload.destroy()
  } catch (error) {
    console.error('Katalog dışa aktarılamadı:', error)
    process.exit(1)
  }
  process.exitCode = 0
}

/** One line a row: `satır 7  REDDEDİLDİ  ABC-123  Bilinmeyen marka: Foo.` */
export function reportLines(summary: ImportSummary): string[] {
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

export async function catalogImportScript(config: SanitizedConfig): Promise<void> {
  process.exitCode = 1
  const argv = process.argv.slice(2)
  const input = fileArgument(argv, /\.(?:xlsx|csv|zip)$/i)
  if (!input)
    fail(
      'Kullanım: npm run catalog:import -- DOSYA.xlsx|DOSYA.csv|DOSYA.zip [--dry-run] [--media KLASÖR] [--create-missing]',
    )
  const dryRun = argv.includes('--dry-run')
  let mediaDir = flagValue(argv, '--media')
  if (mediaDir && !fs.existsSync(mediaDir)) fail(`Medya klasörü bulunamadı: ${mediaDir}`)
  let tempDir: string | null = null
  let summary: ImportSummary
  try {
    let sheet = input
    if (/\.zip$/i.test(input)) {
      tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-import-'))
      await extractZip(input, tempDir)
      sheet = await findSheetInDir(tempDir)
      mediaDir ??= tempDir
    }
    const payload = await getPayload({ config })
    const options = await productImportOptions(sheet, {
      dryRun,
      createMissing: argv.includes('--create-missing'),
      mediaDir,
    })
    summary = await runImport(payload, productImporter, sheet, options)
    for (const line of reportLines(summary)) process.stdout.write(`${line}\n`)
    const { results: _results, ...counts } = summary
    process.stdout.write(`catalog-import ${JSON.stringify(counts)}\n`)
    if (!dryRun && summary.created + summary.updated > 0) await tellServer()
    await payload.destroy()
  } catch (error) {
    if (error instanceof SheetError) process.stderr.write(`${error.message}\n`)
    else console.error('Katalog içe aktarılamadı:', error)
    process.exit(1)
  } finally {
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true })
  }
  process.exit(summary.refused + summary.failed > 0 ? 2 : 0)
}

/** The running site expires its catalogue cache now (the hooks did so in this process only). */
async function tellServer(): Promise<void> {
  const site = process.env.SITE_URL || `http://127.0.0.1:${process.env.PORT || 3000}`
  if (await requestRemoteExpire(site, [CATALOG_TAG])) return
  process.stdout.write(
    `Site (${site}) yanıt vermedi: değişiklikler önbellek süresi dolunca sitede görünecek.\n`,
  )
}
