// The bill of materials from the catalogue's recorders, disks and switches (issue 42): pure, so
// that "nothing fits", "two recorders" and the tie-breaks are unit-tested without a database.
import { disksFor, poeBudgetFor, type Redundancy } from './numbers'

export interface Candidate {
  slug: string
  sku: string
  name: string
}
export interface Recorder extends Candidate {
  channels: number
  maxIncomingMbps: number
  bays: number
  maxDiskTB: number
  poePorts: number
}
export interface Disk extends Candidate {
  capacityTB: number
}
export interface Switch extends Candidate {
  poePorts: number
  poeBudgetW: number
}

export interface Need {
  cameras: number
  incomingMbps: number
  /** Usable TB, file system overhead included. */
  storageTB: number
  poeWatts: number
  redundancy: Redundancy
}

export interface Chosen<T> {
  item: T
  quantity: number
  /** Why it fits, in Turkish: `16 kanal, 160 Mbps, 4 × 8 TB`. */
  reason: string
}

export interface Plan {
  recorders: Chosen<Recorder>[]
  disks: Chosen<Disk>[]
  switches: Chosen<Switch>[]
  warnings: string[]
}

/** At most this many recorders (or switches) of one model are offered before saying none fits. */
export const MAX_UNITS = 64

const fmt = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 })
const n = (value: number) => fmt.format(value)

interface RecorderFit {
  recorder: Recorder
  units: number
  disk: Disk
  disksPerUnit: number
}

/** The disk that fills one recorder's share with the fewest disks (then the smaller disk). */
function bestDisk(recorder: Recorder, shareTB: number, disks: Disk[], redundancy: Redundancy) {
  let best: { disk: Disk; count: number } | null = null
  for (const disk of disks) {
    if (disk.capacityTB > recorder.maxDiskTB) continue
    const count = disksFor(shareTB, disk.capacityTB, redundancy)
    if (count > recorder.bays) continue
    if (
      !best ||
      count < best.count ||
      (count === best.count && disk.capacityTB < best.disk.capacityTB)
    )
      best = { disk, count }
  }
  return best
}

/** Smallest sufficient model first: fewer channels, then fewer bays, then less bandwidth. */
const bySize = (a: Recorder, b: Recorder) =>
  a.channels - b.channels || a.bays - b.bays || a.maxIncomingMbps - b.maxIncomingMbps

function fitRecorders(need: Need, recorders: Recorder[], disks: Disk[]): RecorderFit | null {
  const models = [...recorders].sort(bySize)
  for (let units = 1; units <= MAX_UNITS; units++) {
    const channels = Math.ceil(need.cameras / units)
    for (const recorder of models) {
      if (recorder.channels < channels) continue
      if (recorder.maxIncomingMbps < need.incomingMbps / units) continue
      const best = bestDisk(recorder, need.storageTB / units, disks, need.redundancy)
      if (best) return { recorder, units, disk: best.disk, disksPerUnit: best.count }
    }
  }
  return null
}

function fitSwitches(cameras: number, watts: number, switches: Switch[]) {
  const budget = poeBudgetFor(watts)
  const models = [...switches].sort(
    (a, b) => a.poePorts - b.poePorts || a.poeBudgetW - b.poeBudgetW,
  )
  for (let units = 1; units <= MAX_UNITS; units++)
    for (const model of models)
      if (model.poePorts * units >= cameras && model.poeBudgetW * units >= budget)
        return { model, units, budget }
  return null
}

export function chooseEquipment(
  need: Need,
  catalogue: { recorders: Recorder[]; disks: Disk[]; switches: Switch[] },
): Plan {
  const plan: Plan = { recorders: [], disks: [], switches: [], warnings: [] }
  if (need.cameras <= 0) return plan
  const fit = fitRecorders(need, catalogue.recorders, catalogue.disks)
  if (!fit) {
    plan.warnings.push(
      `Katalogdaki kayıt cihazları ve diskler bu projeyi karşılamıyor (${n(need.cameras)} kanal, ${n(need.incomingMbps)} Mbps, ${n(need.storageTB)} TB). Depolama ve bant genişliği hesapları yine de geçerlidir; satış ekibimiz uygun çözümü önerecektir.`,
    )
  } else {
    const { recorder, units, disk, disksPerUnit } = fit
    plan.recorders.push({
      item: recorder,
      quantity: units,
      reason: `${n(recorder.channels)} kanal, ${n(recorder.maxIncomingMbps)} Mbps, ${recorder.bays} disk yuvası × en çok ${n(recorder.maxDiskTB)} TB`,
    })
    plan.disks.push({
      item: disk,
      quantity: disksPerUnit * units,
      reason: `Kayıt cihazı başına ${disksPerUnit} × ${n(disk.capacityTB)} TB`,
    })
  }
  // The recorders' own PoE ports carry the cameras when there are enough of them.
  const recorderPorts = fit ? fit.recorder.poePorts * fit.units : 0
  if (recorderPorts >= need.cameras) return plan
  const switched = fitSwitches(need.cameras, need.poeWatts, catalogue.switches)
  if (!switched)
    plan.warnings.push(
      `Katalogdaki PoE switch'ler ${n(need.cameras)} kameranın ${n(poeBudgetFor(need.poeWatts))} W gücünü taşımıyor.`,
    )
  else
    plan.switches.push({
      item: switched.model,
      quantity: switched.units,
      reason: `${switched.model.poePorts} PoE port, ${n(switched.model.poeBudgetW)} W bütçe (gereken ${n(switched.budget)} W, %20 pay dahil)`,
    })
  return plan
}
