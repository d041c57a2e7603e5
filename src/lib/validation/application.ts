import { z } from 'zod'

import {
  mailField,
  messages,
  nameField,
  phoneField,
  TR_MOBILE_PHONE_REGEX,
} from '@/lib/validation/fields'

/** Dealer application form (POST /api/application). */
export const applicationSchema = z.object(
  {
    name: nameField,
    mail: mailField,
    phone: phoneField(TR_MOBILE_PHONE_REGEX),
  },
  { error: messages.formInvalid },
)

export type ApplicationInput = z.infer<typeof applicationSchema>
