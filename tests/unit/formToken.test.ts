import { describe, expect, it } from 'vitest'

import { signFormToken, verifyFormToken } from '@/lib/security/token'

const key = Buffer.alloc(32, 7)
const other = Buffer.alloc(32, 8)
const t0 = 1_780_000_000_000

describe('form token (_ts)', () => {
  it('accepts a token older than the minimum fill time', () => {
    const token = signFormToken(key, t0)
    expect(token).toMatch(/^1780000000000\.[\w-]{43}$/)
    expect(verifyFormToken(key, token, t0 + 3000, 3000)).toBe('valid')
    expect(verifyFormToken(key, token, t0 + 86_400_000, 3000)).toBe('valid')
  })

  it('calls a post faster than the minimum fill time too fresh', () => {
    const token = signFormToken(key, t0)
    expect(verifyFormToken(key, token, t0 + 2999, 3000)).toBe('too-fresh')
    expect(verifyFormToken(key, token, t0, 3000)).toBe('too-fresh')
  })

  it('allows a missing token (plain API clients)', () => {
    for (const missing of [undefined, null, '']) {
      expect(verifyFormToken(key, missing, t0, 3000)).toBe('missing')
    }
  })

  it('refuses forged, altered, foreign, future and malformed tokens', () => {
    const token = signFormToken(key, t0)
    const [ms, mac] = token.split('.') as [string, string]
    const cases: unknown[] = [
      signFormToken(other, t0),
      `${Number(ms) - 60_000}.${mac}`,
      `${ms}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      signFormToken(key, t0 + 60_000),
      ms,
      `${ms}.`,
      `${ms}.${mac}x`,
      'x'.repeat(500),
      12345,
      { ms },
      [token],
    ]
    for (const value of cases) {
      expect(verifyFormToken(key, value, t0 + 10_000, 3000), String(value)).toBe('invalid')
    }
  })
})
