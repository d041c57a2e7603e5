import { z } from 'zod'

import {
  corporationField,
  kvkkField,
  mailField,
  messages,
  MOBILE_PHONE_REGEX,
  nameField,
  optionalMessageField,
  phoneField,
  productSlugField,
} from '@/lib/validation/fields'

/** Quote and contact form (POST /api/contact). `product` and `message` are our additions. */
export const contactSchema = z.object(
  {
    name: nameField,
    corporation: corporationField,
    mail: mailField,
    phone: phoneField(MOBILE_PHONE_REGEX),
    kvkk: kvkkField,
    product: productSlugField,
    message: optionalMessageField,
  },
  { error: messages.formInvalid },
)

export type ContactInput = z.infer<typeof contactSchema>
