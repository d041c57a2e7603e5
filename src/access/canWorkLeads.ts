import type { Access } from 'payload'

import { hasRole } from './roles'

/** Quote requests and dealer applications: admins and sales staff only. */
export const canWorkLeads: Access = ({ req: { user } }) => hasRole(user, 'admin', 'sales')
