import 'server-only'

import { draftMode, headers } from 'next/headers'

import { hasRole } from '@/access/roles'
import { getPayloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

/**
 * The signed-in staff member previewing drafts on this request, or null. Draft mode alone is not
 * enough: its cookie proves only that someone once opened a preview, so the session is checked too.
 */
export async function previewUser(): Promise<User | null> {
  if (!(await draftMode()).isEnabled) return null
  return staffUser(await headers())
}

/** The staff member Payload's session cookie (or JWT header) names, or null. */
export async function staffUser(requestHeaders: Headers): Promise<User | null> {
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.auth({ headers: requestHeaders })
    return user && hasRole(user as User, 'admin', 'editor', 'sales') ? (user as User) : null
  } catch {
    return null
  }
}

/** Banner text and robots rule shared by the previewed pages. */
export const PREVIEW_ROBOTS = { index: false, follow: false } as const
