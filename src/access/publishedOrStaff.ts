import type { Access } from 'payload'

import { hasRole } from './roles'

/** Anonymous visitors see published documents only; staff also see drafts. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'editor', 'sales')) return true
  return { _status: { equals: 'published' } }
}
