import type { Access } from 'payload'

import { hasRole } from './roles'

/** A staff member reads and edits their own account; admins manage every account. */
export const selfOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
