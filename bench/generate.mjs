#!/usr/bin/env node
// The benchmark's catalogues: two SQLite databases (with their media and documents folders), one of
// `small` products seeded normally (`npm run seed -- --products=small`, through Payload's Local
// API) and a copy of it grown to `large` products with plain SQL (bench/bulk-insert.ts, run with
// tsx; same generateProducts() catalogue, so the names, codes and specifications are the seed's).
//
//   node bench/generate.mjs --dir=/tmp/vitrin-data [--small=400] [--large=20000]
//
// A folder that already holds a database with the right number of published products is reused.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createClient } from '@libsql/client'

import { runToEnd } from './lib/proc.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const BENCH_PAYLOAD_SECRET = 'vitrin-bench-secret-not-for-production'

/** The environment of a server or script working on the catalogue in `dir`. */
export function dataEnv(dir) {
  return {
    DATABASE_URL: `file:${path.join(dir, 'vitrin.db')}`,
    DATA_DIR: dir,
    MEDIA_DIR: path.join(dir, 'media'),
    DOCUMENTS_DIR: path.join(dir, 'documents'),
    PAYLOAD_SECRET: BENCH_PAYLOAD_SECRET,
  }
}

async function publishedCount(dir) {
  const file = path.join(dir, 'vitrin.db')
  if (!fs.existsSync(file)) return 0
  const db = createClient({ url: `file:${file}` })
  try {
    const r = await db.execute("SELECT count(*) AS n FROM products WHERE _status = 'published'")
    return Number(r.rows[0].n)
  } catch {
    return 0
  } finally {
    db.close()
  }
}

/**
 * @returns {{ small: {dir, count}, large: {dir, count}, seedSeconds: number|null,
 *   growSeconds: number|null }} (null seconds: reused)
 */
export async function generateDatabases({ dir, small = 400, large = 20000, log = console.error }) {
  fs.mkdirSync(dir, { recursive: true })
  const logFile = path.join(dir, 'generate.log')
  const smallDir = path.join(dir, `products-${small}`)
  const largeDir = path.join(dir, `products-${large}`)
  const env = { ...process.env, NODE_ENV: 'production' }

  let seedSeconds = null
  if ((await publishedCount(smallDir)) === small) {
    log(`[generate] reusing ${smallDir}`)
  } else {
    fs.rmSync(smallDir, { recursive: true, force: true })
    fs.mkdirSync(smallDir, { recursive: true })
    log(`[generate] seeding ${small} products through the Local API (log: ${logFile})…`)
    const t0 = performance.now()
    await runToEnd('npm', ['run', 'seed', '--', `--products=${small}`], {
      env: { ...env, ...dataEnv(smallDir) },
      cwd: ROOT,
      logFile,
    })
    const n = await publishedCount(smallDir)
    if (n !== small) throw new Error(`the seed left ${n} published products, not ${small}`)
    seedSeconds = (performance.now() - t0) / 1000
    log(`[generate] seeded in ${seedSeconds.toFixed(1)} s`)
  }

  let growSeconds = null
  if (large <= small) throw new Error('the large catalogue must be larger than the small one')
  if ((await publishedCount(largeDir)) === large) {
    log(`[generate] reusing ${largeDir}`)
  } else {
    fs.rmSync(largeDir, { recursive: true, force: true })
    const t0 = performance.now()
    fs.cpSync(smallDir, largeDir, { recursive: true })
    log(`[generate] adding ${large - small} products with SQL…`)
    await runToEnd(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [
        'bench/bulk-insert.ts',
        `--db=file:${path.join(largeDir, 'vitrin.db')}`,
        `--products=${large}`,
      ],
      { env, cwd: ROOT, logFile },
    )
    const n = await publishedCount(largeDir)
    if (n !== large)
      throw new Error(`the grown catalogue has ${n} published products, not ${large}`)
    growSeconds = (performance.now() - t0) / 1000
    log(`[generate] grown to ${large} in ${growSeconds.toFixed(1)} s`)
  }
  return {
    small: { dir: smallDir, count: small },
    large: { dir: largeDir, count: large },
    seedSeconds,
    growSeconds,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
  const dir = arg('dir')
  if (!dir) {
    console.error('usage: node bench/generate.mjs --dir=FOLDER [--small=400] [--large=20000]')
    process.exit(2)
  }
  const result = await generateDatabases({
    dir: path.resolve(dir),
    small: Number(arg('small', 400)),
    large: Number(arg('large', 20000)),
  })
  console.log(JSON.stringify(result, null, 2))
  process.exit(0)
}
