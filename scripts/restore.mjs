#!/usr/bin/env node
// `npm run restore -- <backup folder> [--force]`: puts a backup made by `npm run backup` back into
// DATA_DIR (database), MEDIA_DIR and DOCUMENTS_DIR. Stop the server first. Refuses to overwrite an
// existing database unless --force; checks the restored database's integrity.
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

const args = process.argv.slice(2)
const force = args.includes('--force')
const source = args.find((a) => !a.startsWith('--'))
if (!source) {
  console.error('Kullanım: npm run restore -- <yedek klasörü> [--force]')
  process.exit(1)
}
const from = path.resolve(source)
const backupDb = path.join(from, 'vitrin.db')
if (!fs.existsSync(backupDb)) {
  console.error(`Yedek bulunamadı: ${backupDb}`)
  process.exit(1)
}

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data')
const databaseUrl = process.env.DATABASE_URL || `file:${path.join(dataDir, 'vitrin.db')}`
if (!databaseUrl.startsWith('file:')) {
  console.error(
    'Geri yükleme yalnız SQLite içindir; PostgreSQL için pg_restore (docs/OPERATIONS.md).',
  )
  process.exit(2)
}
const dbFile = path.resolve(databaseUrl.slice('file:'.length))
const mediaDir = path.resolve(process.env.MEDIA_DIR ?? path.join(dataDir, 'media'))
const documentsDir = path.resolve(process.env.DOCUMENTS_DIR ?? path.join(dataDir, 'documents'))

if (fs.existsSync(dbFile) && !force) {
  console.error(`${dbFile} zaten var. Sunucuyu durdurup --force ile üzerine yazın.`)
  process.exit(1)
}

fs.mkdirSync(path.dirname(dbFile), { recursive: true })
// The old database's WAL and shared-memory files belong to it, not to the restored copy.
for (const suffix of ['-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true })
const temp = `${dbFile}.restoring`
fs.copyFileSync(backupDb, temp)
fs.renameSync(temp, dbFile)

const client = createClient({ url: `file:${dbFile}` })
try {
  const result = await client.execute('PRAGMA integrity_check')
  const verdict = String(Object.values(result.rows[0] ?? {})[0] ?? '')
  if (verdict !== 'ok') {
    console.error(`Geri yüklenen veritabanı bozuk: ${verdict}`)
    process.exit(1)
  }
} finally {
  client.close()
}

for (const [name, to] of [
  ['media', mediaDir],
  ['documents', documentsDir],
]) {
  const dir = path.join(from, name)
  if (!fs.existsSync(dir)) continue
  if (force) fs.rmSync(to, { recursive: true, force: true })
  fs.cpSync(dir, to, { recursive: true, preserveTimestamps: true })
}
const secret = path.join(from, '.payload-secret')
const secretTarget = path.join(dataDir, '.payload-secret')
if (fs.existsSync(secret) && (force || !fs.existsSync(secretTarget))) {
  fs.mkdirSync(dataDir, { recursive: true })
  fs.copyFileSync(secret, secretTarget)
  fs.chmodSync(secretTarget, 0o600)
}
console.info(`Geri yüklendi: ${from} → ${dbFile}`)
