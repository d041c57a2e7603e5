// A company's tax number: a VKN (10 digits) or, for a sole trader, a TCKN (11 digits), each with
// its check digits (the Revenue Administration's and the population register's algorithms).

export const TAX_NUMBER_MESSAGES = {
  empty: 'Lütfen vergi kimlik numarasını giriniz.',
  format:
    'Vergi kimlik numarası 10 haneli (VKN) veya şahıs şirketleri için 11 haneli (TCKN) olmalıdır.',
  vkn: 'Vergi kimlik numarası geçerli değil; lütfen kontrol ediniz.',
  tckn: 'T.C. kimlik numarası geçerli değil; lütfen kontrol ediniz.',
} as const

const digitsOf = (value: string) => [...value].map(Number)

export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false
  const d = digitsOf(value)
  let sum = 0
  for (let i = 0; i < 9; i++) {
    const shifted = (d[i]! + 9 - i) % 10
    const weighted = (shifted * 2 ** (9 - i)) % 9
    sum += shifted !== 0 && weighted === 0 ? 9 : weighted
  }
  return (10 - (sum % 10)) % 10 === d[9]
}

export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false
  const d = digitsOf(value)
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!
  const even = d[1]! + d[3]! + d[5]! + d[7]!
  const tenth = (((odd * 7 - even) % 10) + 10) % 10
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10
  return d[9] === tenth && d[10] === eleventh
}

/** Spaces and dashes as typed are ignored; null when the number is valid. */
export function taxNumberProblem(input: string | null | undefined): string | null {
  const value = (input ?? '').replace(/[\s-]/g, '')
  if (!value) return TAX_NUMBER_MESSAGES.empty
  if (value.length === 10 && /^\d+$/.test(value))
    return isValidVkn(value) ? null : TAX_NUMBER_MESSAGES.vkn
  if (value.length === 11 && /^\d+$/.test(value))
    return isValidTckn(value) ? null : TAX_NUMBER_MESSAGES.tckn
  return TAX_NUMBER_MESSAGES.format
}

export const normalTaxNumber = (input: string) => input.replace(/[\s-]/g, '')
