import * as z from 'zod/mini'

import {
  corporationField,
  kvkkField,
  mailField,
  messages,
  nameField,
  optionalMessageField,
  mobilePhoneField,
  productSlugField,
  quoteItemsField,
} from '@/lib/validation/fields'

/** Quote and contact form (POST /api/contact). `product`, `message` and `items` (a quote list) are our additions. */
export const contactSchema = z.object(
  {
    name: nameField,
    corporation: corporationField,
    mail: mailField,
    phone: mobilePhoneField,
    kvkk: kvkkField,
    product: productSlugField,
    message: optionalMessageField,
    items: quoteItemsField,
  },
  { error: messages.formInvalid },
)

export type ContactInput = z.infer<typeof contactSchema>
