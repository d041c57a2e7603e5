import type { Access } from 'payload'

import { hasRole } from './roles'

/** Catalogue, pages and home content: admins and editors. */
export const canEditCatalog: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
