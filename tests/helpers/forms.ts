/** Valid form inputs and a first-message-per-field view of a schema's errors, for the unit tests. */
import type * as z from 'zod/mini'

import { fieldErrors } from '@/lib/validation'

/** The first message per field, or `{}` when the input passes. */
export function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

export const goodContact = {
  name: 'Şükrü Öztürk',
  corporation: 'Vitrin Güvenlik A.Ş.',
  mail: 'sukru@vitrin.com.tr',
  phone: '+90 532 123 45 67',
  kvkk: '1',
}

/** Valid inputs in the form the schemas give back (the phone as stored, kvkk defaulted). */
export const goodApplication = {
  name: 'Ayşe Yılmaz',
  mail: 'ayse@bayi.com',
  phone: '+90 532 123 45 67',
  kvkk: '0',
}

export const goodContactAlt = {
  name: 'Ayşe Yılmaz',
  mail: 'ayse@bayi.com',
  phone: '0532 123 45 67',
  message: 'Fiyat teklifi rica ederim.',
}
