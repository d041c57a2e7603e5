// Staff passwords: long enough, not a common one (nor one padded with digits), not the e-mail.

export const PASSWORD_MIN_LENGTH = 12

export const PASSWORD_MESSAGES = {
  tooShort: `Parola en az ${PASSWORD_MIN_LENGTH} karakter olmalıdır.`,
  common: 'Bu parola çok yaygın ve kolay tahmin edilir; lütfen başka bir parola seçiniz.',
  email: 'Parola, hesabın e-posta adresini içeremez.',
} as const

/** From the published most-used lists, Turkish ones and this product's name; letters only. */
const COMMON_WORDS = new Set(
  `password parola sifre şifre qwerty qwertyuiop qwertyuı asdfgh asdfghjkl zxcvbnm
  azerty admin administrator yonetici yönetici root user guest test deneme welcome hosgeldin
  hoşgeldin letmein iloveyou seniseviyorum monkey dragon master sunshine princess football
  futbol galatasaray fenerbahce fenerbahçe besiktas beşiktaş trabzonspor baseball superman
  batman shadow michael jennifer hunter ranger buster soccer harley trustno starwars whatever
  freedom secret changeme default login abc abcdef abcdefgh istanbul ankara izmir turkiye türkiye
  turkey vitrin demo merhaba`
    .split(/\s+/)
    .filter(Boolean),
)

/** Digits and signs written for letters ("p@ssw0rd"). */
const unLeet = (value: string) =>
  value
    .replace(/0/g, 'o')
    .replace(/[1!]/g, 'i')
    .replace(/3/g, 'e')
    .replace(/[4@]/g, 'a')
    .replace(/[5$]/g, 's')
    .replace(/7/g, 't')

/** Lower-cased both the Turkish (I → ı) and the plain way (I → i), and un-leeted. */
const letterForms = (value: string): string[] =>
  [
    value.toLocaleLowerCase('tr'),
    value.toLowerCase(),
    unLeet(value.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')),
  ].map((v) => v.replace(/[^\p{L}]/gu, ''))

/** True for passwords made of one short run repeated ("aaaaaaaaaaaa", "abcabcabcabc", "121212…"). */
function isRepetition(value: string): boolean {
  return /^(.{1,4})\1+$/u.test(value)
}

/** True for runs of consecutive keys or digits ("123456789012", "abcdefghijkl"). */
function isSequence(value: string): boolean {
  const lower = value.toLowerCase()
  for (let i = 1; i < lower.length; i++) {
    const step = lower.charCodeAt(i) - lower.charCodeAt(i - 1)
    if (step !== 1 && step !== -9 && !(lower[i - 1] === '9' && lower[i] === '0')) return false
  }
  return true
}

export function passwordProblem(password: string, email?: string | null): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH || password.trim() === '')
    return PASSWORD_MESSAGES.tooShort
  const words = letterForms(password)
  if (
    isRepetition(password) ||
    isSequence(password) ||
    words.some((word) => word === '' || COMMON_WORDS.has(word) || isRepetition(word))
  )
    return PASSWORD_MESSAGES.common
  if (email) {
    const address = email.trim().toLowerCase()
    const local = letterForms(address.split('@')[0] ?? '')[1]!
    const forms = letterForms(password)
    if (
      password.toLowerCase().includes(address) ||
      (local.length >= 4 && forms.some((word) => word === local))
    )
      return PASSWORD_MESSAGES.email
  }
  return null
}
