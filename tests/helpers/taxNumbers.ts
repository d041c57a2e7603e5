import { isValidVkn } from '@/dealers/taxNumber'

/** A valid VKN that differs per seed (tax numbers are unique): nine digits and the check digit. */
export function uniqueVkn(seed: number): string {
  const head = String(seed % 1_000_000_000).padStart(9, '0')
  return [...'0123456789'].map((d) => head + d).find(isValidVkn)!
}
