import { z } from 'zod'

import {
  corporationField,
  kvkkField,
  mailField,
  messages,
  nameField,
  optionalMessageField,
  mobilePhoneField,
  productSlugField,
} from '@/lib/validation/fields'

/** Quote and contact form (POST /api/contact). `product` and `message` are our additions. */
export const contactSchema = z.object(
  {
    name: nameField,
    corporation: corporationField,
    mail: mailField,
    phone: mobilePhoneField,
    kvkk: kvkkField,
    product: productSlugField,
    message: optionalMessageField,
  },
  { error: messages.formInvalid },
)

export type ContactInput = z.infer<typeof contactSchema>
