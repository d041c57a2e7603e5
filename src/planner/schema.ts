// The planner's input (POST /api/proje-planlayici, and the page's GET form): one schema for the
// route, the page and the tests, with a Turkish message per field.
import * as z from 'zod/mini'

import { FORM_ERROR_KEY } from '@/lib/validation'

import { MAX_CAMERAS, MAX_CAMERAS_PER_GROUP, MAX_GROUPS } from './limits'
import { CODECS, MEGAPIXELS, REDUNDANCY } from './numbers'

export { MAX_CAMERAS, MAX_CAMERAS_PER_GROUP, MAX_GROUPS }

export const PLANNER_MESSAGES = {
  groups: 'En az bir kamera grubu girin.',
  tooManyGroups: `En fazla ${MAX_GROUPS} kamera grubu girilebilir.`,
  tooManyCameras: `Toplam kamera sayısı en çok ${MAX_CAMERAS.toLocaleString('tr-TR')} olabilir.`,
  cameras: `Kamera sayısı 1 ile ${MAX_CAMERAS_PER_GROUP} arasında bir tam sayı olmalı.`,
  megapixels: `Çözünürlük ${MEGAPIXELS.slice(0, -1).join(', ')} ya da ${MEGAPIXELS.at(-1)} MP olmalı.`,
  codec: 'Sıkıştırma H.264, H.265 ya da H.265+ olmalı.',
  fps: 'Kare hızı 1 ile 30 arasında bir tam sayı olmalı.',
  hoursPerDay: 'Günlük kayıt süresi 1 ile 24 saat arasında bir tam sayı olmalı.',
  motionPercent: 'Hareket oranı 5 ile 100 arasında bir tam sayı olmalı (sürekli kayıt: 100).',
  bitrateMbps: 'Bit hızı 0,1 ile 100 Mbps arasında olmalı ya da boş bırakılmalı.',
  product: 'Bu kodla yayında bir kamera ürünü bulunamadı.',
  retentionDays: 'Saklama süresi 1 ile 365 gün arasında bir tam sayı olmalı.',
  raid: 'Yedeklilik yok, RAID 5 ya da RAID 6 olmalı.',
  body: 'İstek gövdesi bir proje olmalı: kamera grupları, saklama süresi ve yedeklilik.',
  json: 'İstek gövdesi application/json olmalıdır.',
} as const

const M = PLANNER_MESSAGES

const wholeNumber = (min: number, max: number, error: string) =>
  z.number({ error }).check(z.int({ error }), z.gte(min, { error }), z.lte(max, { error }))

const groupSchema = z.object(
  {
    cameras: wholeNumber(1, MAX_CAMERAS_PER_GROUP, M.cameras),
    megapixels: z.union(
      MEGAPIXELS.map((mp) => z.literal(mp)),
      { error: M.megapixels },
    ),
    codec: z.enum(CODECS, { error: M.codec }),
    fps: wholeNumber(1, 30, M.fps),
    hoursPerDay: wholeNumber(1, 24, M.hoursPerDay),
    motionPercent: wholeNumber(5, 100, M.motionPercent),
    bitrateMbps: z.optional(
      z.nullable(
        z
          .number({ error: M.bitrateMbps })
          .check(z.gte(0.1, { error: M.bitrateMbps }), z.lte(100, { error: M.bitrateMbps })),
      ),
    ),
    product: z.optional(
      z.nullable(
        z.string({ error: M.product }).check(z.regex(/^[a-z0-9-]{1,200}$/, { error: M.product })),
      ),
    ),
  },
  { error: M.groups },
)

export const plannerSchema = z
  .object(
    {
      groups: z
        .array(groupSchema, { error: M.groups })
        .check(
          z.minLength(1, { error: M.groups }),
          z.maxLength(MAX_GROUPS, { error: M.tooManyGroups }),
        ),
      retentionDays: wholeNumber(1, 365, M.retentionDays),
      raid: z.enum(REDUNDANCY, { error: M.raid }),
    },
    { error: M.body },
  )
  .check(
    z.refine((project) => project.groups.reduce((sum, g) => sum + g.cameras, 0) <= MAX_CAMERAS, {
      error: M.tooManyCameras,
      path: ['groups'],
    }),
  )

export type PlannerInput = z.infer<typeof plannerSchema>

/**
 * Each problem under its field's path (`groups.0.fps`, `retentionDays`), the first one a path:
 * the error shape of /api/contact, with nested fields spelled out.
 */
export function plannerErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : FORM_ERROR_KEY
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message
  }
  return errors
}
