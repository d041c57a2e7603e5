import type * as z from 'zod/mini'

export { applicationSchema, type ApplicationInput } from '@/lib/validation/application'
export { contactSchema, type ContactInput } from '@/lib/validation/contact'
export { contactAltSchema, type ContactAltInput } from '@/lib/validation/contactAlt'
export {
  characterCount,
  CORPORATION_MAX_LENGTH,
  CORPORATION_MIN_LENGTH,
  messages,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  normalizeMobilePhone,
  whatsappDigits,
  TR_MOBILE_PHONE_REGEX,
} from '@/lib/validation/fields'

export { FORM_ERROR_KEY, FORM_RESULT_ID } from '@/lib/validation/limits'
import { FORM_ERROR_KEY } from '@/lib/validation/limits'

/** The first message of each top-level field, e.g. `{ phone: 'Lütfen bir telefon ...' }`. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const head = issue.path[0]
    const key = head === undefined ? FORM_ERROR_KEY : String(head)
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message
  }
  return errors
}

export type ValidationResult<T> =
  { ok: true; data: T } | { ok: false; errors: Record<string, string> }

export function validate<T>(schema: z.ZodMiniType<T>, input: unknown): ValidationResult<T> {
  const result = schema.safeParse(input)
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrors(result.error) }
}
