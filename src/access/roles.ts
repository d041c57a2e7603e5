/** Staff roles. Dealers sign in to a collection of their own (src/dealers), never with these. */
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
  /** The auth collection the session belongs to (Payload sets it); staff are `users`. */
  collection?: string | null
}

/** The user when it is a staff account: a dealer's session (`dealers`) is never staff. */
export function asStaff<T extends MaybeStaff>(user: T | null | undefined): T | null {
  return user && (user.collection ?? 'users') === 'users' ? user : null
}

export function hasRole(user: MaybeStaff | null | undefined, ...roles: Role[]): boolean {
  const staff = asStaff(user)
  return Boolean(staff && roles.includes(staff.role as Role))
}
