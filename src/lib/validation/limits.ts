// What forms show and count before zod's code loads: messages, lengths, the phone notation. No
// zod here: the browser loads the schemas with a form's first validation (forms/lazyResolver.ts).
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
export const PHONE_MAX_LENGTH = 40
export const PHONE_SEPARATORS = /[\s\-./()]/g
/** A Turkish mobile without separators: +90, 0090, 90 and/or the trunk 0, then 5 and 9 digits. */
const TR_MOBILE = /^(?:(?:\+|00)?90)?0?(5\d{9})$/

/** A Turkish mobile in any usual notation as stored and shown: `+90 532 123 45 67`, else null. */
export function normalizeMobilePhone(value: string): string | null {
  if (value.length > PHONE_MAX_LENGTH) return null
  const digits = TR_MOBILE.exec(value.replace(PHONE_SEPARATORS, ''))?.[1]
  if (!digits) return null
  return `+90 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`
}

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

/** Where errors that belong to no field (the body is not an object) are reported. */
export const FORM_ERROR_KEY = '_form'

/** The id of a no-JavaScript post's outcome: the redirect back scrolls it into view. */
export const FORM_RESULT_ID = 'form-sonucu'
