import 'server-only'

import { after } from 'next/server'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { kickLeadQueue } from './jobs/queue'
import { LEADS_QUEUE } from './jobs/sendLeadNotification'
import { isCommittedElsewhere, isSqliteBusy, replaceConnection } from '@/lib/db/sqliteBusy'
import type { RequestMeta } from '@/lib/http/client'
import { getPayloadClient } from '@/lib/payload'
import { messages, type ApplicationInput, type ContactInput } from '@/lib/validation'

import { ACK_SKIPPED } from './acknowledge'
import { KVKK_NOTICE_VERSION } from './kvkk'
import type { LeadCollection } from './notify'
import { productLabelOf } from './productLabel'

export interface SubmittedLead {
  id: string | number
}

/** Input the schema passed but the database refuses (an unknown product): a 422, nothing stored. */
export class LeadRefused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors).join(' '))
    this.name = 'LeadRefused'
  }
}

/** The quote list's lines with each product's code and name as they are now; published only. */
async function quoteLines(payload: Payload, req: PayloadRequest, items: ContactInput['items']) {
  if (!items) return undefined
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { in: items.map((item) => item.slug) } },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { slug: true, sku: true, name: true },
    req,
  })
  const bySlug = new Map(docs.map((doc) => [doc.slug, doc]))
  const missing = items.filter((item) => !bySlug.has(item.slug)).map((item) => item.slug)
  if (missing.length)
    throw new LeadRefused({ items: `${messages.itemsUnknown} ${missing.join(', ')}` })
  return items.map(({ slug, quantity }) => {
    const { id, sku, name } = bySlug.get(slug)!
    return { product: id, slug, sku, name, quantity }
  })
}

/** Whether site settings ask for the visitor's acknowledgement mail (off by default). */
async function acknowledgementEnabled(payload: Payload, req: PayloadRequest): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return Boolean(settings.acknowledgement?.enabled)
}

/** What the server records on a new lead besides the visitor's input. */
type SystemData = Record<string, unknown>

/**
 * Stores a lead and queues its notification and, when site settings ask for it, the visitor's
 * acknowledgement (one transaction on PostgreSQL; on SQLite a start requeues notifications a crash
 * left without a job), then reads it back, so that a 201 means both are durable. The cron in
 * src/jobs picks up what the run right after the response leaves.
 */
async function storeLead(
  collection: LeadCollection,
  write: (
    payload: Payload,
    req: PayloadRequest,
    system: SystemData,
  ) => Promise<{ id: string | number }>,
): Promise<SubmittedLead> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let id: string | number
  try {
    const acknowledge = await acknowledgementEnabled(payload, req)
    const doc = await write(payload, req, acknowledge ? {} : { ackSkipped: ACK_SKIPPED.disabled })
    id = doc.id
    await payload.jobs.queue({
      task: 'sendLeadNotification',
      queue: LEADS_QUEUE,
      input: { collection, id: String(id) },
      req,
    })
    if (acknowledge)
      await payload.jobs.queue({
        task: 'sendLeadAcknowledgement',
        queue: LEADS_QUEUE,
        input: { collection, id: String(id) },
        req,
      })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    if (isSqliteBusy(error)) await replaceConnection(payload)
    throw error
  }
  // Payload reports success even when the COMMIT itself fails (its commitTransaction swallows the
  // error and rolls back): the lead is read back, outside the transaction, before anyone is told
  // it was received. The caller then answers 500/503 instead of a 201 for a lead that is not there.
  const stored = await payload.findByID({
    collection,
    id,
    depth: 0,
    select: {},
    overrideAccess: true,
    disableErrors: true,
  })
  // A COMMIT that failed is the database's trouble (a dropped connection, a stuck SQLite
  // connection that only this process reads through): 503, "try again".
  const durable = stored && (await isCommittedElsewhere(payload, collection, id))
  if (stored && !durable) await replaceConnection(payload)
  if (!durable)
    throw Object.assign(
      new Error(`${collection} ${String(id)} is not in the database after its commit`),
      { code: 'LEAD_NOT_COMMITTED' },
    )
  try {
    after(() => kickLeadQueue(payload))
  } catch {
    // Outside a request (scripts, tests): the cron sends it.
  }
  return { id }
}

function consent(meta: RequestMeta) {
  return {
    consentVersion: KVKK_NOTICE_VERSION,
    consentAt: new Date().toISOString(),
    consentIp: meta.ip,
  }
}

/** Stores a contact or quote request. A quote names its product by slug; unknown slugs are kept as text. */
export function submitContact(input: ContactInput, meta: RequestMeta): Promise<SubmittedLead> {
  return storeLead('contact-requests', async (payload, req, system) => {
    let product: { id: number; sku?: string | null; name?: string | null } | undefined
    if (input.product) {
      const { docs } = await payload.find({
        collection: 'products',
        where: { slug: { equals: input.product } },
        limit: 1,
        depth: 0,
        select: { sku: true, name: true },
        req,
      })
      product = docs[0]
    }
    const items = await quoteLines(payload, req, input.items)
    return payload.create({
      collection: 'contact-requests',
      overrideAccess: true,
      req,
      depth: 0,
      select: {},
      data: {
        name: input.name,
        corporation: input.corporation,
        mail: input.mail,
        phone: input.phone,
        kvkk: input.kvkk,
        message: input.message || undefined,
        productSlug: input.product || undefined,
        product: product?.id,
        items,
        status: 'yeni',
        receivedAt: new Date().toISOString(),
        ...meta,
        ...consent(meta),
        productLabel: productLabelOf(product, items, input.product),
        ...system,
      },
    })
  })
}

/** Stores a dealer application, with the version of the KVKK notice its page shows. */
export function submitApplication(
  input: ApplicationInput,
  meta: RequestMeta,
): Promise<SubmittedLead> {
  return storeLead('dealer-applications', (payload, req, system) =>
    payload.create({
      collection: 'dealer-applications',
      overrideAccess: true,
      req,
      depth: 0,
      select: {},
      data: {
        name: input.name,
        phone: input.phone,
        mail: input.mail,
        corporation: input.corporation,
        city: input.city,
        kvkk: input.kvkk,
        status: 'yeni',
        receivedAt: new Date().toISOString(),
        ...meta,
        ...consent(meta),
        ...system,
      },
    }),
  )
}
