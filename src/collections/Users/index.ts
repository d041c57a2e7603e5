import type { CollectionConfig } from 'payload'

import { canReadUsers } from '@/access/canReadUsers'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { ROLE_LABELS, ROLES, asStaff } from '@/access/roles'
import { selfOrAdmin } from '@/access/selfOrAdmin'
import { SYSTEM_FIELD_ADMIN } from '@/lib/fields'

import {
  forgotPasswordEndpoint,
  guardAuthOperations,
  sameAnswerForFailedLogins,
} from '@/access/accountHooks'

import { firstAccountIsAdmin, firstRegisterTaken, setDisplayName } from './hooks'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Personel', plural: 'Personel' },
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['name', 'email', 'role'],
    group: 'Yönetim',
  },
  auth: {
    // Lockout after 5 failed logins for 10 minutes.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
      sameSite: 'Lax',
    },
  },
  access: {
    create: isAdmin,
    read: canReadUsers,
    update: selfOrAdmin,
    delete: isAdmin,
    // Lifting a lockout is an admin's decision (Payload's default lets any signed-in user).
    unlock: isAdmin,
    admin: ({ req: { user } }) => asStaff(user) !== null,
  },
  endpoints: [forgotPasswordEndpoint('users')],
  hooks: {
    beforeOperation: [guardAuthOperations],
    beforeValidate: [firstAccountIsAdmin],
    beforeChange: [setDisplayName],
    afterError: [sameAnswerForFailedLogins, firstRegisterTaken],
  },
  fields: [
    { name: 'name', label: 'Ad Soyad', type: 'text' },
    // Set by setDisplayName from the name and the e-mail.
    { name: 'displayName', label: 'Görünen ad', type: 'text', admin: SYSTEM_FIELD_ADMIN },
    {
      name: 'role',
      label: 'Rol',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
    {
      // Set by firstAccountIsAdmin only; unique, so that one account alone can be the first.
      name: 'firstAccount',
      type: 'text',
      unique: true,
      access: { read: () => false, create: () => false, update: () => false },
      admin: SYSTEM_FIELD_ADMIN,
    },
  ],
}
