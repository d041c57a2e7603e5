// Staff writes that arrive together, in one server process (Payload's Local API here, on a seeded
// catalogue of the test database; TEST_DB=postgres for PostgreSQL). On SQLite they once failed
// with SQLITE_BUSY as soon as two overlapped (docs/decisions/0001-sqlite-writes.md).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RequestMeta } from '@/lib/http/client'
import type { ContactInput } from '@/lib/validation'

import { createTestData, type TestData, testDbKind } from '../helpers/processes'

const kind = testDbKind()
let data: TestData
let payload: Payload

/** Each rejection with its causes (Drizzle's "Failed query" hides the driver's error there). */
const failures = (results: PromiseSettledResult<unknown>[]) =>
  results.flatMap((r) => {
    if (r.status !== 'rejected') return []
    const chain: string[] = []
    for (let e: unknown = r.reason; e && chain.length < 4; e = (e as { cause?: unknown }).cause)
      chain.push(String((e as Error).message ?? e).slice(0, 300))
    return [chain.join(' ← ')]
  })

beforeAll(async () => {
  data = await createTestData(kind)
  // The config reads these when it is first imported.
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'MEDIA_DIR', 'DOCUMENTS_DIR', 'PAYLOAD_SECRET'])
    process.env[key] = data.env[key]
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@/payload.config'),
  ])
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.destroy()
  await data?.drop()
})

describe(`concurrent writes in one process (${kind})`, () => {
  it.runIf(kind === 'sqlite')(
    "runs SQLite's connections with synchronous = FULL, also after a write transaction (an acknowledged lead survives a power cut)",
    async () => {
      const client = (
        payload.db as unknown as {
          client: { execute(sql: string): Promise<{ rows: Record<string, unknown>[] }> }
        }
      ).client
      const synchronous = async () =>
        Number((await client.execute('PRAGMA synchronous')).rows[0]!.synchronous)
      expect(await synchronous()).toBe(2)
      await payload.create({
        collection: 'contact-requests',
        overrideAccess: true,
        data: {
          name: 'Senkron Testi',
          corporation: 'Şirket',
          mail: 'senkron-testi@vitrin.example',
          phone: '0212 555 12 34',
          kvkk: '1',
          status: 'yeni',
          receivedAt: new Date().toISOString(),
        },
      })
      expect(await synchronous()).toBe(2)
    },
  )

  it('saves 12 product edits made at once', async () => {
    const { docs } = await payload.find({ collection: 'products', limit: 12, depth: 0 })
    expect(docs).toHaveLength(12)
    const names = docs.map((d, i) => `${d.name} · eş zamanlı düzenleme ${i}`)
    const results = await Promise.allSettled(
      docs.map((d, i) =>
        payload.update({ collection: 'products', id: d.id, data: { name: names[i] }, depth: 0 }),
      ),
    )
    expect(failures(results)).toEqual([])
    const after = await payload.find({
      collection: 'products',
      where: { id: { in: docs.map((d) => d.id) } },
      limit: 12,
      depth: 0,
    })
    expect(after.docs.map((d) => d.name).sort()).toEqual([...names].sort())
  })

  it('runs writes outside a transaction beside open transactions', async () => {
    const { docs } = await payload.find({ collection: 'brands', limit: 4, depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(2)
    const results = await Promise.allSettled([
      ...docs.map((b) =>
        payload.update({
          collection: 'brands',
          id: b.id,
          data: { name: `${b.name} Ğİ` },
          depth: 0,
        }),
      ),
      // No `req`: Payload runs this delete on the client's own connection, not in a transaction.
      ...[1, 2, 3].map(() =>
        payload.db.deleteMany({
          collection: 'payload-locked-documents',
          where: { updatedAt: { less_than: '2000-01-01T00:00:00.000Z' } },
        }),
      ),
    ])
    expect(failures(results)).toEqual([])
    const renamed = await payload.find({
      collection: 'brands',
      where: { id: { in: docs.map((b) => b.id) } },
      depth: 0,
    })
    expect(renamed.docs.every((b) => b.name.endsWith(' Ğİ'))).toBe(true)
  })

  it('counts every wrong password of a burst, then refuses the right one (locked)', async () => {
    const email = `eszamanli-${Date.now()}@vitrin.example`
    const password = 'dogru-parola-12345'
    await payload.create({
      collection: 'users',
      data: { email, password, role: 'sales', name: 'Eş Zamanlı Giriş' },
    })
    const burst = await Promise.allSettled(
      [0, 1, 2, 3, 4].map((i) =>
        payload.login({ collection: 'users', data: { email, password: `yanlis-${i}` } }),
      ),
    )
    // Every attempt is refused as a wrong password, none fails on the database.
    const errors = burst.map((r) =>
      r.status === 'rejected' ? (r.reason as { name?: string }).name : 'logged in',
    )
    expect(errors, failures(burst).join('\n')).toEqual(Array(5).fill('AuthenticationError'))
    await expect(
      payload.login({ collection: 'users', data: { email, password } }),
    ).rejects.toMatchObject({ name: 'LockedAuth' })
  })

  // SQLite runs without transactions (Payload's default there): no COMMIT that could fail.
  it.runIf(kind === 'postgres')(
    'does not acknowledge a lead whose COMMIT failed (Payload reports such a commit as done)',
    async () => {
      const { submitContact } = await import('@/leads/submit')
      const input: ContactInput = {
        name: 'Commit Testi',
        corporation: 'Şirket',
        mail: 'commit-testi@vitrin.example',
        phone: '0212 555 12 34',
        kvkk: '1',
        message: 'Kaydedilmeyen talep',
        product: undefined,
        items: undefined,
      }
      const meta: RequestMeta = { ip: '127.0.0.1', userAgent: 'vitest', sourcePage: '/iletisim' }
      const count = () =>
        payload.count({ collection: 'contact-requests', where: { mail: { equals: input.mail } } })
      const before = (await count()).totalDocs
      // What a failed COMMIT looks like through Payload: the transaction ends rolled back and
      // commitTransaction returns as if it had committed (@payloadcms/drizzle swallows the error).
      const commit = payload.db.commitTransaction.bind(payload.db)
      payload.db.commitTransaction = async (id) => {
        await payload.db.rollbackTransaction(id)
      }
      try {
        await expect(submitContact(input, meta)).rejects.toThrow(/not in the database/)
      } finally {
        payload.db.commitTransaction = commit
      }
      expect((await count()).totalDocs).toBe(before)
      // And with a working commit the same lead is stored and acknowledged.
      const ok = await submitContact(input, meta)
      expect(ok.id).toBeTruthy()
      expect((await count()).totalDocs).toBe(before + 1)
    },
  )
})
