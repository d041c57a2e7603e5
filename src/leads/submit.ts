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
import { leadReference } from './reference'

export interface SubmittedLead {
  id: string | number
  /** What the customer is told to quote: `TLP-2026-000123` (./reference.ts). */
  reference: string
}

/** Passed the schema but refused by the database (an unknown product): a 422. */
export class LeadRefused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors).join(' '))
    this.name = 'LeadRefused'
  }
}

/**
 * What another wing writes with a contact request (the dealers': the account, the company, the net
 * price of each line); the leads wing stores it without knowing it.
 */
export interface LeadExtras {
  data?: Record<string, unknown>
  line?: (slug: string) => Record<string, unknown> | undefined
}

/** The quote list's lines with each product's code and name as they are now; published only. */
async function quoteLines(
  payload: Payload,
  req: PayloadRequest,
  items: ContactInput['items'],
  extraOf: LeadExtras['line'],
) {
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
    return { product: id, slug, sku, name, quantity, ...extraOf?.(slug) }
  })
}

async function acknowledgementEnabled(payload: Payload, req: PayloadRequest): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return Boolean(settings.acknowledgement?.enabled)
}

type SystemData = Record<string, unknown>

/** Read back after storing, so that a 201 means the lead and its jobs are durable. */
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
  // Payload's commitTransaction swallows a failed COMMIT: read the lead back, outside the
  // transaction, before anyone is told it was received.
  const stored = await payload.findByID({
    collection,
    id,
    depth: 0,
    select: { receivedAt: true },
    overrideAccess: true,
    disableErrors: true,
  })
  // A failed COMMIT is the database's trouble: 503, "try again".
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
  return { id, reference: leadReference(collection, id, stored.receivedAt ?? new Date()) }
}

function consent(meta: RequestMeta) {
  return {
    consentVersion: KVKK_NOTICE_VERSION,
    consentAt: new Date().toISOString(),
    consentIp: meta.ip,
  }
}

/** Unknown product slugs are kept as text. */
export function submitContact(
  input: ContactInput,
  meta: RequestMeta,
  extras: LeadExtras = {},
): Promise<SubmittedLead> {
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
    const items = await quoteLines(payload, req, input.items, extras.line)
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
        ...extras.data,
        ...system,
      },
    })
  })
}

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
