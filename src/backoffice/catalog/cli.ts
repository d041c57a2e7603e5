/**
 * `npm run catalog:export -- FILE.xlsx|FILE.csv` and
 * `npm run catalog:import -- FILE.xlsx|FILE.csv|FILE.zip [--dry-run] [--media DIR] [--create-missing]
 * [--map "Theirs=Ours,…"] [--mapping NAME] [--save-mapping NAME]`
 * (bin scripts of payload.config.ts; the npm scripts give the Node condition Payload's CLI needs,
 * docs/decisions/0003-payload-cli.md).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type SanitizedConfig } from 'payload'

import { extractZip, findSheetInDir, runImport } from '@/backoffice/sheets'
import {
  exportScript,
  fail,
  fileArgument,
  flagValue,
  importScript,
  SHEET_ARG,
} from '@/backoffice/sheets/cli'

import { MAPPING_FLAGS, MAPPING_USAGE, mappingFromArgs } from '@/backoffice/mappings/cli'

import { exportProducts } from './export'
import { productImporter } from './productImporter'

const VALUED_FLAGS = ['--media', ...MAPPING_FLAGS]

export async function catalogExportScript(config: SanitizedConfig): Promise<void> {
  const file = fileArgument(process.argv.slice(2), SHEET_ARG, VALUED_FLAGS)
  if (!file) fail('Kullanım: npm run catalog:export -- DOSYA.xlsx|DOSYA.csv')
  await exportScript(config, file, {
    write: exportProducts,
    done: (count) => `catalog-export ${count} ürün → ${file}`,
    failure: 'Katalog dışa aktarılamadı:',
  })
}

export async function catalogImportScript(config: SanitizedConfig): Promise<void> {
  const argv = process.argv.slice(2)
  const input = fileArgument(argv, /\.(?:xlsx|csv|zip)$/i, VALUED_FLAGS)
  if (!input)
    fail(
      `Kullanım: npm run catalog:import -- DOSYA.xlsx|DOSYA.csv|DOSYA.zip [--dry-run] [--media KLASÖR] [--create-missing] ${MAPPING_USAGE}`,
    )
  let mediaDir = flagValue(argv, '--media')
  if (mediaDir && !fs.existsSync(mediaDir)) fail(`Medya klasörü bulunamadı: ${mediaDir}`)
  let tempDir: string | null = null
  await importScript({
    name: 'catalog-import',
    failure: 'Katalog içe aktarılamadı:',
    stale: 'değişiklikler önbellek süresi dolunca sitede görünecek.',
    run: async () => {
      let sheet = input
      if (/\.zip$/i.test(input)) {
        tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-import-'))
        await extractZip(input, tempDir)
        sheet = await findSheetInDir(tempDir)
        mediaDir ??= tempDir
      }
      const payload = await getPayload({ config })
      const options = {
        dryRun: argv.includes('--dry-run'),
        createMissing: argv.includes('--create-missing'),
        mediaDir,
        mapping: await mappingFromArgs(argv, payload, 'products'),
      }
      return { payload, summary: await runImport(payload, productImporter, sheet, options) }
    },
    cleanup: () => {
      if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true })
    },
  })
}
