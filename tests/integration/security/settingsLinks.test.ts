/**
 * Site settings keep http(s) links only (src/lib/validation/links.ts): a `javascript:` social link
 * is refused with the Turkish message and changes nothing; what the test changes it restores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LINK_MESSAGE } from '@/lib/validation/links'

import { baseURL, login } from '../../helpers/http'

type Social = { linkedin?: string | null; twitter?: string | null; facebook?: string | null }

describe('site settings links', () => {
  let admin: string
  let saved: Social

  const settings = async () => {
    const res = await fetch(`${baseURL()}/cms-api/globals/site-settings?depth=0`, {
      headers: { Authorization: admin },
    })
    expect(res.status).toBe(200)
    return (await res.json()) as { social?: Social }
  }

  const update = (social: Social) =>
    fetch(`${baseURL()}/cms-api/globals/site-settings`, {
      method: 'POST',
      headers: { Authorization: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ social }),
    })

  beforeAll(async () => {
    admin = await login()
    saved = (await settings()).social ?? {}
  })

  afterAll(async () => {
    if (!admin) return
    const restored = await update({
      linkedin: saved.linkedin ?? null,
      twitter: saved.twitter ?? null,
      facebook: saved.facebook ?? null,
    })
    expect(restored.status).toBe(200)
  })

  it('refuses a javascript: link with the Turkish message and keeps the stored one', async () => {
    for (const social of [
      { ...saved, linkedin: 'javascript:alert(1)' },
      { ...saved, twitter: 'JavaScript:alert(document.cookie)' },
      { ...saved, facebook: 'data:text/html,<script>alert(1)</script>' },
    ]) {
      const res = await update(social)
      expect(res.status, JSON.stringify(social)).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(LINK_MESSAGE)
    }
    expect((await settings()).social).toMatchObject({
      linkedin: saved.linkedin ?? null,
      twitter: saved.twitter ?? null,
      facebook: saved.facebook ?? null,
    })
  })

  it('stores an https link', async () => {
    const linkedin = 'https://www.linkedin.com/company/vitrin-guvenlik-test'
    const res = await update({ ...saved, linkedin })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await settings()).social?.linkedin).toBe(linkedin)
    const footer = await (await fetch(`${baseURL()}/`)).text()
    expect(footer).toContain(`href="${linkedin}"`)
  })
})
