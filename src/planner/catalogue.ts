import 'server-only'

import type { Where } from 'payload'

import { listAttributeDefs } from '@/catalog/attributes'
import { cachedRead } from '@/lib/cache'
import { getPayloadClient } from '@/lib/payload'

import { PLANNER_ATTRIBUTES } from './attributes'
import type { Candidate, Disk, Recorder, Switch } from './choose'
import { MEGAPIXELS, type Megapixels } from './numbers'

export { PLANNER_ATTRIBUTES }

type Key = keyof typeof PLANNER_ATTRIBUTES

/** What makes a product a recorder, a disk or a switch to the planner, and what each must say. */
export const PLANNER_KINDS = {
  recorder: {
    label: 'Kayıt cihazı',
    marks: ['bays', 'incomingMbps'],
    needs: ['channels', 'incomingMbps', 'bays', 'maxDiskTB'],
  },
  disk: { label: 'Disk', marks: ['capacityTB'], needs: ['capacityTB'] },
  switch: { label: 'PoE switch', marks: ['poeBudgetW'], needs: ['poePorts', 'poeBudgetW'] },
} as const satisfies Record<string, { label: string; marks: Key[]; needs: Key[] }>

export interface PlannerProduct extends Candidate {
  id: number | string
  values: Partial<Record<Key, number>>
}

export interface PlannerCatalogue {
  recorders: Recorder[]
  disks: Disk[]
  switches: Switch[]
  /** Products marked as one of the kinds but lacking a figure it needs: never guessed at. */
  incomplete: { product: PlannerProduct; kind: keyof typeof PLANNER_KINDS; missing: Key[] }[]
}

interface ProductRow {
  id: number | string
  slug: string
  sku: string
  name: string
  attributes?: { attribute: unknown; value: string }[] | null
}

/** The published products that carry any of the planner's attributes, with their figures. */
async function readPlannerProducts(keys: Key[], where?: Where): Promise<PlannerProduct[]> {
  const defs = await listAttributeDefs()
  const bySlug = new Map(defs.map((d) => [d.slug, d]))
  const keyOf = new Map<string, Key>()
  for (const key of keys) {
    const def = bySlug.get(PLANNER_ATTRIBUTES[key])
    if (def) keyOf.set(String(def.id), key)
  }
  if (!keyOf.size) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: where ?? { 'attributes.attribute': { in: [...keyOf.keys()] } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    sort: 'sku',
    select: { slug: true, sku: true, name: true, attributes: true },
  })
  return (docs as ProductRow[]).map((doc) => {
    const values: PlannerProduct['values'] = {}
    for (const row of doc.attributes ?? []) {
      const key = keyOf.get(String(row.attribute))
      if (!key) continue
      const value =
        key === 'resolution' ? Number(/^(\d+) MP/.exec(row.value)?.[1]) : Number(row.value)
      if (Number.isFinite(value) && value > 0) values[key] = value
    }
    return { id: doc.id, slug: doc.slug, sku: doc.sku, name: doc.name, values }
  })
}

const kindKeys = Object.values(PLANNER_KINDS).flatMap((k) => [...k.needs, ...k.marks])

/**
 * Recorders, disks and switches of the published catalogue, one per distinct set of figures (the
 * first by code), so the choice stays fast at any catalogue size; cached like the listings.
 */
export const plannerCatalogue = cachedRead(
  'plannerCatalogue',
  ['products', 'attributes'],
  async (): Promise<PlannerCatalogue> => {
    const products = await readPlannerProducts([...new Set(kindKeys)])
    const catalogue: PlannerCatalogue = { recorders: [], disks: [], switches: [], incomplete: [] }
    const seen = new Set<string>()
    const once = (signature: string) => !seen.has(signature) && Boolean(seen.add(signature))
    const add = (
      kind: keyof typeof PLANNER_KINDS,
      { slug, sku, name, values: v }: PlannerProduct,
    ) => {
      const base = { slug, sku, name }
      if (kind === 'recorder') {
        const r: Recorder = {
          ...base,
          channels: v.channels!,
          maxIncomingMbps: v.incomingMbps!,
          bays: v.bays!,
          maxDiskTB: v.maxDiskTB!,
          poePorts: v.poePorts ?? 0,
        }
        if (once(`r:${r.channels}:${r.maxIncomingMbps}:${r.bays}:${r.maxDiskTB}:${r.poePorts}`))
          catalogue.recorders.push(r)
      } else if (kind === 'disk') {
        if (once(`d:${v.capacityTB}`)) catalogue.disks.push({ ...base, capacityTB: v.capacityTB! })
      } else if (once(`s:${v.poePorts}:${v.poeBudgetW}`)) {
        catalogue.switches.push({ ...base, poePorts: v.poePorts!, poeBudgetW: v.poeBudgetW! })
      }
    }
    for (const product of products) {
      const v = product.values
      for (const [kind, rule] of Object.entries(PLANNER_KINDS) as [
        keyof typeof PLANNER_KINDS,
        (typeof PLANNER_KINDS)[keyof typeof PLANNER_KINDS],
      ][]) {
        // One kind a product: an NVR with PoE ports is a recorder, not a switch too.
        if (!rule.marks.some((key) => v[key] !== undefined)) continue
        const missing = rule.needs.filter((key) => v[key] === undefined)
        if (missing.length) catalogue.incomplete.push({ product, kind, missing })
        else add(kind, product)
        break
      }
    }
    return catalogue
  },
)

export interface PlannerCamera extends Candidate {
  megapixels: Megapixels | null
  watts: number | null
}

/** The cameras a project names, by slug: published ones only; their resolution and power. */
export async function plannerCameras(slugs: string[]): Promise<Map<string, PlannerCamera>> {
  if (!slugs.length) return new Map()
  const products = await readPlannerProducts(['resolution', 'watts'], {
    slug: { in: [...new Set(slugs)] },
  })
  // A camera is what says its resolution or its power; another product is not one.
  const cameras = products.filter((p) => p.values.resolution || p.values.watts)
  return new Map(
    cameras.map((p) => {
      const mp = p.values.resolution
      return [
        p.slug,
        {
          slug: p.slug,
          sku: p.sku,
          name: p.name,
          megapixels: MEGAPIXELS.includes(mp as Megapixels) ? (mp as Megapixels) : null,
          watts: p.values.watts ?? null,
        },
      ]
    }),
  )
}
