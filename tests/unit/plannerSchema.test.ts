import { describe, expect, it } from 'vitest'

import { MAX_CAMERAS, PLANNER_MESSAGES as M, plannerErrors, plannerSchema } from '@/planner/schema'

const group = {
  cameras: 16,
  megapixels: 4,
  codec: 'h265',
  fps: 15,
  hoursPerDay: 24,
  motionPercent: 100,
  bitrateMbps: null,
  product: null,
}
const project = { groups: [group], retentionDays: 30, raid: 'yok' }

const errorsOf = (input: unknown) => {
  const result = plannerSchema.safeParse(input)
  return result.success ? null : plannerErrors(result.error)
}

describe('the planner’s input', () => {
  it('takes the issue’s example as it is', () => {
    expect(plannerSchema.parse(project)).toEqual(project)
  })

  it('names each bad field by its path, in Turkish', () => {
    expect(
      errorsOf({
        groups: [
          { ...group, cameras: 0, megapixels: 3, codec: 'mjpeg' },
          { ...group, fps: 31, hoursPerDay: 25, motionPercent: 4, bitrateMbps: 0 },
        ],
        retentionDays: 366,
        raid: 'raid10',
      }),
    ).toEqual({
      'groups.0.cameras': M.cameras,
      'groups.0.megapixels': M.megapixels,
      'groups.0.codec': M.codec,
      'groups.1.fps': M.fps,
      'groups.1.hoursPerDay': M.hoursPerDay,
      'groups.1.motionPercent': M.motionPercent,
      'groups.1.bitrateMbps': M.bitrateMbps,
      retentionDays: M.retentionDays,
      raid: M.raid,
    })
    expect(M.megapixels).toBe('Çözünürlük 2, 4, 5, 6, 8 ya da 12 MP olmalı.')
  })

  it('refuses fractions, strings and a body that is no project', () => {
    expect(errorsOf({ ...project, retentionDays: 7.5 })).toEqual({ retentionDays: M.retentionDays })
    expect(errorsOf({ ...project, groups: [{ ...group, cameras: '16' }] })).toEqual({
      'groups.0.cameras': M.cameras,
    })
    expect(errorsOf([])).toEqual({ _form: M.body })
    expect(errorsOf({ ...project, groups: [] })).toEqual({ groups: M.groups })
  })

  it('at most 50 groups and 10,000 cameras in all', () => {
    expect(errorsOf({ ...project, groups: Array(51).fill(group) })).toEqual({
      groups: M.tooManyGroups,
    })
    const big = { ...group, cameras: 500 }
    expect(errorsOf({ ...project, groups: Array(20).fill(big) })).toBeNull()
    expect(errorsOf({ ...project, groups: [...Array(20).fill(big), group] })).toEqual({
      groups: M.tooManyCameras,
    })
    expect(MAX_CAMERAS).toBe(10_000)
    expect(M.tooManyCameras).toBe('Toplam kamera sayısı en çok 10.000 olabilir.')
  })
})
