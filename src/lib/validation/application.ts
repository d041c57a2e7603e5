import * as z from 'zod/mini'

import {
  cityField,
  CORPORATION_MAX_LENGTH,
  CORPORATION_MIN_LENGTH,
  kvkkField,
  mailField,
  messages,
  mobilePhoneField,
  nameField,
  optionalTextField,
} from '@/lib/validation/fields'

/**
 * Dealer application form (POST /api/application). The spec's name, phone and mail; company, city
 * and the KVKK consent are our additions and may be left out.
 */
export const applicationSchema = z.object(
  {
    name: nameField,
    mail: mailField,
    phone: mobilePhoneField,
    corporation: optionalTextField({
      min: CORPORATION_MIN_LENGTH,
      max: CORPORATION_MAX_LENGTH,
      empty: messages.corporationEmpty,
      tooLong: messages.corporationTooLong,
    }),
    city: cityField,
    kvkk: kvkkField,
  },
  { error: messages.formInvalid },
)

export type ApplicationInput = z.infer<typeof applicationSchema>
