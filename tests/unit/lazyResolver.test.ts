import { describe, expect, it } from 'vitest'

import { lazyZodResolver } from '@/components/forms/lazyResolver'
import { contactSchema, messages } from '@/lib/validation'

import { goodContact } from '../helpers/forms'

const contact = { ...goodContact, kvkk: '1' as const }
const options = { fields: {}, shouldUseNativeValidation: false } as const

describe('lazyZodResolver (zod loads with the first validation)', () => {
  it("answers as zod's resolver: the spec's messages per field, the parsed values when valid", async () => {
    let loads = 0
    const resolver = lazyZodResolver(async () => {
      loads++
      return contactSchema
    })
    const bad = await resolver({ ...contact, phone: '12', name: '' }, undefined, options)
    expect(bad.errors.phone?.message).toBe(messages.phoneFormat)
    expect(bad.errors.name?.message).toBe(messages.nameEmpty)
    const good = await resolver({ ...contact, phone: '0532 123 45 67' }, undefined, options)
    expect(good.errors).toEqual({})
    expect((good.values as { phone: string }).phone).toBe('+90 532 123 45 67')
    expect(loads).toBe(1)
  })

  it('lets the server check the form when the code does not arrive, and loads it next time', async () => {
    let attempt = 0
    const resolver = lazyZodResolver(async () => {
      if (attempt++ === 0) throw new TypeError('Failed to fetch dynamically imported module')
      return contactSchema
    })
    const offline = await resolver({ ...contact, phone: '12' }, undefined, options)
    expect(offline.errors).toEqual({})
    const online = await resolver({ ...contact, phone: '12' }, undefined, options)
    expect(online.errors.phone?.message).toBe(messages.phoneFormat)
  })
})
