import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import configPromise from '@payload-config'

function hiddenFields(fields: Field[], prefix = ''): { path: string; admin: object }[] {
  return fields.flatMap((field) => {
    const name = 'name' in field ? `${prefix}${field.name}` : prefix
    const nested =
      'fields' in field
        ? hiddenFields(field.fields, 'name' in field ? `${name}.` : prefix)
        : 'tabs' in field
          ? field.tabs.flatMap((tab) => hiddenFields(tab.fields, prefix))
          : []
    const admin = (field.admin ?? {}) as { hidden?: boolean }
    return admin.hidden && 'name' in field ? [{ path: name, admin }, ...nested] : nested
  })
}

describe('system fields in the admin', () => {
  it('are hidden from the edit view, the column chooser and the filters alike', async () => {
    const config = await configPromise
    const hidden = config.collections.flatMap((c) =>
      hiddenFields(c.fields)
        .filter(({ path }) => !['id', 'createdAt', 'updatedAt'].includes(path))
        .map((f) => ({ ...f, path: `${c.slug}.${f.path}` })),
    )
    const ours = hidden.filter(({ path }) =>
      /LeaseUntil|attributeKeys|firstAccount|summary|results/.test(path),
    )
    expect(ours.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'contact-requests.notifyLeaseUntil',
        'contact-requests.ackLeaseUntil',
        'dealer-applications.notifyLeaseUntil',
        'products.attributeKeys',
      ]),
    )
    for (const { path, admin } of ours)
      expect(admin, path).toMatchObject({ disableListColumn: true, disableListFilter: true })
  })
})
