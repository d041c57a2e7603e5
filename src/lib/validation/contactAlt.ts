import * as z from 'zod/mini'

import {
  mailField,
  messages,
  nameField,
  phoneField,
  requiredMessageField,
  TR_MOBILE_PHONE_REGEX,
} from '@/lib/validation/fields'

/** The alternate contact schema of the spec: defined, not wired to any submit. */
export const contactAltSchema = z.object(
  {
    name: nameField,
    mail: mailField,
    phone: phoneField(TR_MOBILE_PHONE_REGEX),
    message: requiredMessageField,
  },
  { error: messages.formInvalid },
)

export type ContactAltInput = z.infer<typeof contactAltSchema>
