// The catalogue spreadsheet figures of `npm run bench`: the command-line export of the large
// catalogue (XLSX and CSV) and the import of that XLSX (dry run, then the real run) into a copy of
// the small catalogue, so that most rows create a product; then the same on PostgreSQL when it
// answers (BENCH_PG_URL). Time and peak RSS of each process tree.
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { parse } from 'csv-parse/sync'
import pg from 'pg'

import { rssSampler, sleep, startProcess } from './proc.mjs'

/**
 * Runs `npm run <script> -- ...args` with `env` to its end; its exit code, seconds and the peak
 * RSS of its process tree (npm, cross-env, Payload's CLI) and of its largest process.
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
  return {
    code,
    seconds: (performance.now() - t0) / 1000,
    peakMiB: sampler.max.totalMiB,
    // The largest process of the tree: Payload's CLI itself, without npm's and cross-env's.
    processMiB: sampler.max.largestMiB,
  }
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
export async function benchSheets({
  root,
  tmp,
  largeDir,
  smallDir,
  smallCount,
  dataEnv,
  baseEnv,
  log,
}) {
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
    rows.push({
      label,
      db: 'SQLite',
      ...r,
      bytes: fs.existsSync(file) ? fs.statSync(file).size : 0,
    })
  }

  // The import target: a copy of the small catalogue, so that the real run creates products.
  const target = path.join(dir, 'target')
  fs.cpSync(smallDir, target, { recursive: true })
  // The export has a price column per price group (the dealer rows add one to the large catalogue):
  // the targets know the same groups, or every row would be refused for an unknown one.
  const groups = await priceGroups(largeDir)
  await withSqlite(target, (db) =>
    Promise.all(
      groups.map((g) =>
        db.execute({
          sql: 'INSERT OR IGNORE INTO price_groups (name, discount_percent) VALUES (?, ?)',
          args: [g.name, g.discount_percent],
        }),
      ),
    ),
  )
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
    rows.push({ label, db: 'SQLite', ...r, summary: importSummary(logFile) })
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
    db: 'SQLite',
    ...u,
    summary: importSummary(logFile),
  })
  fs.rmSync(updateTarget, { recursive: true, force: true })

  const postgres = await benchSheetsPostgres({
    root,
    dir,
    xlsx,
    updates,
    smallCount,
    groups,
    env: (d) => ({
      ...env(smallDir),
      DATA_DIR: d,
      MEDIA_DIR: path.join(d, 'media'),
      DOCUMENTS_DIR: path.join(d, 'documents'),
    }),
    logFile,
    log,
  })
  return { rows: [...rows, ...postgres.rows], postgresSkipped: postgres.skipped, logFile }
}

const PG_ADMIN = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

async function withSqlite(dir, work) {
  const db = createClient({ url: `file:${path.join(dir, 'vitrin.db')}` })
  try {
    return await work(db)
  } finally {
    db.close()
  }
}

/** The price groups of the catalogue in `dir`. */
async function priceGroups(dir) {
  const { rows } = await withSqlite(dir, (db) =>
    db.execute('SELECT name, discount_percent FROM price_groups ORDER BY id'),
  )
  return rows.map((r) => ({ name: String(r.name), discount_percent: Number(r.discount_percent) }))
}

/** The address of database `name` on BENCH_PG_URL's server. */
function databaseUrl(name) {
  const url = new URL(PG_ADMIN)
  url.pathname = `/${name}`
  return url.toString()
}

async function pgAdmin(sql) {
  const c = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 3000 })
  await c.connect()
  try {
    return await c.query(sql)
  } finally {
    await c.end()
  }
}

/**
 * The same imports on PostgreSQL, in a database of their own seeded like the small catalogue:
 * the XLSX's dry run and real run, a CSV export of what they made, then the updates sheet.
 */
async function benchSheetsPostgres({
  root,
  dir,
  xlsx,
  updates,
  smallCount,
  groups,
  env,
  logFile,
  log,
}) {
  const name = `vitrin_sheets_${Date.now()}`
  try {
    await pgAdmin(`CREATE DATABASE ${name}`)
  } catch (error) {
    log(`[sheets] PostgreSQL skipped: ${error.message}`)
    return { rows: [], skipped: `${databaseUrl('').replace(/\/$/, '')}: ${error.message}` }
  }
  const dataDir = path.join(dir, 'postgres')
  fs.mkdirSync(dataDir, { recursive: true })
  const e = { ...env(dataDir), DATABASE_URL: databaseUrl(name) }
  const rows = []
  const run = async (label, script, args) => {
    log(`[sheets] PostgreSQL: ${label}`)
    const r = await measured(script, args, { env: e, cwd: root, logFile })
    const row = { label, db: 'PostgreSQL', ...r }
    if (script === 'catalog:import') row.summary = importSummary(logFile)
    rows.push(row)
    if (r.code !== 0)
      throw new Error(`${script} ${args.join(' ')} exited with ${r.code} (${logFile})`)
    return row
  }
  try {
    await run('Migrate and seed', 'seed', [`--products=${smallCount}`])
    // What autovacuum does on a real server soon after a load (this host may run without it).
    const c = new pg.Client({ connectionString: e.DATABASE_URL })
    // The database is dropped at the end, ending this connection if it were still open.
    c.on('error', () => {})
    await c.connect()
    try {
      for (const g of groups)
        await c.query(
          'INSERT INTO price_groups (name, discount_percent) SELECT $1::varchar, $2::numeric WHERE NOT EXISTS (SELECT 1 FROM price_groups WHERE name = $1::varchar)',
          [g.name, g.discount_percent],
        )
      await c.query('ANALYZE')
    } finally {
      await c.end()
    }
    await run('Import XLSX, dry run', 'catalog:import', [xlsx, '--dry-run'])
    await run('Import XLSX', 'catalog:import', [xlsx])
    const csv = path.join(dataDir, 'katalog.csv')
    const exported = await run('Export CSV', 'catalog:export', [csv])
    exported.bytes = fs.existsSync(csv) ? fs.statSync(csv).size : 0
    await run('Import CSV, 2 columns changed (updates)', 'catalog:import', [updates])
  } catch (error) {
    log(`[sheets] PostgreSQL: ${error.message}`)
  } finally {
    await pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return { rows, skipped: null }
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
