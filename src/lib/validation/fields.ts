import * as z from 'zod/mini'

import {
  messages,
  NAME_MIN_LENGTH,
  NAME_MAX_LENGTH,
  CORPORATION_MIN_LENGTH,
  CORPORATION_MAX_LENGTH,
  CITY_MAX_LENGTH,
  MAIL_MAX_LENGTH,
  MAIL_LOCAL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  PRODUCT_SLUG_MAX_LENGTH,
  normalizeMobilePhone,
  characterCount,
  PHONE_MAX_LENGTH,
  PHONE_SEPARATORS,
} from './limits'
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from './quoteLimits'

export * from './limits'

// zod/mini keeps the browser bundle small. zod 4's classic objects probe `Function("")`, which
// the site's CSP (no 'unsafe-eval') refuses and reports, should any be loaded alongside.
z.config({ jitless: true })

const PRODUCT_SLUG_REGEX = /^[a-z0-9-]*$/

/** zod's `regexes.email`, copied: reaching it through zod's namespace bundles all its patterns. */
const MAIL_REGEX =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

/** Control characters (NUL, escape …) and unpaired surrogates: never text a person typed. */
const SINGLE_LINE_INVALID = /[\u0000-\u001f\u007f]|\p{Cs}/u
/** Line breaks and tabs allowed. */
const MULTI_LINE_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u

interface TextRule {
  min: number
  max: number
  /** For missing, non-text, empty and too short values. */
  empty: string
  tooLong: string
  multiLine?: boolean
}

/** An empty optional text is no value at all. */
const emptyToUndefined = z.transform((value: string | undefined) => value || undefined)

export function textField({ min, max, empty, tooLong, multiLine = false }: TextRule) {
  const invalid = multiLine ? MULTI_LINE_INVALID : SINGLE_LINE_INVALID
  return z.string({ error: empty }).check(
    z.trim(),
    z.refine((value) => !invalid.test(value), { error: messages.invalidCharacters, abort: true }),
    z.normalize('NFC'),
    z.superRefine((value, ctx) => {
      const length = characterCount(value)
      if (length < Math.max(min, 1)) ctx.addIssue({ code: 'custom', message: empty })
      else if (length > max) ctx.addIssue({ code: 'custom', message: tooLong })
    }),
  )
}

export function optionalTextField(rule: TextRule) {
  return z.pipe(
    z.pipe(z.optional(z.string({ error: rule.empty }).check(z.trim())), emptyToUndefined),
    z.optional(textField(rule)),
  )
}

export const nameField = textField({
  min: NAME_MIN_LENGTH,
  max: NAME_MAX_LENGTH,
  empty: messages.nameEmpty,
  tooLong: messages.nameTooLong,
})

export const corporationField = textField({
  min: CORPORATION_MIN_LENGTH,
  max: CORPORATION_MAX_LENGTH,
  empty: messages.corporationEmpty,
  tooLong: messages.corporationTooLong,
})

/** The dealer form's optional city (our addition to the spec's fields). */
export const cityField = optionalTextField({
  min: 2,
  max: CITY_MAX_LENGTH,
  empty: messages.cityEmpty,
  tooLong: messages.cityTooLong,
})

export const mailField = z.string({ error: messages.mailEmpty }).check(
  z.trim(),
  z.minLength(1, { error: messages.mailEmpty, abort: true }),
  // Checked before the pattern so that huge input never reaches the regular expression.
  z.maxLength(MAIL_MAX_LENGTH, { error: messages.mailInvalid, abort: true }),
  z.regex(MAIL_REGEX, { error: messages.mailInvalid }),
  z.refine((value) => value.lastIndexOf('@') <= MAIL_LOCAL_MAX_LENGTH, {
    error: messages.mailInvalid,
  }),
)

export function phoneField(pattern: RegExp) {
  return z
    .string({ error: messages.phoneEmpty })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.phoneEmpty, abort: true }),
      z.regex(pattern, { error: messages.phoneFormat }),
    )
}

/** The digits wa.me links take (country code, no + or 00). */
export function whatsappDigits(value: string): string | null {
  const mobile = normalizeMobilePhone(value)
  if (mobile) return mobile.replace(/\D/g, '')
  if (value.length > PHONE_MAX_LENGTH) return null
  return /^(?:\+|00)([1-9]\d{7,14})$/.exec(value.replace(PHONE_SEPARATORS, ''))?.[1] ?? null
}

export const mobilePhoneField = z.pipe(
  z
    .string({ error: messages.phoneEmpty })
    .check(z.trim(), z.minLength(1, { error: messages.phoneEmpty, abort: true })),
  z.transform((value: string, ctx) => {
    const phone = normalizeMobilePhone(value)
    if (phone) return phone
    ctx.issues.push({ code: 'custom', message: messages.phoneFormat, input: value })
    return z.NEVER
  }),
)

export const optionalMessageField = z.pipe(
  z.optional(
    z.string({ error: messages.messageInvalid }).check(
      z.trim(),
      z.refine((value) => !MULTI_LINE_INVALID.test(value), {
        error: messages.invalidCharacters,
        abort: true,
      }),
      z.normalize('NFC'),
      z.refine((value) => characterCount(value) <= MESSAGE_MAX_LENGTH, {
        error: messages.messageTooLong,
      }),
    ),
  ),
  emptyToUndefined,
)

export const requiredMessageField = textField({
  min: 1,
  max: MESSAGE_MAX_LENGTH,
  empty: messages.messageEmpty,
  tooLong: messages.messageTooLong,
  multiLine: true,
})

export const productSlugField = z.pipe(
  z.optional(
    z
      .string({ error: messages.productInvalid })
      .check(
        z.trim(),
        z.maxLength(PRODUCT_SLUG_MAX_LENGTH, { error: messages.productInvalid, abort: true }),
        z.regex(PRODUCT_SLUG_REGEX, { error: messages.productInvalid }),
      ),
  ),
  emptyToUndefined,
)

const quoteLine = z.object(
  {
    slug: z
      .string({ error: messages.itemsInvalid })
      .check(
        z.trim(),
        z.minLength(1, { error: messages.itemsInvalid }),
        z.maxLength(PRODUCT_SLUG_MAX_LENGTH, { error: messages.itemsInvalid, abort: true }),
        z.regex(PRODUCT_SLUG_REGEX, { error: messages.itemsInvalid }),
      ),
    quantity: z
      .number({ error: messages.quantityInvalid })
      .check(
        z.int({ error: messages.quantityInvalid }),
        z.gte(1, { error: messages.quantityInvalid }),
        z.lte(QUOTE_MAX_QUANTITY, { error: messages.quantityInvalid }),
      ),
  },
  { error: messages.itemsInvalid },
)

/** A form without JavaScript sends the list as one JSON text field. */
const parseJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value
  try {
    return value.trim() ? JSON.parse(value) : undefined
  } catch {
    return null
  }
}

/** Whether the products exist is checked when the lead is stored. */
export const quoteItemsField = z.pipe(
  // Optional outside too, so that the key stays optional in the form's input type.
  z.optional(
    z.pipe(
      z.transform(parseJsonText),
      z.optional(
        z.array(quoteLine, { error: messages.itemsInvalid }).check(
          z.maxLength(QUOTE_MAX_LINES, { error: messages.itemsTooMany, abort: true }),
          z.refine((lines) => new Set(lines.map((l) => l.slug)).size === lines.length, {
            error: messages.itemsDuplicate,
          }),
        ),
      ),
    ),
  ),
  z.transform((lines) => (lines?.length ? lines : undefined)),
)

export const kvkkField = z._default(z.enum(['1', '0'], { error: messages.kvkkInvalid }), '0')
