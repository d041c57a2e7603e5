/**
 * `npm run backup` / `npm run restore` drill (SQLite), and the KVKK retention run: a server of its
 * own; a backup taken while it serves and takes leads; more leads after; the backup restored into
 * a new DATA_DIR; a server on it shows exactly the backed-up state (leads and uploads).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createTestData,
  loginAt,
  startApp,
  testDbKind,
  type AppProcess,
  type TestData,
} from '../helpers/processes'

function node(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(args[0]!, args.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('exit', (code) => resolve({ code, out }))
  })
}

const lead = (tag: string, i: number) => ({
  name: 'Yedek Testi',
  corporation: `Yedek ${i}`,
  mail: `${tag}-${i}@example.com`,
  phone: '5321234567',
  kvkk: '1',
})

describe.skipIf(testDbKind() !== 'sqlite')('backup and restore (SQLite)', () => {
  let data: TestData
  let app: AppProcess
  let restored: AppProcess | null = null
  const extraDirs: string[] = []

  const post = (base: string, body: unknown) =>
    fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const count = async (base: string, auth: string, tag: string) =>
    (
      (await (
        await fetch(`${base}/cms-api/contact-requests?limit=1&where[mail][like]=${tag}`, {
          headers: { Authorization: auth },
        })
      ).json()) as { totalDocs: number }
    ).totalDocs

  beforeAll(async () => {
    data = await createTestData('sqlite', { env: { RATE_LIMIT_MAX: '100000' } })
    app = await startApp(
      { ...data.env, RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAIL_MAX: '100000', FORM_MIN_FILL_MS: '0' },
      { logFile: path.join(data.dir, 'app.log') },
    )
  }, 600_000)

  afterAll(async () => {
    await restored?.stop('SIGTERM', 10_000)
    await app?.stop('SIGTERM', 10_000)
    await data?.drop()
    for (const dir of extraDirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('backs up online, restores into a new folder, and the restored server shows that state', async () => {
    const before = `vorher${Date.now()}`
    for (let i = 0; i < 3; i++) expect((await post(app.baseURL, lead(before, i))).status).toBe(201)

    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-backup-'))
    extraDirs.push(backupDir)
    const target = path.join(backupDir, 'yedek')
    // Writes go on while the backup runs: the copy must still be one consistent snapshot.
    const during = `sirasinda${Date.now()}`
    const [backup] = await Promise.all([
      node(['node', 'scripts/backup.mjs', target], data.env),
      ...Array.from({ length: 5 }, (_, i) => post(app.baseURL, lead(during, i))),
    ])
    expect(backup.code, backup.out).toBe(0)
    const manifest = JSON.parse(fs.readFileSync(path.join(target, 'manifest.json'), 'utf8')) as {
      mediaFiles: number
      databaseBytes: number
    }
    expect(manifest.mediaFiles).toBeGreaterThan(0)
    console.info(`backup: ${JSON.stringify(manifest)}`)

    const after = `nachher${Date.now()}`
    for (let i = 0; i < 2; i++) expect((await post(app.baseURL, lead(after, i))).status).toBe(201)
    const auth = await loginAt(app.baseURL)
    expect(await count(app.baseURL, auth, after)).toBe(2)

    const newDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-restored-'))
    extraDirs.push(newDir)
    const env2: NodeJS.ProcessEnv = {
      ...data.env,
      DATA_DIR: newDir,
      DATABASE_URL: `file:${path.join(newDir, 'vitrin.db')}`,
      MEDIA_DIR: path.join(newDir, 'media'),
      DOCUMENTS_DIR: path.join(newDir, 'documents'),
    }
    const restore = await node(['node', 'scripts/restore.mjs', target], env2)
    expect(restore.code, restore.out).toBe(0)
    // A second restore over it is refused without --force.
    expect((await node(['node', 'scripts/restore.mjs', target], env2)).code).toBe(1)

    restored = await startApp(env2, { logFile: path.join(newDir, 'app.log') })
    const auth2 = await loginAt(restored.baseURL)
    expect(await count(restored.baseURL, auth2, before)).toBe(3)
    expect(await count(restored.baseURL, auth2, after)).toBe(0)
    const duringCount = await count(restored.baseURL, auth2, during)
    expect(duringCount).toBeGreaterThanOrEqual(0)
    expect(duringCount).toBeLessThanOrEqual(5)
    // The uploads came along: a product image is served by the restored server.
    const media = (await (
      await fetch(`${restored.baseURL}/cms-api/media?limit=1&depth=0`, {
        headers: { Authorization: auth2 },
      })
    ).json()) as { docs: { url: string }[] }
    const image = await fetch(new URL(media.docs[0]!.url, restored.baseURL))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it('the retention run anonymises old leads only, keeping dates, status and product', async () => {
    const auth = await loginAt(app.baseURL)
    const tag = `eski${Date.now()}`
    const ids: number[] = []
    for (let i = 0; i < 2; i++) {
      const res = await post(app.baseURL, { ...lead(tag, i), message: 'Kişisel mesaj' })
      ids.push(((await res.json()) as { id: number }).id)
    }
    const old = new Date(Date.now() - 25 * 31 * 24 * 3600 * 1000).toISOString()
    const patch = await fetch(`${app.baseURL}/cms-api/contact-requests/${ids[0]}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ status: 'tamamlandi' }),
    })
    expect(patch.status).toBe(200)
    // The receipt time is the server's, read-only for staff: aged in the database itself.
    const db = createClient({ url: data.env.DATABASE_URL! })
    // The server may be writing (the leads' mails): wait for its lock instead of SQLITE_BUSY.
    await db.execute('PRAGMA busy_timeout = 10000')
    await db.execute({
      sql: 'UPDATE contact_requests SET received_at = ? WHERE id = ?',
      args: [old, ids[0]!],
    })
    db.close()
    const run = await node(['npm', 'run', 'retention'], data.env)
    expect(run.code, run.out).toBe(0)
    expect(run.out).toMatch(/anonimleştirildi/)
    const result = /retention-result (\{.*\})/.exec(run.out)
    expect(result, run.out).not.toBeNull()
    const counts = JSON.parse(result![1]!) as Record<string, number>
    expect(counts['contact-requests']).toBeGreaterThanOrEqual(1)
    const get = async (id: number) =>
      (await (
        await fetch(`${app.baseURL}/cms-api/contact-requests/${id}?depth=0`, {
          headers: { Authorization: auth },
        })
      ).json()) as Record<string, unknown>
    const anonymised = await get(ids[0]!)
    expect(anonymised).toMatchObject({
      name: 'Anonimleştirildi',
      corporation: 'Anonimleştirildi',
      status: 'tamamlandi',
      receivedAt: old,
    })
    expect(String(anonymised.mail)).not.toContain(tag)
    expect(anonymised.message ?? null).toBeNull()
    expect(anonymised.ip ?? null).toBeNull()
    expect(anonymised.anonymisedAt).toEqual(expect.any(String))
    const recent = await get(ids[1]!)
    expect(recent.mail).toBe(`${tag}-1@example.com`)
    expect(recent.message).toBe('Kişisel mesaj')
  })
})
