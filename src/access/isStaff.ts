import type { Access } from 'payload'

import { hasRole } from './roles'

export const isStaff: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'sales')
