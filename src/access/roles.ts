/** Staff roles. Public visitors never sign in, so there is no "customer" role. */
export const ROLES = ['admin', 'editor', 'sales'] as const
export type Role = (typeof ROLES)[number]

/** The roles that work leads: a lead can be assigned to, and handed between, these only. */
export const LEAD_ROLES = ['admin', 'sales'] as const satisfies readonly Role[]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Yönetici',
  editor: 'Editör',
  sales: 'Satış',
}

interface MaybeStaff {
  role?: string | null
}

export function hasRole(user: MaybeStaff | null | undefined, ...roles: Role[]): boolean {
  return Boolean(user && roles.includes(user.role as Role))
}
