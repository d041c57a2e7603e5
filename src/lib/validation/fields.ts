import { z } from 'zod'

// zod 4 compiles object parsers with `new Function` when it may; it probes for that with
// `Function("")`, which the public site's CSP (no 'unsafe-eval') refuses and the browser reports
// as a CSP issue. The interpreted parsers are as correct and fast enough for a form.
z.config({ jitless: true })

/**
 * Field schemas and Turkish messages shared by the contact, alternate contact and dealer
 * application forms. Every check carries its own message: a zod default (English) message must
 * never reach the user, whatever the input.
 */

export const messages = {
  nameEmpty: 'Lütfen adınızı ve soyadınızı giriniz.',
  nameTooLong: 'Ad ve Soyad çok uzun!',
  corporationEmpty: 'Lütfen kurum adınızı giriniz.',
  corporationTooLong: 'Kurum adı çok uzun!',
  mailEmpty: 'Lütfen email adresinizi giriniz',
  mailInvalid: 'Lütfen geçerli bir email adresi giriniz.',
  phoneEmpty: 'Lütfen bir telefon numarası giriniz.',
  phoneFormat: 'Lütfen telefon numaranızı istenilen formatta giriniz.',
  messageEmpty: 'Lütfen bir mesaj gir.',
  messageTooLong: 'Mesaj çok uzun!',
  messageInvalid: 'Lütfen geçerli bir mesaj giriniz.',
  kvkkInvalid: 'Lütfen KVKK onay seçeneğini belirtiniz.',
  productInvalid: 'Lütfen geçerli bir ürün seçiniz.',
  formInvalid: 'Form verileri okunamadı.',
  invalidCharacters: 'Bu alan geçersiz bir karakter içeriyor.',
} as const

export const NAME_MIN_LENGTH = 2
export const NAME_MAX_LENGTH = 20
export const CORPORATION_MIN_LENGTH = 2
export const CORPORATION_MAX_LENGTH = 25
/** The longest address SMTP can carry (RFC 5321 path limit). */
export const MAIL_MAX_LENGTH = 254
/** The longest local part (before the @) RFC 5321 allows. */
export const MAIL_LOCAL_MAX_LENGTH = 64
export const MESSAGE_MAX_LENGTH = 2000
export const PRODUCT_SLUG_MAX_LENGTH = 200

/** Quote and contact form: 10 digits beginning with 5, optionally grouped 3-3-2-2 by a space or a dash. */
export const MOBILE_PHONE_REGEX = /^5\d{2}[ -]?\d{3}[ -]?\d{2}[ -]?\d{2}$/

/**
 * Dealer application and alternate contact form: 05 followed by 9 digits, optionally grouped
 * 4-3-2-2 by a single space or dash. The original pattern wrote the separator as the letter `s`
 * instead of `\s`, so separators never matched; this is the working version.
 */
export const TR_MOBILE_PHONE_REGEX = /^05\d{2}[ -]?\d{3}[ -]?\d{2}[ -]?\d{2}$/

const PRODUCT_SLUG_REGEX = /^[a-z0-9-]*$/

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
/** The same, but line breaks and tabs are allowed (a message). */
const MULTI_LINE_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u

interface TextRule {
  min: number
  max: number
  /** For missing, non-text, empty and too short values. */
  empty: string
  tooLong: string
  multiLine?: boolean
}

/** Trimmed, NFC-normalised text whose length in characters lies in [min, max]. */
export function textField({ min, max, empty, tooLong, multiLine = false }: TextRule) {
  const invalid = multiLine ? MULTI_LINE_INVALID : SINGLE_LINE_INVALID
  return z
    .string({ error: empty })
    .trim()
    .refine((value) => !invalid.test(value), { error: messages.invalidCharacters, abort: true })
    .normalize('NFC')
    .superRefine((value, ctx) => {
      const length = characterCount(value)
      if (length < Math.max(min, 1)) ctx.addIssue({ code: 'custom', message: empty })
      else if (length > max) ctx.addIssue({ code: 'custom', message: tooLong })
    })
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

export const mailField = z
  .string({ error: messages.mailEmpty })
  .trim()
  .min(1, { error: messages.mailEmpty, abort: true })
  // Checked before the pattern so that huge input never reaches the regular expression.
  .max(MAIL_MAX_LENGTH, { error: messages.mailInvalid, abort: true })
  .regex(z.regexes.email, { error: messages.mailInvalid })
  .refine((value) => value.lastIndexOf('@') <= MAIL_LOCAL_MAX_LENGTH, {
    error: messages.mailInvalid,
  })

export function phoneField(pattern: RegExp) {
  return z
    .string({ error: messages.phoneEmpty })
    .trim()
    .min(1, { error: messages.phoneEmpty, abort: true })
    .regex(pattern, { error: messages.phoneFormat })
}

/** Optional free text; an empty message counts as none. */
export const optionalMessageField = z
  .string({ error: messages.messageInvalid })
  .trim()
  .refine((value) => !MULTI_LINE_INVALID.test(value), {
    error: messages.invalidCharacters,
    abort: true,
  })
  .normalize('NFC')
  .refine((value) => characterCount(value) <= MESSAGE_MAX_LENGTH, {
    error: messages.messageTooLong,
  })
  .optional()
  .transform((value) => value || undefined)

export const requiredMessageField = textField({
  min: 1,
  max: MESSAGE_MAX_LENGTH,
  empty: messages.messageEmpty,
  tooLong: messages.messageTooLong,
  multiLine: true,
})

/** The slug of the product a quote is asked for; an empty value counts as none. */
export const productSlugField = z
  .string({ error: messages.productInvalid })
  .trim()
  .max(PRODUCT_SLUG_MAX_LENGTH, { error: messages.productInvalid, abort: true })
  .regex(PRODUCT_SLUG_REGEX, { error: messages.productInvalid })
  .optional()
  .transform((value) => value || undefined)

/** Consent checkbox, sent as '1' or '0'; missing means not given. */
export const kvkkField = z.enum(['1', '0'], { error: messages.kvkkInvalid }).default('0')
