import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/lib/http/handler'
import { mailFrom, parseFrom } from '@/leads/mailer'

const wrapped = (inner: object) =>
  Object.assign(
    new Error('Failed query: insert into "contact_requests" …\nparams: Ali,5321550000'),
    {
      cause: inner,
    },
  )

describe('isDatabaseUnavailable', () => {
  it('knows a database that refuses, drops or is locked, by code or by message', () => {
    for (const code of ['55000', '57P01', '53300', '3D000', 'ECONNREFUSED', 'SQLITE_BUSY'])
      expect(isDatabaseUnavailable(wrapped({ code, message: 'x' })), code).toBe(true)
    for (const message of [
      'Error: cannot begin transaction: Failed query: begin\nparams: ',
      'database "vitrin" is not currently accepting connections',
      'terminating connection due to administrator command',
      'Connection terminated unexpectedly',
    ])
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true)
  })

  it("is not fooled by a code inside the query's parameters (a visitor's text)", () => {
    const bug = new Error('Failed query: select 1\nparams: 55000,ECONNREFUSED,57P01')
    expect(isDatabaseUnavailable(bug)).toBe(false)
    expect(isDatabaseUnavailable(wrapped({ code: '23505', message: 'duplicate key' }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
  })
})

describe('MAIL_FROM', () => {
  it('reads a name and an address, and quotes the name for the header', () => {
    expect(parseFrom('Vitrin Test <bildirim@vitrin.example>')).toEqual({
      name: 'Vitrin Test',
      address: 'bildirim@vitrin.example',
    })
    expect(parseFrom('satis@vitrin.example')).toEqual({
      name: 'Vitrin',
      address: 'satis@vitrin.example',
    })
    expect(
      mailFrom({ MAIL_FROM: 'Vitrin, A.Ş. <b@vitrin.example>' } as unknown as NodeJS.ProcessEnv),
    ).toBe('"Vitrin, A.Ş." <b@vitrin.example>')
    expect(
      mailFrom({ MAIL_FROM: 'Ali "Usta" <b@vitrin.example>' } as unknown as NodeJS.ProcessEnv),
    ).toBe('"Ali \\"Usta\\"" <b@vitrin.example>')
  })
})
