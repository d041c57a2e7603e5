import type { Access } from 'payload'

import { hasRole, LEAD_ROLES, asStaff } from './roles'

/**
 * Admins read every account; sales also read the people they can hand a lead to (sales and admins:
 * the assignee picker lists them); anyone else only their own account.
 */
export const canReadUsers: Access = ({ req }) => {
  const user = asStaff(req.user)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const own = { id: { equals: user.id } }
  if (hasRole(user, 'sales')) return { or: [own, { role: { in: [...LEAD_ROLES] } }] }
  return own
}
