/**
 * A restart in the middle of a catalogue import: within a minute of the new start the import is
 * "Hata" with a Turkish reason and its job closed, without anyone touching the database; started
 * again, it finishes, and the rows written before the stop are not written twice. A server of
 * its own, on TEST_DB.
 */
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type AppProcess,
  countRows,
  createTestData,
  loginAt,
  startApp,
  type TestData,
  testDbKind,
  waitUntil,
} from '../../helpers/processes'

const kind = testDbKind()
// Batched writes take a few hundred rows a second: enough rows that the stop lands mid-import.
const ROWS = 5000

interface ImportDoc {
  id: number
  status: string
  dryRun: boolean
  processed?: number
  total?: number
  error?: string | null
  summary?: { dryRun: boolean; created: number; unchanged: number; refused: number } | null
}

describe(`an import interrupted by a restart (${kind})`, () => {
  let data: TestData
  let app: AppProcess
  let auth: string
  const stamp = Date.now()

  const api = (method: string, route: string, body?: unknown) =>
    fetch(`${app.baseURL}/cms-api${route}`, {
      method,
      headers: { Authorization: auth, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
  const importDoc = async (id: number) =>
    (await (await api('GET', `/catalog-imports/${id}?depth=0`)).json()) as ImportDoc
  const waitFor = (
    id: number,
    what: string,
    test: (doc: ImportDoc) => boolean,
    timeoutMs: number,
  ) =>
    waitUntil(
      `import ${id}: ${what}`,
      async () => {
        const doc = await importDoc(id)
        return test(doc) ? doc : undefined
      },
      timeoutMs,
      250,
    )
  const processingImportJobs = () =>
    countRows(
      data,
      `SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'catalogImport' AND processing = ${kind === 'sqlite' ? 1 : 'true'}`,
    )
  const start = async (log: string) => {
    // A shorter silence than production's 30 s before an import counts as interrupted.
    app = await startApp(
      { ...data.env, IMPORT_STALE_MS: '5000' },
      { logFile: path.join(data.dir, log) },
    )
    auth = await loginAt(app.baseURL)
  }

  beforeAll(async () => {
    data = await createTestData(kind)
    await start('app.log')
  }, 600_000)

  afterAll(async () => {
    await app?.stop('SIGTERM', 10_000)
    await data?.drop()
  })

  it('is marked "Hata" after the restart, and started again it finishes', async () => {
    const categories = (await (await fetch(`${app.baseURL}/api/categories`)).json()) as {
      slug: string
      children?: { slug: string }[]
    }[]
    const category = categories.find((c) => c.children?.length)!.children![0]!.slug
    const brands = (await (await fetch(`${app.baseURL}/api/brands`)).json()) as { slug: string }[]
    const lines = ['Ürün kodu;Ad;Kısa ad (URL);Kategori;Marka;Durum']
    for (let i = 0; i < ROWS; i++)
      lines.push(
        `YR-${stamp}-${i};Yeniden Başlatma Kamerası ${i};yr-${stamp}-${i};${category};${brands[0]!.slug};Yayında`,
      )
    const form = new FormData()
    form.append('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'yeniden.csv')
    form.append('_payload', JSON.stringify({ dryRun: true }))
    const uploaded = await fetch(`${app.baseURL}/cms-api/catalog-imports`, {
      method: 'POST',
      headers: { Authorization: auth },
      body: form,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const { id } = ((await uploaded.json()) as { doc: ImportDoc }).doc
    const dry = await waitFor(id, 'dry run done', (d) => d.status === 'tamamlandi', 120_000)
    expect(dry.summary).toMatchObject({ created: ROWS, refused: 0 })

    expect((await api('PATCH', `/catalog-imports/${id}`, { dryRun: false })).status).toBe(200)
    await waitFor(
      id,
      'writing',
      // Rows are written 250 at a time, each batch before the progress past it: 600 means 500 written.
      (d) => d.status === 'calisiyor' && !d.dryRun && (d.processed ?? 0) >= 600,
      120_000,
    )
    await app.stop('SIGTERM', 15_000)

    await start('app-after.log')
    const failed = await waitFor(id, 'marked failed', (d) => d.status === 'hata', 60_000).catch(
      (error: unknown) => {
        throw new Error(
          `${String(error)}\n${JSON.stringify(importDoc(id))}\n${app.log().slice(-4000)}`,
        )
      },
    )
    expect(failed.error).toMatch(/Sunucu yeniden başladığı için içe aktarma yarıda kaldı/)
    // Its job is closed, not left "processing" (jobs have no REST reads: the database is asked).
    expect(await processingImportJobs()).toBe(0)

    // Only catalogue staff may start it again; then it runs to the end.
    expect(
      (await fetch(`${app.baseURL}/cms-api/catalog-imports/${id}/retry`, { method: 'POST' }))
        .status,
    ).toBe(403)
    expect((await api('POST', `/catalog-imports/${id}/retry`)).status).toBe(200)
    const done = await waitFor(
      id,
      'finished',
      (d) => d.status === 'tamamlandi' && d.summary?.dryRun === false,
      180_000,
    )
    expect(done.summary!.created + done.summary!.unchanged).toBe(ROWS)
    expect(done.summary!.unchanged).toBeGreaterThan(0)
    const count = (await (
      await api('GET', `/products?limit=1&depth=0&where[sku][like]=YR-${stamp}-`)
    ).json()) as { totalDocs: number }
    expect(count.totalDocs).toBe(ROWS)
    // A finished import is not started again.
    expect((await api('POST', `/catalog-imports/${id}/retry`)).status).toBe(409)
  }, 300_000)
})
