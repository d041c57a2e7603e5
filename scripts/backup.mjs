#!/usr/bin/env node
// `npm run backup [-- <folder>]` (docs/OPERATIONS.md): `VACUUM INTO` gives one consistent snapshot
// of SQLite while the server runs; the uploads and the session secret are copied beside it.
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data')
const databaseUrl = process.env.DATABASE_URL || `file:${path.join(dataDir, 'vitrin.db')}`
const mediaDir = path.resolve(process.env.MEDIA_DIR ?? path.join(dataDir, 'media'))
const documentsDir = path.resolve(process.env.DOCUMENTS_DIR ?? path.join(dataDir, 'documents'))

if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'DATABASE_URL PostgreSQL gösteriyor: yedek için pg_dump kullanın (docs/OPERATIONS.md, "Yedekleme").',
  )
  process.exit(2)
}

const stamp = new Date().toISOString().replace(/[:]/g, '-').replace(/\..+$/, 'Z')
const target = path.resolve(process.argv[2] ?? path.join('backups', `vitrin-${stamp}`))
if (fs.existsSync(target) && fs.readdirSync(target).length) {
  console.error(`Hedef klasör boş değil: ${target}`)
  process.exit(1)
}
fs.mkdirSync(target, { recursive: true })

const started = Date.now()
const dbFile = path.join(target, 'vitrin.db')
const client = createClient({ url: databaseUrl })
try {
  // A read transaction of its own: writers go on meanwhile (WAL), the copy is one instant.
  await client.execute(`VACUUM INTO '${dbFile.replace(/'/g, "''")}'`)
} finally {
  client.close()
}

function copyDir(from, to) {
  if (!fs.existsSync(from)) return 0
  fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
  let count = 0
  for (const entry of fs.readdirSync(to, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) count++
  return count
}
const media = copyDir(mediaDir, path.join(target, 'media'))
const documents = copyDir(documentsDir, path.join(target, 'documents'))
const secret = path.join(dataDir, '.payload-secret')
if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(target, '.payload-secret'))

const manifest = {
  createdAt: new Date().toISOString(),
  database: path.basename(dbFile),
  databaseBytes: fs.statSync(dbFile).size,
  mediaFiles: media,
  documentFiles: documents,
  tookMs: Date.now() - started,
}
fs.writeFileSync(path.join(target, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
console.info(`Yedek alındı: ${target}`)
console.info(JSON.stringify(manifest))
