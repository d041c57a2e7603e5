import type { Access } from 'payload'

import { hasRole, asStaff } from './roles'

/** A staff member reads and edits their own account; admins manage every account. */
export const selfOrAdmin: Access = ({ req }) => {
  const user = asStaff(req.user)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
