import 'server-only'

import { plannerCameras, plannerCatalogue, type PlannerCamera } from './catalogue'
import { chooseEquipment, type Chosen, type Disk, type Recorder, type Switch } from './choose'
import { DEFAULT_CAMERA_WATTS, oneDecimal, totals, type CameraGroup } from './numbers'
import { PLANNER_MESSAGES, type PlannerInput } from './schema'

/** The answer of POST /api/proje-planlayici and what the page shows (issue 42's shape). */
export interface ProjectPlan {
  bitrateMbps: number
  storageTB: number
  poeWatts: number
  groups: { bitrateMbps: number; storageTB: number; poeWatts: number; camera: Line | null }[]
  recorders: (Line & Omit<Recorder, 'slug' | 'sku' | 'name'>)[]
  disks: (Line & Omit<Disk, 'slug' | 'sku' | 'name'>)[]
  switches: (Line & Omit<Switch, 'slug' | 'sku' | 'name'>)[]
  /** Every product with its quantity: what `POST /api/contact` takes as `items`. */
  lines: { slug: string; quantity: number }[]
  warnings: string[]
}

interface Line {
  slug: string
  sku: string
  name: string
  quantity: number
  /** Why it fits, in Turkish. */
  reason: string
}

/** Every product of the plan once, in the table's order, with what it is (the page's list). */
export function planRows(plan: ProjectPlan): (Line & { kind: string })[] {
  // A camera chosen for several groups is one line of their total.
  const cameras = new Map(plan.groups.flatMap((g) => (g.camera ? [[g.camera.slug, g.camera]] : [])))
  return [
    ...plan.recorders.map((r) => ({ ...r, kind: 'Kayıt cihazı' })),
    ...plan.disks.map((d) => ({ ...d, kind: 'Disk' })),
    ...plan.switches.map((s) => ({ ...s, kind: 'PoE switch' })),
    ...[...cameras.values()].map((c) => ({ ...c, kind: 'Kamera' })),
  ]
}

export type PlanResult =
  { ok: true; plan: ProjectPlan } | { ok: false; errors: Record<string, string> }

const line = <T extends { slug: string; sku: string; name: string }>({
  item,
  quantity,
  reason,
}: Chosen<T>) => ({ ...item, quantity, reason })

/** Figures, then the bill of materials from the published catalogue; unknown cameras refused. */
export async function planProject(input: PlannerInput): Promise<PlanResult> {
  const named = input.groups.flatMap((g) => (g.product ? [g.product] : []))
  const cameras = await plannerCameras(named)
  const errors: Record<string, string> = {}
  input.groups.forEach((g, i) => {
    if (g.product && !cameras.has(g.product))
      errors[`groups.${i}.product`] = PLANNER_MESSAGES.product
  })
  if (Object.keys(errors).length) return { ok: false, errors }

  const groups: (CameraGroup & { camera: PlannerCamera | null })[] = input.groups.map((g) => {
    const camera = g.product ? (cameras.get(g.product) ?? null) : null
    return {
      ...g,
      // The chosen camera's own resolution and power replace what was typed.
      megapixels: camera?.megapixels ?? g.megapixels,
      watts: camera?.watts ?? null,
      camera,
    }
  })
  const figures = totals(groups, input.retentionDays)
  const cameraCount = groups.reduce((sum, g) => sum + g.cameras, 0)
  const chosen = chooseEquipment(
    {
      cameras: cameraCount,
      incomingMbps: figures.bitrateMbps,
      storageTB: figures.storageTB,
      poeWatts: figures.poeWatts,
      redundancy: input.raid,
    },
    await plannerCatalogue(),
  )

  const cameraLines = new Map<string, Line>()
  groups.forEach((g) => {
    if (!g.camera) return
    const known = cameraLines.get(g.camera.slug)
    const quantity = (known?.quantity ?? 0) + g.cameras
    cameraLines.set(g.camera.slug, {
      slug: g.camera.slug,
      sku: g.camera.sku,
      name: g.camera.name,
      quantity,
      reason: `${quantity} kamera`,
    })
  })
  const recorders = chosen.recorders.map(line)
  const disks = chosen.disks.map(line)
  const switches = chosen.switches.map(line)
  const warnings = [...chosen.warnings]
  if (groups.some((g) => g.watts == null))
    warnings.push(
      `Ürünü seçilmeyen kameraların gücü kamera başına ${DEFAULT_CAMERA_WATTS} W sayıldı; kameranızı seçerseniz kendi değeri kullanılır.`,
    )
  return {
    ok: true,
    plan: {
      bitrateMbps: oneDecimal(figures.bitrateMbps),
      storageTB: oneDecimal(figures.storageTB),
      poeWatts: oneDecimal(figures.poeWatts),
      groups: figures.groups.map((g, i) => ({
        bitrateMbps: oneDecimal(g.bitrateMbps),
        storageTB: oneDecimal(g.storageTB),
        poeWatts: oneDecimal(g.poeWatts),
        camera: groups[i]?.camera ? (cameraLines.get(groups[i].camera.slug) ?? null) : null,
      })),
      recorders,
      disks,
      switches,
      lines: [...recorders, ...disks, ...switches, ...cameraLines.values()].map(
        ({ slug, quantity }) => ({ slug, quantity }),
      ),
      warnings,
    },
  }
}
