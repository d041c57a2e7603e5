import 'server-only'

import { cookies } from 'next/headers'

import { FORM_FLASH_COOKIE, FORM_STATUS_PARAM, type FormFlash } from './handlePost'
import { LEAD_REFERENCE } from './reference'

type FormName = FormFlash['form']
type SearchParams = Record<string, string | string[] | undefined>

/** More than any real form can carry: the cookie is set by our API, but a browser may send anything. */
const MAX_COOKIE_LENGTH = 8 * 1024
const MAX_ENTRIES = 20

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function stringRecord(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null
  const entries = Object.entries(value)
  if (entries.length > MAX_ENTRIES) return null
  const out: Record<string, string> = {}
  for (const [key, text] of entries) {
    if (typeof text !== 'string') return null
    out[key] = text
  }
  return out
}

/** Null for anything but a flash of `form` with the status the URL announces. */
export function parseFormFlash(
  raw: string | undefined,
  form: FormName,
  status: string | undefined,
): FormFlash | null {
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return null
  let data: unknown
  try {
    data = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!isRecord(data) || data.form !== form) return null
  if (data.status !== 'basarili' && data.status !== 'hata') return null
  if (data.status !== status) return null
  const errors = stringRecord(data.errors)
  const values = stringRecord(data.values)
  if (!errors || !values) return null
  const reference =
    data.status === 'basarili' &&
    typeof data.reference === 'string' &&
    LEAD_REFERENCE.test(data.reference)
      ? data.reference
      : undefined
  return { form, status: data.status, errors, values, ...(reference && { reference }) }
}

// Read only when the URL carries `?durum=`, so ordinary visits never depend on it. It expires by
// itself: a Server Component cannot delete cookies.
export async function readFormFlash(
  form: FormName,
  searchParams: SearchParams,
): Promise<FormFlash | null> {
  const status = searchParams[FORM_STATUS_PARAM]
  if (typeof status !== 'string') return null
  const jar = await cookies()
  return parseFormFlash(jar.get(FORM_FLASH_COOKIE)?.value, form, status)
}
