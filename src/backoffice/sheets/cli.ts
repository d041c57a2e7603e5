// What the spreadsheet CLI scripts share. Not in the barrel: CLI only.
import fs from 'node:fs'

import { getPayload, type Payload, type SanitizedConfig } from 'payload'

import { CATALOG_TAG } from '@/lib/cache'
import { requestRemoteExpire } from '@/lib/cache/remoteExpire'

import { resultLabel, resultNote } from './report'
import { type ImportSummary, SheetError, type SheetFormat } from './types'

export const SHEET_ARG = /\.(?:xlsx|csv)$/i

/** The last non-flag argument (nor a `valuedFlags` value) that ends in one of `extensions`. */
export function fileArgument(
  argv: string[],
  extensions: RegExp,
  valuedFlags: readonly string[] = [],
): string | null {
  const plain = argv.filter(
    (arg, i) => !arg.startsWith('--') && !valuedFlags.includes(argv[i - 1] ?? ''),
  )
  return plain.filter((arg) => extensions.test(arg)).pop() ?? null
}

export function flagValue(argv: string[], flag: string): string | undefined {
  const at = argv.indexOf(flag)
  if (at >= 0) return argv[at + 1]
  return argv.find((arg) => arg.startsWith(`${flag}=`))?.slice(flag.length + 1)
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
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

export interface ExportScript {
  write: (payload: Payload, out: fs.WriteStream, format: SheetFormat) => Promise<number>
  /** The line printed when done: `catalog-export 12 ürün → urunler.xlsx`. */
  done: (count: number) => string
  failure: string
}

export async function exportScript(
  config: SanitizedConfig,
  file: string,
  script: ExportScript,
): Promise<void> {
  // Payload's CLI exits 0 once this resolves, and also if the event loop empties before.
  process.exitCode = 1
  const format = file.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx'
  try {
    const payload = await getPayload({ config })
    const out = fs.createWriteStream(file)
    const finished = new Promise<void>((resolve, reject) =>
      out.once('finish', resolve).once('error', reject),
    )
    const count = await script.write(payload, out, format)
    await finished
    process.stdout.write(`${script.done(count)}\n`)
    await payload.destroy()
  } catch (error) {
    console.error(script.failure, error)
    process.exit(1)
  }
  process.exitCode = 0
}

export interface ImportScript {
  /** The summary line's prefix: `catalog-import {"created":1,...}`. */
  name: string
  /** A SheetError prints its own text only. */
  failure: string
  /** Printed when rows changed but the running site did not answer the cache expiry. */
  stale: string
  /** Runs the import; the Payload it returns is destroyed once the report is out. */
  run: () => Promise<{ payload: Payload; summary: ImportSummary }>
  cleanup?: () => void
}

/** Exits 2 when a row was refused or failed, else 0. */
export async function importScript(script: ImportScript): Promise<never> {
  process.exitCode = 1
  let summary: ImportSummary
  try {
    const done = await script.run()
    summary = done.summary
    for (const line of reportLines(summary)) process.stdout.write(`${line}\n`)
    if (summary.ignoredHeaders?.length)
      process.stdout.write(`Okunmayan sütunlar: ${summary.ignoredHeaders.join(', ')}\n`)
    const { results: _results, ...counts } = summary
    process.stdout.write(`${script.name} ${JSON.stringify(counts)}\n`)
    if (!summary.dryRun && summary.created + summary.updated > 0) await tellServer(script.stale)
    await done.payload.destroy()
  } catch (error) {
    if (error instanceof SheetError) process.stderr.write(`${error.message}\n`)
    else console.error(script.failure, error)
    process.exit(1)
  } finally {
    script.cleanup?.()
  }
  process.exit(summary.refused + summary.failed > 0 ? 2 : 0)
}

/** The hooks expired the cache in this process only; the running site must too. */
async function tellServer(stale: string): Promise<void> {
  const site = process.env.SITE_URL || `http://127.0.0.1:${process.env.PORT || 3000}`
  if (await requestRemoteExpire(site, [CATALOG_TAG])) return
  process.stdout.write(`Site (${site}) yanıt vermedi: ${stale}\n`)
}
