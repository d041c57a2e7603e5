// The catalogue spreadsheet figures of `npm run bench`: the command-line export of the large
// catalogue (XLSX and CSV) and the import of that XLSX (dry run, then the real run) into a copy of
// the small catalogue, so that most rows create a product. Time and peak RSS of each process tree.
import fs from 'node:fs'
import path from 'node:path'

import { parse } from 'csv-parse/sync'

import { rssSampler, sleep, startProcess } from './proc.mjs'

/**
 * Runs `npm run <script> -- ...args` with `env` to its end; its exit code, seconds and the peak
 * RSS of its process tree (npm, Payload's CLI, Node).
 */
export async function measured(script, args, { env, cwd, logFile }) {
  const t0 = performance.now()
  const proc = startProcess('npm', ['run', '--silent', script, '--', ...args], {
    env,
    cwd,
    logFile,
  })
  const sampler = rssSampler(proc.pid, 100)
  sampler.start()
  const code = await new Promise((resolve) => {
    if (proc.exited) resolve(proc.child.exitCode)
    proc.child.on('exit', (c) => resolve(c))
  })
  sampler.pause()
  await sleep(10)
  return { code, seconds: (performance.now() - t0) / 1000, peakMiB: sampler.max.totalMiB }
}

/** The last `catalog-import {...}` (or `name {...}`) summary line the CLI printed into `logFile`. */
export function importSummary(logFile, name = 'catalog-import') {
  const lines = fs.readFileSync(logFile, 'utf8').split('\n')
  const last = lines.reverse().find((l) => l.startsWith(`${name} `))
  return last ? JSON.parse(last.slice(name.length + 1)) : null
}

/**
 * @param {{ root: string, tmp: string, largeDir: string, smallDir: string,
 *   dataEnv: (dir: string) => Record<string, string>, baseEnv: Record<string, string>,
 *   log: (s: string) => void }} o
 */
export async function benchSheets({ root, tmp, largeDir, smallDir, dataEnv, baseEnv, log }) {
  const dir = path.join(tmp, 'sheets')
  fs.mkdirSync(dir, { recursive: true })
  const logFile = path.join(dir, 'sheets.log')
  const env = (d) => ({ ...baseEnv, ...dataEnv(d), NODE_ENV: 'production', JOBS_AUTORUN: '0' })
  const rows = []

  const xlsx = path.join(dir, 'katalog.xlsx')
  const csv = path.join(dir, 'katalog.csv')
  for (const [label, file] of [
    ['Export XLSX', xlsx],
    ['Export CSV', csv],
  ]) {
    log(`[sheets] ${label} of ${largeDir}`)
    const r = await measured('catalog:export', [file], { env: env(largeDir), cwd: root, logFile })
    rows.push({ label, ...r, bytes: fs.existsSync(file) ? fs.statSync(file).size : 0 })
  }

  // The import target: a copy of the small catalogue, so that the real run creates products.
  const target = path.join(dir, 'target')
  fs.cpSync(smallDir, target, { recursive: true })
  for (const [label, extra] of [
    ['Import XLSX, dry run', ['--dry-run']],
    ['Import XLSX', []],
  ]) {
    log(`[sheets] ${label} into a copy of ${smallDir}`)
    const r = await measured('catalog:import', [xlsx, ...extra], {
      env: env(target),
      cwd: root,
      logFile,
    })
    rows.push({ label, ...r, summary: importSummary(logFile) })
  }

  // Updates: every product of the large catalogue, two columns changed (a new name, a new price).
  const updates = path.join(dir, 'guncelleme.csv')
  writeUpdateSheet(csv, updates)
  const updateTarget = path.join(dir, 'update-target')
  fs.cpSync(largeDir, updateTarget, { recursive: true })
  log(`[sheets] Import CSV, two columns changed, into a copy of ${largeDir}`)
  const u = await measured('catalog:import', [updates], {
    env: env(updateTarget),
    cwd: root,
    logFile,
  })
  rows.push({
    label: 'Import CSV, 2 columns changed (updates)',
    ...u,
    summary: importSummary(logFile),
  })
  fs.rmSync(updateTarget, { recursive: true, force: true })
  return { rows, logFile }
}

/** The exported CSV's codes with a new name and list price each: an ERP's routine update. */
function writeUpdateSheet(exported, target) {
  const records = parse(fs.readFileSync(exported, 'utf8').replace(/^\uFEFF/, ''), {
    delimiter: ';',
    columns: true,
    relax_column_count: true,
  })
  const cell = (v) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  const lines = ['Ürün kodu;Ad;Liste fiyatı']
  for (const r of records) {
    const price = Number(String(r['Liste fiyatı'] ?? '').replace(',', '.')) || 100
    lines.push(
      [r['Ürün kodu'], `${r['Ad']} (2027)`.slice(0, 200), (price + 1).toFixed(2)]
        .map(cell)
        .join(';'),
    )
  }
  fs.writeFileSync(target, `\uFEFF${lines.join('\r\n')}\r\n`)
}
