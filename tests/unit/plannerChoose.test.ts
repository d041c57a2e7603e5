import { describe, expect, it } from 'vitest'

import { chooseEquipment, type Disk, type Recorder, type Switch } from '@/planner/choose'
import { totals } from '@/planner/numbers'

const recorder = (channels: number, bays: number, maxDiskTB: number, poePorts = 0): Recorder => ({
  slug: `nvr-${channels}`,
  sku: `NVR-${channels}`,
  name: `${channels} Kanal NVR`,
  channels,
  maxIncomingMbps: channels * 10,
  bays,
  maxDiskTB,
  poePorts,
})
const disk = (capacityTB: number): Disk => ({
  slug: `hdd-${capacityTB}`,
  sku: `HDD-${capacityTB}`,
  name: `${capacityTB} TB Disk`,
  capacityTB,
})
const poeSwitch = (poePorts: number, poeBudgetW: number): Switch => ({
  slug: `sw-${poePorts}`,
  sku: `SW-${poePorts}`,
  name: `${poePorts} Port PoE Switch`,
  poePorts,
  poeBudgetW,
})

const catalogue = {
  recorders: [
    recorder(32, 8, 20),
    recorder(4, 1, 8, 4),
    recorder(16, 4, 16),
    recorder(8, 2, 10, 8),
  ],
  disks: [disk(20), disk(2), disk(8), disk(4)],
  switches: [poeSwitch(24, 370), poeSwitch(8, 120), poeSwitch(16, 250)],
}

/** The example: 16 cameras, 4 MP, H.265, 15 fps, 24 h, 30 days → 64 Mbps, 22.8 TB. */
const example = () => {
  const figures = totals(
    [{ cameras: 16, megapixels: 4, codec: 'h265', fps: 15, hoursPerDay: 24, motionPercent: 100 }],
    30,
  )
  return {
    cameras: 16,
    incomingMbps: figures.bitrateMbps,
    storageTB: figures.storageTB,
    poeWatts: figures.poeWatts,
    redundancy: 'yok' as const,
  }
}

describe('choosing the recorder, disks and switches', () => {
  it('the smallest recorder that fits, the fewest disks, a switch with 20 % to spare', () => {
    const plan = chooseEquipment(example(), catalogue)
    expect(plan.warnings).toEqual([])
    expect(plan.recorders.map((r) => [r.item.sku, r.quantity])).toEqual([['NVR-16', 1]])
    expect(plan.recorders[0]!.reason).toBe('16 kanal, 160 Mbps, 4 disk yuvası × en çok 16 TB')
    // 22.8 TB: three 8 TB disks fit four bays; 20 TB disks exceed the recorder's 16 TB per bay.
    expect(plan.disks.map((d) => [d.item.sku, d.quantity])).toEqual([['HDD-8', 3]])
    // 16 × 6 W = 96 W, 115.2 W with headroom: the 16-port switch.
    expect(plan.switches.map((s) => [s.item.sku, s.quantity])).toEqual([['SW-16', 1]])
    expect(plan.switches[0]!.reason).toContain('gereken 115,2 W')
  })

  it('RAID 6 gives up two disks: four bays no longer hold it, the 8-bay recorder does', () => {
    const plan = chooseEquipment({ ...example(), redundancy: 'raid6' }, catalogue)
    expect(plan.recorders.map((r) => [r.item.sku, r.quantity])).toEqual([['NVR-32', 1]])
    // 22.8 TB on two 20 TB data disks, plus two for parity.
    expect(plan.disks.map((d) => [d.item.sku, d.quantity])).toEqual([['HDD-20', 4]])
  })

  it('a recorder with enough PoE ports of its own needs no switch', () => {
    const plan = chooseEquipment(
      { ...example(), cameras: 4, incomingMbps: 16, storageTB: 5.7, poeWatts: 24 },
      catalogue,
    )
    expect(plan.recorders.map((r) => r.item.sku)).toEqual(['NVR-4'])
    expect(plan.switches).toEqual([])
  })

  it('two recorders when one cannot take every camera', () => {
    const plan = chooseEquipment(
      { ...example(), cameras: 48, incomingMbps: 192, storageTB: 68 },
      catalogue,
    )
    expect(plan.recorders.map((r) => [r.item.sku, r.quantity])).toEqual([['NVR-32', 2]])
    expect(plan.disks[0]!.quantity % 2).toBe(0)
    expect(plan.switches.map((s) => [s.item.sku, s.quantity])).toEqual([['SW-24', 2]])
  })

  it('says plainly when nothing fits, and still chooses the switches', () => {
    const plan = chooseEquipment({ ...example(), storageTB: 20_000 }, catalogue)
    expect(plan.recorders).toEqual([])
    expect(plan.disks).toEqual([])
    expect(plan.warnings[0]).toMatch(
      /^Katalogdaki kayıt cihazları ve diskler bu projeyi karşılamıyor/,
    )
    expect(plan.warnings[0]).toContain('20.000 TB')
    expect(plan.switches).toHaveLength(1)
  })

  it('no switch in the catalogue: a warning, the recorder still chosen', () => {
    const plan = chooseEquipment(example(), { ...catalogue, switches: [] })
    expect(plan.recorders).toHaveLength(1)
    expect(plan.warnings).toEqual([expect.stringContaining("PoE switch'ler 16 kameranın 115,2 W")])
  })
})
