/** Links in the site settings (src/lib/validation/links.ts): http(s) addresses only. */
import { describe, expect, it } from 'vitest'

import { SiteSettings } from '@/globals/SiteSettings'
import { isHttpLink, LINK_MESSAGE, validateLink } from '@/lib/validation/links'

describe('validateLink', () => {
  it('accepts http and https addresses, and an empty field', () => {
    for (const value of [
      'https://www.linkedin.com/company/vitrin-guvenlik',
      'http://example.com',
      'HTTPS://X.COM/vitrin',
      'https://www.facebook.com/vitrin?ref=site#top',
      'https://güvenlik.example/',
      '',
      null,
      undefined,
    ])
      expect(validateLink(value), String(value)).toBe(true)
  })

  it('refuses script, data and other schemes, relative and malformed addresses', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:info@example.com',
      'ftp://example.com',
      '//evil.example',
      '/iletisim',
      'www.linkedin.com/company/vitrin',
      'https:alert(1)',
      'https://',
      'https:// evil.example',
      ' https://example.com',
      'https://example.com\njavascript:alert(1)',
      `https://example.com/${'a'.repeat(3000)}`,
      42,
      { href: 'https://example.com' },
    ])
      expect(validateLink(value), JSON.stringify(value)).toBe(LINK_MESSAGE)
    expect(LINK_MESSAGE).toBe('Bağlantı http:// ya da https:// ile başlayan bir adres olmalı.')
    expect(isHttpLink('javascript://example.com/%0Aalert(1)')).toBe(false)
  })

  it('guards every social link of the site settings', () => {
    // The settings are laid out in tabs: look through them.
    const fields = SiteSettings.fields.flatMap((f) =>
      f.type === 'tabs' ? f.tabs.flatMap((tab) => tab.fields) : [f],
    )
    const social = fields.find((f) => 'name' in f && f.name === 'social') as {
      fields: { name: string; validate?: unknown }[]
    }
    expect(social.fields.map((f) => f.name)).toEqual(['linkedin', 'twitter', 'facebook'])
    for (const field of social.fields) expect(field.validate, field.name).toBe(validateLink)
  })
})
