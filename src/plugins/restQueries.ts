import {
  type CollectionBeforeOperationHook,
  type Config,
  type FlattenedField,
  type Payload,
  type PayloadRequest,
  type Plugin,
} from 'payload'

import { asStaff } from '@/access/roles'
import { RequestError } from '@/lib/errors'
import { GUARD_MESSAGES } from '@/lib/security/requestGuard'

// What Payload does not check before the database: value types, operators that fail in SQL, NULs
// (PostgreSQL cannot store them), page bounds; and anonymous REST reads are kept small.

export const PUBLIC_MAX_LIMIT = 50
export const PUBLIC_MAX_DEPTH = 1
export const MAX_PAGE = 100_000
const MAX_WHERE_NESTING = 5
/** For anonymous callers; staff lists (the admin asks for up to 250 ids at once) are not capped. */
const PUBLIC_MAX_CONDITIONS = 50
const PUBLIC_MAX_LIST_VALUES = 100
/** PostgreSQL's `integer`, the type of every id and relation column here. */
const MAX_ID = 2_147_483_647

export const QUERY_MESSAGES = {
  where: GUARD_MESSAGES.query,
  operator: 'Geçersiz sorgu: desteklenmeyen bir karşılaştırma kullanıldı.',
  path: 'Geçersiz sorgu: bu alan ya da karşılaştırma sorgulanamaz.',
  value: 'Geçersiz sorgu: bir karşılaştırmanın değeri geçersiz.',
  id: 'Geçersiz kayıt numarası.',
  page: `Geçersiz sayfa numarası: 1 ile ${MAX_PAGE} arasında bir tam sayı olmalıdır.`,
  limit: 'Geçersiz limit: negatif olmayan bir tam sayı olmalıdır.',
  pagination: 'Sayfalamasız sorgu yalnızca personele açıktır.',
  nul: 'Gönderilen veride geçersiz bir karakter (NUL) var.',
  body: 'İstek gövdesi okunamadı.',
} as const

const SCALAR_OPERATORS = new Set(['equals', 'not_equals', 'like', 'not_like', 'contains'])
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
const RANGE_OPERATORS = new Set([
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
const LIST_OPERATORS = new Set(['in', 'not_in'])
// Operators Payload accepts that fail in SQL here: no point fields, and `all` on a plain column.
// Unknown operators and paths are refused by Payload's validateQueryPaths (QueryError).
const UNSUPPORTED_OPERATORS = new Set(['near', 'within', 'intersects', 'all'])

export { RequestError }

const bad = (message: string) => new RequestError(message)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isScalar = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value))

export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 20 || typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(
    ([key, child]) => key.includes('\u0000') || containsNul(child, depth + 1),
  )
}

/** What values a field's column takes; `none`: nothing comparable (rich text, JSON, containers). */
export type ValueKind =
  'id' | 'number' | 'date' | 'boolean' | 'any' | 'none' | { options: string[] }

/** An id or relation value; '' is the admin's "no id" (Payload reads it as 0). */
export const isIdValue = (value: unknown): boolean =>
  value === null ||
  value === '' ||
  ((typeof value === 'number' || (typeof value === 'string' && /^-?\d{1,10}$/.test(value))) &&
    Number.isSafeInteger(Number(value)) &&
    Math.abs(Number(value)) <= MAX_ID)

const isNumberValue = (value: unknown) =>
  value === null ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^-?\d{1,15}(\.\d{1,15})?$/.test(value.trim()))

/** A date both databases can store: years 1 to 9999. */
const isDateValue = (value: unknown) => {
  if (value === null) return true
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const year = new Date(value).getUTCFullYear()
  return year >= 1 && year <= 9999
}

const isRangeValue = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' &&
    value.trim() !== '' &&
    (Number.isFinite(Number(value)) || isDateValue(value)))

function fits(kind: ValueKind, value: unknown): boolean {
  if (!isScalar(value) || kind === 'none') return false
  if (kind === 'id') return isIdValue(value)
  if (kind === 'number') return isNumberValue(value)
  if (kind === 'date') return isDateValue(value)
  if (kind === 'boolean') return [true, false, null, 'true', 'false'].includes(value as string)
  if (typeof kind === 'object') return value === null || kind.options.includes(String(value))
  return true
}

function checkCondition(
  operator: string,
  value: unknown,
  kind: ValueKind,
  maxListValues: number,
): void {
  if (TEXT_OPERATORS.has(operator)) {
    if (kind !== 'any' || !isScalar(value)) throw bad(QUERY_MESSAGES.value)
  } else if (SCALAR_OPERATORS.has(operator)) {
    if (!fits(kind, value)) throw bad(QUERY_MESSAGES.value)
  } else if (RANGE_OPERATORS.has(operator)) {
    const ordered = kind === 'id' || kind === 'number' || kind === 'date' || kind === 'any'
    if (!ordered || !isRangeValue(value) || !fits(kind, value)) throw bad(QUERY_MESSAGES.value)
  } else if (LIST_OPERATORS.has(operator)) {
    const list = typeof value === 'string' ? value.split(',') : value
    // An empty item of an id or number list reaches the database as NaN (a 500 on SQLite).
    const numeric = kind === 'id' || kind === 'number'
    if (
      !Array.isArray(list) ||
      list.length > maxListValues ||
      !list.every((item) => !(numeric && item === '') && fits(kind, item))
    )
      throw bad(QUERY_MESSAGES.value)
  } else if (operator === 'exists') {
    if (![true, false, 'true', 'false'].includes(value as string)) throw bad(QUERY_MESSAGES.value)
  } else if (UNSUPPORTED_OPERATORS.has(operator)) {
    throw bad(QUERY_MESSAGES.operator)
  }
}

/** Throws a 400 unless every condition's value fits its field; anonymous ones must be short. */
export function checkWhere(
  where: unknown,
  kindOf: (path: string) => ValueKind = () => 'any',
  anonymous = false,
): void {
  if (where === undefined) return
  if (containsNul(where)) throw bad(QUERY_MESSAGES.nul)
  const maxConditions = anonymous ? PUBLIC_MAX_CONDITIONS : Infinity
  const maxListValues = anonymous ? PUBLIC_MAX_LIST_VALUES : Infinity
  let conditions = 0
  const walk = (node: unknown, nesting: number): void => {
    if (!isRecord(node) || nesting > MAX_WHERE_NESTING) throw bad(QUERY_MESSAGES.where)
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        if (!Array.isArray(value)) throw bad(QUERY_MESSAGES.where)
        for (const child of value) walk(child, nesting + 1)
        continue
      }
      if (!isRecord(value)) throw bad(QUERY_MESSAGES.where)
      for (const [operator, operand] of Object.entries(value)) {
        if (++conditions > maxConditions) throw bad(QUERY_MESSAGES.where)
        checkCondition(operator, operand, kindOf(key), maxListValues)
      }
    }
  }
  walk(where, 0)
}

interface QueryArgs {
  where?: unknown
  page?: number
  limit?: number
  depth?: unknown
  pagination?: unknown
}

export function checkQueryArgs<A extends QueryArgs>(
  args: A,
  anonymous: boolean,
  kindOf?: (path: string) => ValueKind,
): A {
  checkWhere(args.where, kindOf, anonymous)
  const { page, limit } = args
  if (page !== undefined && !(Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE))
    throw bad(QUERY_MESSAGES.page)
  if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 0))
    throw bad(QUERY_MESSAGES.limit)
  if (!anonymous) return args
  if (args.pagination === false) throw bad(QUERY_MESSAGES.pagination)
  // Payload reads limit 0 as "no limit".
  return {
    ...args,
    limit: Math.min(limit || PUBLIC_MAX_LIMIT, PUBLIC_MAX_LIMIT),
    ...publicDepth(args),
  }
}

function publicDepth(args: { depth?: unknown }): { depth: number } {
  const depth = typeof args.depth === 'number' && args.depth >= 0 ? args.depth : PUBLIC_MAX_DEPTH
  return { depth: Math.min(depth, PUBLIC_MAX_DEPTH) }
}

const KIND_BY_TYPE: Partial<Record<FlattenedField['type'], ValueKind>> = {
  number: 'number',
  relationship: 'id',
  upload: 'id',
  join: 'id',
  date: 'date',
  checkbox: 'boolean',
  richText: 'none',
  json: 'none',
  blocks: 'none',
  array: 'none',
  group: 'none',
  point: 'none',
}

type Collections = Record<string, { config: { flattenedFields: FlattenedField[] } } | undefined>

export function pathKind(payload: Payload, collection: string, path: string): ValueKind {
  const collections = payload.collections as Collections
  let fields = collections[collection]?.config.flattenedFields
  const segments = path.split('.')
  for (const [i, segment] of segments.entries()) {
    if (segment === 'id') return 'id'
    if (segment === 'createdAt' || segment === 'updatedAt') return 'date'
    const field: FlattenedField | undefined = fields?.find((f) => f.name === segment)
    if (!field) return 'any'
    const last = i === segments.length - 1
    if (field.type === 'relationship' || field.type === 'upload') {
      if (last || typeof field.relationTo !== 'string') return 'id'
      fields = collections[field.relationTo]?.config.flattenedFields
    } else if ('flattenedFields' in field && !last) {
      fields = field.flattenedFields
    } else if (field.type === 'select' || field.type === 'radio') {
      return { options: field.options.map((o) => (typeof o === 'string' ? o : o.value)) }
    } else {
      return KIND_BY_TYPE[field.type] ?? 'any'
    }
  }
  return 'any'
}

const QUERY_OPERATIONS = new Set([
  'read',
  'count',
  'countVersions',
  'findVersions',
  'readDistinct',
  'update',
  'delete',
])

// Payload's REST handlers pass no `overrideAccess`, while every Local API call inside a request
// sets it: so this catches only what an anonymous (or dealer's) REST GET asks for itself.
const isAnonymousRead = (req: PayloadRequest, overrideAccess: unknown) =>
  !asStaff(req.user) &&
  req.payloadAPI === 'REST' &&
  req.method === 'GET' &&
  overrideAccess === undefined

const checkOperation: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  const { currentDepth, data, id, overrideAccess } = args as {
    currentDepth?: number
    data?: unknown
    id?: unknown
    overrideAccess?: boolean
  }
  if ((operation === 'create' || operation === 'update') && containsNul(data))
    throw bad(QUERY_MESSAGES.nul)
  // Relations Payload populates for a request (`currentDepth` set) are its own, well-formed finds.
  if (!QUERY_OPERATIONS.has(operation) || currentDepth) return args
  if (id !== undefined && (id === '' || !isIdValue(id))) throw bad(QUERY_MESSAGES.id)
  const kindOf = (path: string) => pathKind(req.payload, collection.slug, path)
  return checkQueryArgs(
    args as QueryArgs,
    isAnonymousRead(req, overrideAccess),
    kindOf,
  ) as typeof args
}

type AfterErrorHook = NonNullable<NonNullable<Config['hooks']>['afterError']>[number]

/** Payload parses some bodies and query values with a bare JSON.parse: a bad one is a 400, not a 500. */
const unreadableIs400: AfterErrorHook = ({ error, req }) => {
  if (!(error instanceof SyntaxError || error?.name === 'SyntaxError')) return
  const query = req.query as Record<string, unknown> | undefined
  const inQuery = typeof query?.where === 'string' || typeof query?.data === 'string'
  const message = inQuery ? QUERY_MESSAGES.where : QUERY_MESSAGES.body
  return { response: { errors: [{ message }] }, status: 400 }
}

/** Payload's own refusal of an unknown path or operator, in the site's language. */
const queryErrorInTurkish: AfterErrorHook = ({ error }) => {
  // By its text: the server build may rename classes (see clientErrorsKeepTheirText).
  if (/^The following paths? cannot be queried:/.test(String(error?.message)))
    return { response: { errors: [{ message: QUERY_MESSAGES.path }] }, status: 400 }
}

// Payload formats a ValidationError's field messages only when `instanceof` holds, which the
// server build's separate copies of its classes break; a 4xx keeps its message and fields here.
const clientErrorsKeepTheirText: AfterErrorHook = ({ error, result }) => {
  const status = (error as { status?: number } | null)?.status
  if (!status || status < 400 || status >= 500 || typeof error?.message !== 'string') return
  const data = (error as { data?: { errors?: unknown } }).data
  const shown = (result as { errors?: { message?: string; data?: unknown }[] } | undefined)
    ?.errors?.[0]
  // A collection's own afterError answer (another message) stays as it is.
  if (shown?.message && shown.message !== error.message && shown.message !== UNKNOWN) return
  const fieldsLost = Array.isArray(data?.errors) && !shown?.data
  if (shown?.message === error.message && !fieldsLost) return
  return { response: { errors: [{ message: error.message, ...(fieldsLost && { data }) }] } }
}

const UNKNOWN = 'An unknown error occurred.'

// Globals are not hooked: Payload reads a global's `depth` before its beforeOperation hooks run,
// so the config's `maxDepth` bounds them.
export const limitPublicQueries: Plugin = (config: Config): Config => ({
  ...config,
  hooks: {
    ...config.hooks,
    afterError: [
      clientErrorsKeepTheirText,
      unreadableIs400,
      queryErrorInTurkish,
      ...(config.hooks?.afterError ?? []),
    ],
  },
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [checkOperation, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
})
