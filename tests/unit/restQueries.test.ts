import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  checkQueryArgs,
  checkWhere,
  containsNul,
  isIdValue,
  MAX_PAGE,
  PUBLIC_MAX_DEPTH,
  PUBLIC_MAX_LIMIT,
  QUERY_MESSAGES,
  type ValueKind,
} from '@/plugins/restQueries'

/** The error `run` threw, or null when it returned. */
function thrown(run: () => unknown): unknown {
  try {
    run()
    return null
  } catch (error) {
    return error
  }
}

/** Asserts a Payload 400 with exactly `message`. */
function expectRefused(run: () => unknown, message: string) {
  const error = thrown(run)
  expect(error).toBeInstanceOf(APIError)
  expect((error as APIError).status).toBe(400)
  expect((error as APIError).message).toBe(message)
}

/** Anonymous callers' limits (condition count, list length) apply; staff ones are looser. */
const refusedWhere = (where: unknown, message: string) =>
  expectRefused(() => checkWhere(where, undefined, true), message)

describe('checkWhere: values that fit their field', () => {
  const kinds: Record<string, ValueKind> = {
    id: 'id',
    price: 'number',
    updatedAt: 'date',
    featured: 'boolean',
    _status: { options: ['draft', 'published'] },
    description: 'none',
  }
  const kindOf = (path: string): ValueKind => kinds[path] ?? 'any'
  const refused = (where: unknown, message: string = QUERY_MESSAGES.value) =>
    expectRefused(() => checkWhere(where, kindOf), message)
  const accepted = (where: unknown) => expect(checkWhere(where, kindOf)).toBeUndefined()

  it('takes ids as integers of the database, and the admin empty id', () => {
    accepted({ id: { equals: 12 } })
    accepted({ id: { in: '1,2,3' } })
    accepted({ id: { not_equals: '' } })
    for (const id of ['1.5', '1e400', '99999999999', 'abc', 2 ** 31])
      refused({ id: { equals: id } })
    expect(isIdValue('2147483647')).toBe(true)
    expect(isIdValue('2147483648')).toBe(false)
  })

  it('refuses an empty item in an id or number list (the database would get NaN)', () => {
    for (const list of ['', '1,', ',2', ['']]) {
      refused({ id: { not_in: list } })
      refused({ price: { in: list } })
    }
    accepted({ id: { not_in: '1,2' } })
    accepted({ name: { in: '' } })
  })

  it('takes dates of years 1 to 9999 only, and options of a select only', () => {
    accepted({ updatedAt: { greater_than: '2026-01-01' } })
    refused({ updatedAt: { greater_than: '0000-01-01' } })
    refused({ updatedAt: { equals: 'notadate' } })
    accepted({ _status: { equals: 'draft' } })
    refused({ _status: { equals: '' } })
    refused({ _status: { like: 'dra' } })
    accepted({ featured: { equals: 'true' } })
    refused({ featured: { equals: 'evet' } })
    refused({ description: { equals: 'x' } })
    accepted({ description: { exists: true } })
  })

  it('refuses a NUL character anywhere, in a value or a key', () => {
    refused({ name: { equals: 'Ali\u0000' } }, QUERY_MESSAGES.nul)
    refused({ or: [{ 'na\u0000me': { equals: 'a' } }] }, QUERY_MESSAGES.nul)
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true)
    expect(containsNul({ a: [{ b: 'x' }] })).toBe(false)
  })
})

describe('checkWhere: shape', () => {
  it('accepts no where, an empty one and plain conditions', () => {
    expect(checkWhere(undefined)).toBeUndefined()
    expect(checkWhere({})).toBeUndefined()
    expect(
      checkWhere({
        slug: { equals: 'ip-kamera' },
        'category.slug': { not_equals: null },
        title: { like: 'kamera', contains: 'ip' },
        featured: { equals: true },
        price: { greater_than: 5 },
      }),
    ).toBeUndefined()
  })

  it('refuses a where that is not an object', () => {
    for (const where of [null, 'x', 5, [], [{ a: { equals: 1 } }], true]) {
      refusedWhere(where, QUERY_MESSAGES.where)
    }
  })

  it('refuses a field whose value is not an object of operators', () => {
    refusedWhere({ title: 'kamera' }, QUERY_MESSAGES.where)
    refusedWhere({ title: null }, QUERY_MESSAGES.where)
    refusedWhere({ title: [{ equals: 'a' }] }, QUERY_MESSAGES.where)
  })

  it('refuses and/or that are not arrays, and non-object children', () => {
    refusedWhere({ and: { a: { equals: 1 } } }, QUERY_MESSAGES.where)
    refusedWhere({ or: 'x' }, QUERY_MESSAGES.where)
    refusedWhere({ or: [null] }, QUERY_MESSAGES.where)
    refusedWhere({ and: [[{ a: { equals: 1 } }]] }, QUERY_MESSAGES.where)
  })

  it('accepts and/or nested five deep, refuses six', () => {
    const nest = (levels: number): Record<string, unknown> =>
      levels === 0 ? { a: { equals: 1 } } : { [levels % 2 ? 'and' : 'or']: [nest(levels - 1)] }
    expect(checkWhere(nest(5))).toBeUndefined()
    refusedWhere(nest(6), QUERY_MESSAGES.where)
  })

  it('checks the conditions inside and/or', () => {
    refusedWhere({ or: [{ a: { equals: 1 } }, { b: { near: '1,2' } }] }, QUERY_MESSAGES.operator)
    refusedWhere({ and: [{ or: [{ a: { in: [{}] } }] }] }, QUERY_MESSAGES.value)
  })

  it('accepts 50 conditions and refuses 51, counted across fields and nesting', () => {
    const fields = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, { equals: i }]))
    expect(checkWhere(fields(50), undefined, true)).toBeUndefined()
    expect(checkWhere(fields(51))).toBeUndefined()
    refusedWhere(fields(51), QUERY_MESSAGES.where)
    refusedWhere({ ...fields(25), or: [fields(26)] }, QUERY_MESSAGES.where)
    refusedWhere({ title: { equals: 'a', not_equals: 'b' }, ...fields(49) }, QUERY_MESSAGES.where)
  })
})

describe('checkWhere: operators and values', () => {
  it('refuses geo operators, which fail in SQL; leaves unknown ones to Payload', () => {
    for (const operator of ['near', 'within', 'intersects']) {
      refusedWhere({ title: { [operator]: 'x' } }, QUERY_MESSAGES.operator)
    }
    // Payload's validateQueryPaths refuses these (tests/integration/security/attack.test.ts).
    for (const operator of ['regex', '$where', 'EQUALS'])
      expect(checkWhere({ title: { [operator]: 'x' } })).toBeUndefined()
  })

  it('accepts scalars in equals, like, contains …', () => {
    for (const value of ['x', '', 0, -1.5, true, false, null]) {
      for (const operator of ['equals', 'not_equals', 'like', 'not_like', 'contains']) {
        expect(checkWhere({ title: { [operator]: value } })).toBeUndefined()
      }
    }
  })

  it('refuses arrays, objects and non-finite numbers in scalar operators', () => {
    for (const value of [['a'], [], { $gt: '' }, Number.NaN, Number.POSITIVE_INFINITY, undefined]) {
      refusedWhere({ title: { equals: value } }, QUERY_MESSAGES.value)
    }
    refusedWhere({ title: { like: ['a', 'b'] } }, QUERY_MESSAGES.value)
    refusedWhere({ title: { not_equals: { a: 1 } } }, QUERY_MESSAGES.value)
  })

  it('accepts numbers, numeric strings and dates as range bounds', () => {
    for (const value of [5, -2.5, '5', '2026-01-01', '2026-01-01T10:00:00.000Z']) {
      for (const operator of [
        'greater_than',
        'greater_than_equal',
        'less_than',
        'less_than_equal',
      ]) {
        expect(checkWhere({ createdAt: { [operator]: value } })).toBeUndefined()
      }
    }
  })

  it('refuses range bounds that are neither a number nor a date', () => {
    for (const value of [
      'notadate',
      '',
      '   ',
      null,
      true,
      ['5'],
      { a: 1 },
      Number.NaN,
      Infinity,
    ]) {
      refusedWhere({ createdAt: { greater_than: value } }, QUERY_MESSAGES.value)
    }
    refusedWhere({ price: { less_than_equal: 'abc' } }, QUERY_MESSAGES.value)
  })

  it('accepts exists as a boolean or its text only', () => {
    for (const value of [true, false, 'true', 'false']) {
      expect(checkWhere({ image: { exists: value } })).toBeUndefined()
    }
    for (const value of ['yes', 1, 0, null, 'TRUE', ['true']]) {
      refusedWhere({ image: { exists: value } }, QUERY_MESSAGES.value)
    }
  })

  it('accepts in/not_in lists as a comma string or an array of scalars; refuses `all`', () => {
    expect(checkWhere({ slug: { in: 'a,b,c' } })).toBeUndefined()
    expect(checkWhere({ slug: { not_in: ['a', 'b'] } })).toBeUndefined()
    refusedWhere({ tags: { all: [1, 2] } }, QUERY_MESSAGES.operator)
    expect(checkWhere({ slug: { in: [] } })).toBeUndefined()
  })

  it('refuses lists that are not lists, hold non-scalars or exceed 100 items', () => {
    const items = (count: number) => Array.from({ length: count }, (_, i) => `s${i}`)
    expect(checkWhere({ slug: { in: items(100) } }, undefined, true)).toBeUndefined()
    expect(checkWhere({ slug: { in: items(250) } })).toBeUndefined()
    expect(checkWhere({ slug: { in: items(100).join(',') } })).toBeUndefined()
    refusedWhere({ slug: { in: items(101) } }, QUERY_MESSAGES.value)
    refusedWhere({ slug: { not_in: items(101).join(',') } }, QUERY_MESSAGES.value)
    refusedWhere({ slug: { in: 5 } }, QUERY_MESSAGES.value)
    refusedWhere({ slug: { in: { a: 1 } } }, QUERY_MESSAGES.value)
    refusedWhere({ slug: { not_in: [['a']] } }, QUERY_MESSAGES.value)
    refusedWhere({ slug: { in: [{ a: 1 }] } }, QUERY_MESSAGES.value)
  })
})

describe('checkQueryArgs: page and limit', () => {
  it('accepts pages 1 to MAX_PAGE', () => {
    for (const page of [1, 2, MAX_PAGE]) {
      expect(checkQueryArgs({ page }, false)).toEqual({ page })
      expect(checkQueryArgs({ page }, true).page).toBe(page)
    }
  })

  it('refuses pages that are not an integer in range, for staff too', () => {
    const pages: unknown[] = [0, -1, 1.5, 1e20, MAX_PAGE + 1, Number.NaN, 'abc', '2']
    for (const page of pages) {
      for (const anonymous of [true, false]) {
        expectRefused(
          () => checkQueryArgs({ page: page as number }, anonymous),
          QUERY_MESSAGES.page,
        )
      }
    }
  })

  it('refuses a negative or fractional limit, for staff too', () => {
    for (const limit of [-1, 1.5, Number.NaN, Infinity, 1e20]) {
      for (const anonymous of [true, false]) {
        expectRefused(() => checkQueryArgs({ limit }, anonymous), QUERY_MESSAGES.limit)
      }
    }
  })

  it('checks the where first', () => {
    expectRefused(
      () => checkQueryArgs({ where: { a: { near: 'x' } }, page: 0 }, false),
      QUERY_MESSAGES.operator,
    )
  })
})

describe('checkQueryArgs: anonymous callers', () => {
  const noArgs: { limit?: number; depth?: unknown } = {}

  it('refuses pagination false', () => {
    expectRefused(() => checkQueryArgs({ pagination: false }, true), QUERY_MESSAGES.pagination)
    expect(checkQueryArgs({ pagination: true }, true).pagination).toBe(true)
  })

  it('caps the limit, reading a missing or zero limit as the cap', () => {
    expect(checkQueryArgs(noArgs, true)).toEqual({
      limit: PUBLIC_MAX_LIMIT,
      depth: PUBLIC_MAX_DEPTH,
    })
    expect(checkQueryArgs({ limit: undefined }, true).limit).toBe(PUBLIC_MAX_LIMIT)
    expect(checkQueryArgs({ limit: 0 }, true).limit).toBe(PUBLIC_MAX_LIMIT)
    expect(checkQueryArgs({ limit: 1000 }, true).limit).toBe(PUBLIC_MAX_LIMIT)
    expect(checkQueryArgs({ limit: PUBLIC_MAX_LIMIT + 1 }, true).limit).toBe(PUBLIC_MAX_LIMIT)
    expect(checkQueryArgs({ limit: PUBLIC_MAX_LIMIT }, true).limit).toBe(PUBLIC_MAX_LIMIT)
    expect(checkQueryArgs({ limit: 5 }, true).limit).toBe(5)
    expect(checkQueryArgs({ limit: 1 }, true).limit).toBe(1)
  })

  it('caps the depth, reading a missing or invalid depth as the cap', () => {
    expect(checkQueryArgs({ depth: 10 }, true).depth).toBe(PUBLIC_MAX_DEPTH)
    expect(checkQueryArgs(noArgs, true).depth).toBe(PUBLIC_MAX_DEPTH)
    expect(checkQueryArgs({ depth: undefined }, true).depth).toBe(PUBLIC_MAX_DEPTH)
    expect(checkQueryArgs({ depth: -1 }, true).depth).toBe(PUBLIC_MAX_DEPTH)
    expect(checkQueryArgs({ depth: '0' }, true).depth).toBe(PUBLIC_MAX_DEPTH)
    expect(checkQueryArgs({ depth: 1 }, true).depth).toBe(1)
    expect(checkQueryArgs({ depth: 0 }, true).depth).toBe(0)
  })

  it('returns a trimmed copy, keeping the other arguments and leaving the input alone', () => {
    const where = { slug: { equals: 'a' } }
    const args = { collection: 'products', where, page: 3, limit: 1000, depth: 4, sort: '-title' }
    const trimmed = checkQueryArgs(args, true)
    expect(trimmed).toEqual({
      collection: 'products',
      where,
      page: 3,
      limit: PUBLIC_MAX_LIMIT,
      depth: PUBLIC_MAX_DEPTH,
      sort: '-title',
    })
    expect(trimmed).not.toBe(args)
    expect(args).toEqual({
      collection: 'products',
      where,
      page: 3,
      limit: 1000,
      depth: 4,
      sort: '-title',
    })
  })
})

describe('checkQueryArgs: staff', () => {
  it('keeps limit, depth and pagination as given, returning the same object', () => {
    const args = { limit: 1000, depth: 10, pagination: false, page: 2 }
    const checked = checkQueryArgs(args, false)
    expect(checked).toBe(args)
    expect(checked).toEqual({ limit: 1000, depth: 10, pagination: false, page: 2 })
    expect(checkQueryArgs({ limit: 0 }, false)).toEqual({ limit: 0 })
    expect(checkQueryArgs({}, false)).toEqual({})
  })
})
