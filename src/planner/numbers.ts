// The planner's arithmetic (issue 42): bitrate, storage and PoE power of camera groups. Pure and
// import-free, so the API, the page and the browser's live recompute share it; unit-tested against
// worked examples. Where the figures come from: docs/decisions/0016-planner-numbers.md.

export const MEGAPIXELS = [2, 4, 5, 6, 8, 12] as const
export type Megapixels = (typeof MEGAPIXELS)[number]

export const CODECS = ['h264', 'h265', 'h265+'] as const
export type Codec = (typeof CODECS)[number]
export const CODEC_LABELS: Record<Codec, string> = {
  h264: 'H.264',
  h265: 'H.265',
  'h265+': 'H.265+',
}

export const REDUNDANCY = ['yok', 'raid5', 'raid6'] as const
export type Redundancy = (typeof REDUNDANCY)[number]

/** A stream's bitrate at the reference frame rate in H.264: Mbps per megapixel. */
export const H264_MBPS_PER_MEGAPIXEL = 2
export const REFERENCE_FPS = 15
/** Each codec's bitrate against H.264 for the same picture. */
export const CODEC_FACTOR: Record<Codec, number> = { h264: 1, h265: 0.5, 'h265+': 0.35 }
/** What the recorder's file system and indexes take on top of the video. */
export const FILE_SYSTEM_OVERHEAD = 0.1
/** Disks an array gives up to redundancy. */
export const PARITY_DISKS: Record<Redundancy, number> = { yok: 0, raid5: 1, raid6: 2 }
/** A PoE switch carries the cameras' power with this much to spare. */
export const POE_HEADROOM = 0.2
/** A camera's draw when its product does not say (IEEE 802.3af class 0 budget is 12.95 W at the device). */
export const DEFAULT_CAMERA_WATTS = 6

export interface CameraGroup {
  cameras: number
  megapixels: Megapixels
  codec: Codec
  fps: number
  hoursPerDay: number
  /** 100 for continuous recording; the scene's activity for motion recording. */
  motionPercent: number
  /** A datasheet's figure overrides the table. */
  bitrateMbps?: number | null
  /** The chosen camera's power draw, when its product says. */
  watts?: number | null
}

export interface GroupFigures {
  /** What the group's cameras stream to the recorder (all the time, whatever is recorded). */
  bitrateMbps: number
  /** Decimal TB the group's recordings take for the retention, file system overhead included. */
  storageTB: number
  poeWatts: number
}

/** One camera's stream: the table's figure for its resolution, codec and frame rate, or its own. */
export function streamMbps(group: CameraGroup): number {
  if (group.bitrateMbps != null && group.bitrateMbps > 0) return group.bitrateMbps
  return (
    group.megapixels *
    H264_MBPS_PER_MEGAPIXEL *
    CODEC_FACTOR[group.codec] *
    (group.fps / REFERENCE_FPS)
  )
}

/** Decimal TB of `mbps` recorded `hoursPerDay` for `days`, before overhead. */
export const recordedTB = (mbps: number, hoursPerDay: number, days: number): number =>
  (mbps * hoursPerDay * 3600 * days) / 8 / 1_000_000

export function groupFigures(group: CameraGroup, retentionDays: number): GroupFigures {
  const bitrateMbps = streamMbps(group) * group.cameras
  const recorded = recordedTB(
    bitrateMbps * (group.motionPercent / 100),
    group.hoursPerDay,
    retentionDays,
  )
  return {
    bitrateMbps,
    storageTB: recorded * (1 + FILE_SYSTEM_OVERHEAD),
    poeWatts: (group.watts ?? DEFAULT_CAMERA_WATTS) * group.cameras,
  }
}

export function totals(groups: CameraGroup[], retentionDays: number) {
  const perGroup = groups.map((group) => groupFigures(group, retentionDays))
  const sum = (key: keyof GroupFigures) => perGroup.reduce((total, g) => total + g[key], 0)
  return {
    groups: perGroup,
    bitrateMbps: sum('bitrateMbps'),
    storageTB: sum('storageTB'),
    poeWatts: sum('poeWatts'),
  }
}

/** Usable TB of an array of `disks` disks of `diskTB` each under `redundancy`. */
export const usableTB = (disks: number, diskTB: number, redundancy: Redundancy): number =>
  Math.max(0, disks - PARITY_DISKS[redundancy]) * diskTB

/** The fewest disks of `diskTB` whose usable capacity holds `neededTB` (parity disks included). */
export function disksFor(neededTB: number, diskTB: number, redundancy: Redundancy): number {
  const data = Math.max(1, Math.ceil(neededTB / diskTB - 1e-9))
  return data + PARITY_DISKS[redundancy]
}

/** The PoE budget a switch needs for `watts` of cameras. */
export const poeBudgetFor = (watts: number): number => watts * (1 + POE_HEADROOM)

/** For the answer: one decimal, as the page shows it. */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10
