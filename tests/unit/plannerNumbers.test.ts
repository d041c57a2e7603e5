import { describe, expect, it } from 'vitest'

import {
  type CameraGroup,
  CODECS,
  disksFor,
  groupFigures,
  MEGAPIXELS,
  oneDecimal,
  poeBudgetFor,
  recordedTB,
  streamMbps,
  totals,
  usableTB,
} from '@/planner/numbers'

const group = (over: Partial<CameraGroup> = {}): CameraGroup => ({
  cameras: 16,
  megapixels: 4,
  codec: 'h265',
  fps: 15,
  hoursPerDay: 24,
  motionPercent: 100,
  ...over,
})

describe('the planner’s numbers', () => {
  it('worked example: 16 × 4 Mbps × 24 h × 30 days is 20.7 TB before overhead, 22.8 TB after', () => {
    expect(oneDecimal(recordedTB(16 * 4, 24, 30))).toBe(20.7)
    const figures = groupFigures(group({ bitrateMbps: 4 }), 30)
    expect(figures.bitrateMbps).toBe(64)
    expect(oneDecimal(figures.storageTB)).toBe(22.8)
  })

  it('the table: 4 MP in H.265 at 15 fps streams 4 Mbps, as the issue’s example answers', () => {
    expect(streamMbps(group())).toBeCloseTo(4, 10)
    expect(oneDecimal(totals([group()], 30).storageTB)).toBe(22.8)
    expect(streamMbps(group({ codec: 'h264', megapixels: 8, fps: 30 }))).toBeCloseTo(32, 10)
  })

  it('motion recording stores the activity’s share; the stream to the recorder stays whole', () => {
    const full = groupFigures(group(), 30)
    const half = groupFigures(group({ motionPercent: 50 }), 30)
    expect(half.bitrateMbps).toBe(full.bitrateMbps)
    expect(half.storageTB).toBeCloseTo(full.storageTB / 2, 10)
  })

  it('H.265+ below H.265 below H.264, for every resolution', () => {
    for (const megapixels of MEGAPIXELS) {
      const [h264, h265, plus] = (['h264', 'h265', 'h265+'] as const).map((codec) =>
        streamMbps(group({ megapixels, codec })),
      )
      expect(plus!).toBeLessThan(h265!)
      expect(h265!).toBeLessThan(h264!)
    }
  })

  it('more days, cameras, frames, hours or pixels never need less', () => {
    const base = group({ cameras: 3, fps: 10, hoursPerDay: 8, motionPercent: 40 })
    const storage = (g: CameraGroup, days = 20) => groupFigures(g, days).storageTB
    const bitrate = (g: CameraGroup) => groupFigures(g, 20).bitrateMbps
    for (const codec of CODECS) {
      const b = { ...base, codec }
      expect(storage(b, 21)).toBeGreaterThan(storage(b))
      for (const more of [
        { cameras: 4 },
        { fps: 11 },
        { hoursPerDay: 9 },
        { motionPercent: 41 },
        { megapixels: 5 as const },
      ]) {
        expect(storage({ ...b, ...more }), JSON.stringify(more)).toBeGreaterThan(storage(b))
        expect(bitrate({ ...b, ...more }), JSON.stringify(more)).toBeGreaterThanOrEqual(bitrate(b))
      }
    }
  })

  it('RAID 5 gives up one disk and RAID 6 two; the fewest disks that hold the need', () => {
    expect(usableTB(4, 8, 'raid5')).toBe(24)
    expect(usableTB(4, 8, 'raid6')).toBe(16)
    expect(usableTB(4, 8, 'yok')).toBe(32)
    expect(disksFor(22.8, 8, 'yok')).toBe(3)
    expect(disksFor(22.8, 8, 'raid5')).toBe(4)
    expect(disksFor(22.8, 8, 'raid6')).toBe(5)
    expect(disksFor(24, 8, 'yok')).toBe(3)
    expect(disksFor(0.1, 8, 'raid5')).toBe(2)
    for (const redundancy of ['yok', 'raid5', 'raid6'] as const)
      for (const need of [0.5, 7.9, 8, 8.1, 22.8, 63.9])
        expect(usableTB(disksFor(need, 8, redundancy), 8, redundancy)).toBeGreaterThanOrEqual(need)
  })

  it('PoE: the cameras’ draw with 20 % to spare; a product’s own figure over the default', () => {
    expect(poeBudgetFor(96)).toBeCloseTo(115.2, 10)
    expect(groupFigures(group({ watts: 7.5, cameras: 4 }), 1).poeWatts).toBe(30)
  })
})
