import type { Access } from 'payload'

import { hasRole } from '@/access/roles'

/** The dealer wing's records are staff work: admins and sales (who look after the dealers). */
export const isDealerStaff: Access = ({ req: { user } }) => hasRole(user, 'admin', 'sales')

export const DEALER_COLLECTION = 'dealers'
