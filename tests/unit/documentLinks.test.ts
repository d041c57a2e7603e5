import { describe, expect, it } from 'vitest'

import { signedDocumentUrl, verifyDocumentLink } from '@/dealers/documentLinks'

const parse = (url: string) => {
  const u = new URL(url, 'http://x')
  return { son: u.searchParams.get('son'), imza: u.searchParams.get('imza') }
}

describe('signed dealer document links', () => {
  const now = Date.UTC(2026, 10, 28, 9, 0, 0)
  it('opens the file it was signed for, within a quarter of an hour', () => {
    const { son, imza } = parse(signedDocumentUrl('sertifika-ab12.pdf', now))
    expect(verifyDocumentLink('sertifika-ab12.pdf', son, imza, now)).toBe(true)
    expect(verifyDocumentLink('sertifika-ab12.pdf', son, imza, now + 14 * 60_000)).toBe(true)
    expect(verifyDocumentLink('sertifika-ab12.pdf', son, imza, now + 16 * 60_000)).toBe(false)
  })
  it('opens no other file, and no changed or far-future expiry', () => {
    const { son, imza } = parse(signedDocumentUrl('a.pdf', now))
    expect(verifyDocumentLink('b.pdf', son, imza, now)).toBe(false)
    expect(verifyDocumentLink('a.pdf', String(Number(son) + 1), imza, now)).toBe(false)
    expect(verifyDocumentLink('a.pdf', son, `${imza}x`, now)).toBe(false)
    expect(verifyDocumentLink('a.pdf', null, imza, now)).toBe(false)
    expect(verifyDocumentLink('a.pdf', '9'.repeat(12), imza, now)).toBe(false)
  })
})
