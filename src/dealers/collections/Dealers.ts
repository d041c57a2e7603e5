import type { CollectionConfig } from 'payload'

import {
  forgotPasswordEndpoint,
  guardAuthOperations,
  sameAnswerForFailedLogins,
} from '@/access/accountHooks'

import { DEALER_COLLECTION, isDealerStaff } from '../access'
import { inviteWithoutPassword, resendInvitation, sendInvitation } from '../hooks'
import { dealerPasswordMail, passwordLink } from '../invite'

export const DEALER_ROLES = [
  { value: 'yonetici', label: 'Yönetici' },
  { value: 'kullanici', label: 'Kullanıcı' },
] as const

/** How long a dealer's sign-in lasts (seconds): a working day, like staff. */
export const DEALER_SESSION_SECONDS = 12 * 60 * 60

/**
 * Dealer users (bayi kullanıcıları): a second auth collection beside staff `users`, with the same
 * password rules, lockout and even-timed answers. No self sign-up: staff create them. They sign in
 * at /bayi/giris into a cookie of their own, never Payload's admin session (src/dealers/session.ts).
 */
export const Dealers: CollectionConfig = {
  slug: DEALER_COLLECTION,
  labels: { singular: 'Bayi kullanıcısı', plural: 'Bayi kullanıcıları' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'company', 'role'],
    group: 'Bayiler',
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: DEALER_SESSION_SECONDS,
    // Payload's reset mail, with the site's page (/bayi/sifre) instead of the admin's.
    forgotPassword: {
      generateEmailSubject: () => dealerPasswordMail('reset', '', '').subject,
      generateEmailHTML: (args) => {
        const user = args?.user as { name?: string } | undefined
        return dealerPasswordMail('reset', user?.name ?? '', passwordLink(args?.token ?? '')).html
      },
    },
  },
  access: {
    read: isDealerStaff,
    create: isDealerStaff,
    update: isDealerStaff,
    delete: isDealerStaff,
    unlock: isDealerStaff,
    // The admin panel is for staff (`users`) only.
    admin: () => false,
  },
  endpoints: [forgotPasswordEndpoint(DEALER_COLLECTION), resendInvitation],
  hooks: {
    beforeOperation: [guardAuthOperations],
    beforeValidate: [inviteWithoutPassword],
    afterChange: [sendInvitation],
    afterError: [sameAnswerForFailedLogins],
  },
  fields: [
    { name: 'name', label: 'Ad Soyad', type: 'text', required: true, maxLength: 100 },
    { name: 'phone', label: 'Telefon', type: 'text', maxLength: 30 },
    {
      name: 'company',
      label: 'Bayi firması',
      type: 'relationship',
      relationTo: 'dealer-companies',
      required: true,
      index: true,
    },
    {
      name: 'invitation',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/dealers/admin/InviteDealer#InviteDealer' },
      },
    },
    {
      name: 'role',
      label: 'Rol',
      type: 'select',
      required: true,
      defaultValue: 'kullanici',
      options: [...DEALER_ROLES],
      saveToJWT: true,
    },
  ],
}
