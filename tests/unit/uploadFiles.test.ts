import { createHash } from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'

import { CONTENT_HASH_LENGTH, withContentHash } from '@/catalog/collections/uploadFiles'

const bytes = (text: string) => new TextEncoder().encode(text)
const hashOf = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, CONTENT_HASH_LENGTH)

describe('content-addressed upload names', () => {
  it('puts ten hex digits of the content hash before the extension', () => {
    expect(withContentHash('kamera.webp', bytes('a'))).toBe(`kamera-${hashOf('a')}.webp`)
    expect(withContentHash('veri-sayfasi.v2.pdf', bytes('b'))).toBe(
      `veri-sayfasi.v2-${hashOf('b')}.pdf`,
    )
    expect(withContentHash('README', bytes('c'))).toBe(`README-${hashOf('c')}`)
  })

  it('gives other content another name and the same content the same name', () => {
    const a = withContentHash('kamera.webp', bytes('görsel 1'))
    expect(withContentHash('kamera.webp', bytes('görsel 1'))).toBe(a)
    expect(withContentHash('kamera.webp', bytes('görsel 2'))).not.toBe(a)
  })

  it('replaces the hash of a name that already has one instead of adding a second', () => {
    const once = withContentHash('kamera.webp', bytes('x'))
    expect(withContentHash(once, bytes('y'))).toBe(`kamera-${hashOf('y')}.webp`)
    // A name that merely ends in something hex-like but shorter keeps it.
    expect(withContentHash('kamera-abc.webp', bytes('y'))).toBe(`kamera-abc-${hashOf('y')}.webp`)
  })
})

describe('sitePath', () => {
  it("serves Payload's absolute upload URLs of this site as paths, and leaves other hosts", async () => {
    const { sitePath } = await import('@/lib/fileUrl')
    vi.stubEnv('SITE_URL', 'https://www.vitrin.example/')
    expect(sitePath('https://www.vitrin.example/cms-api/media/file/a.webp')).toBe(
      '/cms-api/media/file/a.webp',
    )
    expect(sitePath('/cms-api/media/file/a.webp')).toBe('/cms-api/media/file/a.webp')
    expect(sitePath('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp')
    expect(sitePath('https://www.vitrin.example.evil/a.webp')).toBe(
      'https://www.vitrin.example.evil/a.webp',
    )
    expect(sitePath(null)).toBeNull()
    vi.unstubAllEnvs()
  })
})
