import { inject } from 'vitest'

export const baseURL = () => inject('baseURL')

export async function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(baseURL() + path, { redirect: 'manual', ...init })
}

export async function getJson<T = unknown>(
  path: string,
): Promise<{ status: number; body: T; res: Response }> {
  const res = await get(path)
  return { status: res.status, body: (await res.json()) as T, res }
}

export async function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(baseURL() + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** A staff session for the Payload REST API (/cms-api), as a cookie header. */
export async function login(
  email = inject('adminEmail'),
  password = inject('adminPassword'),
): Promise<string> {
  const res = await fetch(baseURL() + '/cms-api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  return `JWT ${token}`
}

/** Counts documents of a collection as an admin sees them. */
export async function countDocs(collection: string, auth: string, where = ''): Promise<number> {
  const res = await fetch(`${baseURL()}/cms-api/${collection}?limit=1&depth=0${where}`, {
    headers: { Authorization: auth },
  })
  if (!res.ok) throw new Error(`count ${collection}: ${res.status}`)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

/** The sitemap as a crawler reads it: the index at /sitemap.xml, then every part it names. */
export async function sitemapText(base = baseURL(), init: RequestInit = {}): Promise<string> {
  const index = await (await fetch(`${base}/sitemap.xml`, init)).text()
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const texts = await Promise.all(parts.map(async (p) => (await fetch(base + p, init)).text()))
  return [index, ...texts].join('\n')
}
