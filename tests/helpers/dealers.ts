// What the dealer-wing tests share: the REST API as staff, a signed-in dealer's cookie, its pages.
import { expect } from 'vitest'

import { baseURL } from './http'

export const DEALER_PASSWORD = 'Mavi-Kapı-Anahtar-2026'

export type Doc = { id: number } & Record<string, unknown>

/** Payload's REST API (`/cms-api/…`) with `auth` as its Authorization header (or none). */
export function api(auth: string, method: string, path: string, body?: unknown) {
  return fetch(`${baseURL()}/cms-api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** The created document of a 201 answer (fails the test on any other). */
export async function created(res: Response): Promise<Doc> {
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { doc: Doc }).doc
}

/** Signs in through the portal's form as a browser without JavaScript does; the session cookie. */
export async function dealerCookie(email: string, password = DEALER_PASSWORD): Promise<string> {
  const res = await fetch(`${baseURL()}/bayi/oturum`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
    },
    body: new URLSearchParams({ email, password }),
  })
  const set = res.headers.getSetCookie().find((c) => c.startsWith('vitrin-bayi='))
  expect(set, `a session for ${email}`).toBeDefined()
  return set!.split(';')[0]!
}

/** A page or route of the site, with a cookie or none; redirects are not followed. */
export const page = (path: string, cookie = '') =>
  fetch(`${baseURL()}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
