/** Who a lead can be handed to (src/leads/collections/fields.ts, src/access/canReadUsers.ts). */
import type { PayloadRequest, Where } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { canReadUsers } from '@/access/canReadUsers'
import {
  ASSIGNEE_MESSAGE,
  assigneeAllowed,
  leadMetaFields,
  validateAssignee,
} from '@/leads/collections/fields'

const USERS: Record<number, { role: string }> = {
  1: { role: 'admin' },
  2: { role: 'sales' },
  3: { role: 'sales' },
  4: { role: 'editor' },
}

/** A request whose Local API knows USERS, and records how it was asked. */
function fakeReq() {
  const find = vi.fn(async ({ where }: { where: { id: { equals: unknown } } }) => {
    const user = USERS[Number(where.id.equals)]
    return { docs: user ? [{ id: where.id.equals, ...user }] : [] }
  })
  const req = {
    payload: { find, collections: { users: {} }, db: { defaultIDType: 'number' } },
  } as unknown as PayloadRequest
  return { req, find }
}

describe('assignee', () => {
  it('may be a sales or admin account, never an editor or no account', () => {
    expect(assigneeAllowed('sales')).toBe(true)
    expect(assigneeAllowed('admin')).toBe(true)
    expect(assigneeAllowed('editor')).toBe(false)
    expect(assigneeAllowed(undefined)).toBe(false)
    expect(assigneeAllowed(null)).toBe(false)
  })

  it('accepts a colleague in sales or an admin, looked up whatever the assigner may read', async () => {
    const { req, find } = fakeReq()
    for (const id of [1, 3, { id: 2 }])
      expect(await validateAssignee(id, { req, previousValue: 2 }), JSON.stringify(id)).toBe(true)
    for (const [options] of find.mock.calls)
      expect(options).toMatchObject({ collection: 'users', overrideAccess: true })
  })

  it('refuses an editor, an unknown id and a malformed one with one Turkish message', async () => {
    const { req } = fakeReq()
    for (const id of [4, 99, 'abc', '1 OR 1=1'])
      expect(await validateAssignee(id, { req }), String(id)).toBe(ASSIGNEE_MESSAGE)
    expect(ASSIGNEE_MESSAGE).toBe(
      'Talep yalnızca satış ekibinden birine ya da bir yöneticiye atanabilir.',
    )
  })

  it('lets a lead be unassigned, or saved with the assignee it already has', async () => {
    const { req, find } = fakeReq()
    expect(await validateAssignee(null, { req })).toBe(true)
    expect(await validateAssignee(undefined, { req })).toBe(true)
    // Their role changed since: the lead's other changes can still be saved.
    expect(await validateAssignee(4, { req, previousValue: 4 })).toBe(true)
    expect(find).not.toHaveBeenCalled()
  })

  it('is the field validation, and the picker lists sales and admins only', () => {
    const field = leadMetaFields.find((f) => 'name' in f && f.name === 'assignee') as {
      validate?: unknown
      filterOptions?: unknown
    }
    expect(field.validate).toBe(validateAssignee)
    expect(field.filterOptions).toEqual({ role: { in: ['admin', 'sales'] } })
  })
})

describe('reading accounts', () => {
  const access = (user: { id: number; role: string } | null) =>
    canReadUsers({ req: { user } } as never) as boolean | Where

  it('sales read their own account and those they can hand a lead to', () => {
    expect(access({ id: 2, role: 'sales' })).toEqual({
      or: [{ id: { equals: 2 } }, { role: { in: ['admin', 'sales'] } }],
    })
  })

  it('an editor reads only their own account, an admin every one, nobody else none', () => {
    expect(access({ id: 4, role: 'editor' })).toEqual({ id: { equals: 4 } })
    expect(access({ id: 1, role: 'admin' })).toBe(true)
    expect(access(null)).toBe(false)
  })
})
