import * as z from 'zod/mini'

import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from './quoteLimits'

// zod/mini keeps the browser bundle small. zod 4's classic objects probe `Function("")`, which
// the site's CSP (no 'unsafe-eval') refuses and reports, should any be loaded alongside.
z.config({ jitless: true })

// Every check carries its own Turkish message: zod's English defaults must never reach the user.

export const messages = {
  nameEmpty: 'Lütfen adınızı ve soyadınızı giriniz.',
  nameTooLong: 'Ad ve Soyad çok uzun!',
  corporationEmpty: 'Lütfen kurum adınızı giriniz.',
  corporationTooLong: 'Kurum adı çok uzun!',
  cityEmpty: 'Lütfen şehrinizi giriniz.',
  cityTooLong: 'Şehir adı çok uzun!',
  mailEmpty: 'Lütfen email adresinizi giriniz',
  mailInvalid: 'Lütfen geçerli bir email adresi giriniz.',
  phoneEmpty: 'Lütfen bir telefon numarası giriniz.',
  phoneFormat: 'Lütfen telefon numaranızı istenilen formatta giriniz.',
  messageEmpty: 'Lütfen bir mesaj gir.',
  messageTooLong: 'Mesaj çok uzun!',
  messageInvalid: 'Lütfen geçerli bir mesaj giriniz.',
  kvkkInvalid: 'Lütfen KVKK onay seçeneğini belirtiniz.',
  productInvalid: 'Lütfen geçerli bir ürün seçiniz.',
  itemsInvalid: 'Teklif listesi okunamadı.',
  itemsTooMany: 'Teklif listesinde en fazla 100 ürün olabilir.',
  itemsDuplicate: 'Teklif listesinde aynı ürün birden fazla kez var.',
  quantityInvalid: 'Adet 1 ile 99.999 arasında bir tam sayı olmalıdır.',
  itemsUnknown: 'Teklif listesindeki bir ürün bulunamadı veya yayında değil:',
  formInvalid: 'Form verileri okunamadı.',
  invalidCharacters: 'Bu alan geçersiz bir karakter içeriyor.',
} as const

export const NAME_MIN_LENGTH = 2
export const NAME_MAX_LENGTH = 20
export const CORPORATION_MIN_LENGTH = 2
export const CORPORATION_MAX_LENGTH = 25
export const CITY_MAX_LENGTH = 50
/** The longest address SMTP can carry (RFC 5321 path limit). */
export const MAIL_MAX_LENGTH = 254
/** RFC 5321's limit for the part before the @. */
export const MAIL_LOCAL_MAX_LENGTH = 64
export const MESSAGE_MAX_LENGTH = 2000
export const PRODUCT_SLUG_MAX_LENGTH = 200

/** The spec's pattern wrote the separator as the letter `s`; this one works. */
export const TR_MOBILE_PHONE_REGEX = /^05\d{2}[ -]?\d{3}[ -]?\d{2}[ -]?\d{2}$/

/** Longer input is no phone number; it never reaches the patterns. */
const PHONE_MAX_LENGTH = 40
const PHONE_SEPARATORS = /[\s\-./()]/g
/** A Turkish mobile without separators: +90, 0090, 90 and/or the trunk 0, then 5 and 9 digits. */
const TR_MOBILE = /^(?:(?:\+|00)?90)?0?(5\d{9})$/

/** A Turkish mobile in any usual notation as stored and shown: `+90 532 123 45 67`, else null. */
export function normalizeMobilePhone(value: string): string | null {
  if (value.length > PHONE_MAX_LENGTH) return null
  const digits = TR_MOBILE.exec(value.replace(PHONE_SEPARATORS, ''))?.[1]
  if (!digits) return null
  return `+90 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`
}

const PRODUCT_SLUG_REGEX = /^[a-z0-9-]*$/

/** zod's `regexes.email`, copied: reaching it through zod's namespace bundles all its patterns. */
const MAIL_REGEX =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

/** Length in characters (code points after NFC), so `Şükrü Öztürk` is 12 however it was typed. */
export function characterCount(value: string): number {
  let count = 0
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i)
    // A low surrogate ends a pair whose high half was already counted.
    if (unit < 0xdc00 || unit > 0xdfff || i === 0) count++
    else {
      const previous = value.charCodeAt(i - 1)
      if (previous < 0xd800 || previous > 0xdbff) count++
    }
  }
  return count
}

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
