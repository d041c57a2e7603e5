import { describe, expect, it } from 'vitest'

import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  cspArea,
  strictTransportSecurity,
} from '@/lib/security/headers'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )

describe('security headers', () => {
  it('sorts paths into site, demo and admin policies', () => {
    expect(cspArea('/')).toBe('site')
    expect(cspArea('/iletisim')).toBe('site')
    expect(cspArea('/sitemap.xml')).toBe('site')
    expect(cspArea('/shop/catalog')).toBe('demo')
    expect(cspArea('/site')).toBe('demo')
    expect(cspArea('/home-two')).toBe('demo')
    expect(cspArea('/admin')).toBe('admin')
    expect(cspArea('/admin/collections/products')).toBe('admin')
    expect(cspArea('/administrator')).toBe('site')
  })

  it('allows no inline script on the public site without the nonce', () => {
    const csp = directives(contentSecurityPolicy('site', 'abc123'))
    expect(csp['script-src']).toBe("'self' 'nonce-abc123' 'strict-dynamic'")
    expect(csp['script-src']).not.toContain('unsafe')
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'img-src': "'self' data: blob:",
      'style-src': "'self' 'unsafe-inline'",
      'font-src': "'self'",
      'connect-src': "'self'",
      'frame-src': 'https://www.openstreetmap.org',
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'object-src': "'none'",
    })
    expect(directives(contentSecurityPolicy('site', 'n', true))['script-src']).toContain(
      "'unsafe-eval'",
    )
    expect(directives(contentSecurityPolicy('demo', 'n'))['frame-ancestors']).toBe("'none'")
  })

  it('sends HSTS only in production over https', () => {
    expect(
      strictTransportSecurity({ NODE_ENV: 'production', SITE_URL: 'https://x.example' }),
    ).toMatch(/^max-age=\d+/)
    expect(
      strictTransportSecurity({ NODE_ENV: 'production', SITE_URL: 'http://x.example' }),
    ).toBeNull()
    expect(
      strictTransportSecurity({ NODE_ENV: 'development', SITE_URL: 'https://x.example' }),
    ).toBeNull()
    expect(strictTransportSecurity({ NODE_ENV: 'production' })).toBeNull()
    const keys = baseSecurityHeaders().map((h) => h.key)
    expect(keys).toEqual([
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
    ])
  })
})
