// The planner page's GET form: a project in the URL (shareable, bookmarkable, works without
// JavaScript). One value per group for each field, in group order; pure, for the page and tests.
import { MAX_GROUPS } from './limits'
import { CODEC_LABELS, type Codec } from './numbers'

export const PLANNER_PATH = '/proje-planlayici'
/** A camera's own link to the planner: the example project with that camera. */
export const plannerHref = (cameraSlug: string) =>
  `${PLANNER_PATH}?${new URLSearchParams({ urun: cameraSlug })}`

/** Field → query parameter; a group's fields repeat once per group. */
export const GROUP_PARAMS = {
  cameras: 'kamera',
  megapixels: 'mp',
  codec: 'codec',
  fps: 'fps',
  hoursPerDay: 'saat',
  motionPercent: 'hareket',
  bitrateMbps: 'mbps',
  product: 'urun',
} as const
export const PROJECT_PARAMS = { retentionDays: 'gun', raid: 'raid' } as const
/** The no-JavaScript buttons: add a group, remove group N. */
export const ADD_GROUP_PARAM = 'ekle'
export const REMOVE_GROUP_PARAM = 'sil'

export type GroupField = keyof typeof GROUP_PARAMS
export type GroupValues = Record<GroupField, string>
export interface ProjectValues {
  groups: GroupValues[]
  retentionDays: string
  raid: string
}

export const DEFAULT_GROUP: GroupValues = {
  cameras: '16',
  megapixels: '4',
  codec: 'h265',
  fps: '15',
  hoursPerDay: '24',
  motionPercent: '100',
  bitrateMbps: '',
  product: '',
}
export const DEFAULT_PROJECT: ProjectValues = {
  groups: [DEFAULT_GROUP],
  retentionDays: '30',
  raid: 'yok',
}

type Query = Record<string, string | string[] | undefined>
const all = (query: Query, key: string): string[] => {
  const value = query[key]
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) =>
    v.slice(0, 200),
  )
}

/** The form's values as the URL gives them; the example project when the URL names none. */
export function projectValues(query: Query): ProjectValues {
  const counts = all(query, GROUP_PARAMS.cameras)
  if (!counts.length && !all(query, PROJECT_PARAMS.retentionDays).length) {
    // The example project; from a camera's page (`?urun=slug`), with that camera.
    const product = (all(query, GROUP_PARAMS.product)[0] ?? '').trim()
    return { ...DEFAULT_PROJECT, groups: [{ ...DEFAULT_GROUP, product }] }
  }
  const columns = Object.fromEntries(
    Object.entries(GROUP_PARAMS).map(([field, param]) => [field, all(query, param)]),
  ) as Record<GroupField, string[]>
  let groups: GroupValues[] = counts
    .slice(0, MAX_GROUPS)
    .map(
      (_, i) =>
        Object.fromEntries(
          (Object.keys(GROUP_PARAMS) as GroupField[]).map((field) => [
            field,
            (columns[field][i] ?? '').trim(),
          ]),
        ) as GroupValues,
    )
  const remove = Number(all(query, REMOVE_GROUP_PARAM)[0])
  if (Number.isInteger(remove) && groups.length > 1) groups = groups.filter((_, i) => i !== remove)
  if (all(query, ADD_GROUP_PARAM).length && groups.length < MAX_GROUPS)
    groups.push({ ...(groups.at(-1) ?? DEFAULT_GROUP), product: '' })
  return {
    groups: groups.length ? groups : [DEFAULT_GROUP],
    retentionDays: (all(query, PROJECT_PARAMS.retentionDays)[0] ?? '').trim(),
    raid: (all(query, PROJECT_PARAMS.raid)[0] ?? '').trim(),
  }
}

/** A number as typed in Turkish (`2,5`), or the text itself for the schema to refuse. */
const numeric = (value: string): number | string => {
  const normalised = value.replace(',', '.')
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : value
}

/** What the schema checks: numbers where numbers go, empty optional fields left out. */
export function projectInput(values: ProjectValues) {
  return {
    groups: values.groups.map((g) => ({
      cameras: numeric(g.cameras),
      megapixels: numeric(g.megapixels),
      codec: g.codec,
      fps: numeric(g.fps),
      hoursPerDay: numeric(g.hoursPerDay),
      motionPercent: numeric(g.motionPercent),
      bitrateMbps: g.bitrateMbps ? numeric(g.bitrateMbps) : null,
      product: g.product || null,
    })),
    retentionDays: numeric(values.retentionDays),
    raid: values.raid,
  }
}

/** The project's URL query, in the form's own order (the shareable link). */
export function projectQuery(values: ProjectValues): string {
  const query = new URLSearchParams()
  for (const g of values.groups)
    for (const [field, param] of Object.entries(GROUP_PARAMS))
      query.append(param, g[field as GroupField])
  query.set(PROJECT_PARAMS.retentionDays, values.retentionDays)
  query.set(PROJECT_PARAMS.raid, values.raid)
  return query.toString()
}

const RAID_NAMES: Record<string, string> = {
  yok: 'yedeklilik yok',
  raid5: 'RAID 5',
  raid6: 'RAID 6',
}
const NOTE_GROUPS = 10
const NOTE_MAX_LENGTH = 1500
const tr = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 })

/** The project in a few Turkish lines, for the quote request's message: what sales sees. */
export function projectNote(
  values: ProjectValues,
  figures: { bitrateMbps: number; storageTB: number; poeWatts: number },
): string {
  const groups = values.groups.slice(0, NOTE_GROUPS).map((g) => {
    const mode =
      g.motionPercent === '100' ? 'sürekli kayıt' : `hareketle kayıt (%${g.motionPercent})`
    const camera = g.product ? `, ${g.product}` : ''
    return `- ${g.cameras} kamera, ${g.megapixels} MP, ${CODEC_LABELS[g.codec as Codec] ?? g.codec}, ${g.fps} fps, günde ${g.hoursPerDay} saat, ${mode}${camera}`
  })
  const more = values.groups.length - NOTE_GROUPS
  const text = [
    'Proje planlayıcıdan:',
    ...groups,
    ...(more > 0 ? [`- ve ${more} grup daha`] : []),
    `Saklama ${values.retentionDays} gün, ${RAID_NAMES[values.raid] ?? values.raid}.`,
    `Toplam ${tr.format(figures.bitrateMbps)} Mbps, ${tr.format(figures.storageTB)} TB, ${tr.format(figures.poeWatts)} W PoE.`,
  ].join('\n')
  const link = `Proje: ${PLANNER_PATH}?${projectQuery(values)}`
  // The request's message holds 2,000 characters: a big project's link is left out, not cut.
  return text.length + link.length < NOTE_MAX_LENGTH ? `${text}\n${link}` : text
}
