import {
  APIError,
  type CollectionBeforeOperationHook,
  type Config,
  type FlattenedField,
  type Payload,
  type Plugin,
} from 'payload'

/**
 * Every query that reaches Payload's operations (REST at /cms-api, and the Local API) is checked
 * for shape before it reaches the database: a malformed `where`, `page` or `limit` is a 400, not a
 * driver error and a 500. Anonymous callers get small answers only: `limit` capped, `depth` at
 * most PUBLIC_MAX_DEPTH, no `pagination=false`.
 */

export const PUBLIC_MAX_LIMIT = 50
export const PUBLIC_MAX_DEPTH = 1
export const MAX_PAGE = 100_000
const MAX_WHERE_CONDITIONS = 50
const MAX_WHERE_NESTING = 5
const MAX_LIST_VALUES = 100

export const QUERY_MESSAGES = {
  where: 'Geçersiz sorgu: where parametresi okunamadı.',
  operator: 'Geçersiz sorgu: desteklenmeyen bir karşılaştırma kullanıldı.',
  value: 'Geçersiz sorgu: bir karşılaştırmanın değeri geçersiz.',
  page: `Geçersiz sayfa numarası: 1 ile ${MAX_PAGE} arasında bir tam sayı olmalıdır.`,
  limit: 'Geçersiz limit: negatif olmayan bir tam sayı olmalıdır.',
  pagination: 'Sayfalamasız sorgu yalnızca personele açıktır.',
} as const

const SCALAR_OPERATORS = new Set(['equals', 'not_equals', 'like', 'not_like', 'contains'])
const RANGE_OPERATORS = new Set([
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
// `all` (every value of a hasMany field) is left out: on a plain column it fails in SQL.
const LIST_OPERATORS = new Set(['in', 'not_in'])

/**
 * A 400 whose Turkish message reaches the client. The name is set by hand: Payload answers with
 * the message only when the error has a name, and the production build minifies class names.
 */
export class RequestError extends APIError {
  constructor(message: string, data: Record<string, unknown> | null = null) {
    super(message, 400, data, true)
    this.name = 'RequestError'
  }
}

const bad = (message: string) => new RequestError(message)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isScalar = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value))

/** A bound of a range comparison: a number, or a date the database can compare. */
const isRangeValue = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' &&
    value.trim() !== '' &&
    (Number.isFinite(Number(value)) || !Number.isNaN(Date.parse(value))))

/**
 * What values a field's column takes: numbers (ids, relations), dates, booleans, one of a select's
 * options (an enum on PostgreSQL), any text, or nothing comparable (rich text, JSON, containers).
 */
export type ValueKind = 'number' | 'date' | 'boolean' | 'any' | 'none' | { options: string[] }

const isNumberValue = (value: unknown) =>
  value === null ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^-?\d{1,15}(\.\d+)?$/.test(value.trim()))

const isDateValue = (value: unknown) =>
  value === null ||
  ((typeof value === 'string' || typeof value === 'number') &&
    !Number.isNaN(new Date(value).getTime()))

function fits(kind: ValueKind, value: unknown): boolean {
  if (!isScalar(value) || kind === 'none') return false
  if (kind === 'number') return isNumberValue(value)
  if (kind === 'date') return isDateValue(value)
  if (kind === 'boolean') return [true, false, null, 'true', 'false'].includes(value as string)
  if (typeof kind === 'object') return value === null || kind.options.includes(String(value))
  return true
}

function checkCondition(operator: string, value: unknown, kind: ValueKind = 'any'): void {
  if (SCALAR_OPERATORS.has(operator)) {
    const textSearch = operator === 'like' || operator === 'not_like' || operator === 'contains'
    if (textSearch ? kind !== 'any' || !isScalar(value) : !fits(kind, value))
      throw bad(QUERY_MESSAGES.value)
  } else if (RANGE_OPERATORS.has(operator)) {
    const ordered = kind === 'number' || kind === 'date' || kind === 'any'
    if (!ordered || !isRangeValue(value) || !fits(kind, value)) throw bad(QUERY_MESSAGES.value)
  } else if (LIST_OPERATORS.has(operator)) {
    const list = typeof value === 'string' ? value.split(',') : value
    if (
      !Array.isArray(list) ||
      list.length > MAX_LIST_VALUES ||
      !list.every((item) => fits(kind, item))
    )
      throw bad(QUERY_MESSAGES.value)
  } else if (operator === 'exists') {
    // Any field may be asked whether it is set.
    if (![true, false, 'true', 'false'].includes(value as string)) throw bad(QUERY_MESSAGES.value)
  } else {
    // near, within, intersects: this schema has no point fields; anything else is unknown.
    throw bad(QUERY_MESSAGES.operator)
  }
}

/**
 * Throws a 400 unless `where` is a Payload where of plain conditions, small enough to run, whose
 * values fit their fields (`kindOf` tells a path's kind).
 */
export function checkWhere(
  where: unknown,
  kindOf: (path: string) => ValueKind = () => 'any',
): void {
  if (where === undefined) return
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
        if (++conditions > MAX_WHERE_CONDITIONS) throw bad(QUERY_MESSAGES.where)
        checkCondition(operator, operand, kindOf(key))
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

/** Checks (and for anonymous callers, trims) the query arguments of one operation. */
export function checkQueryArgs<A extends QueryArgs>(
  args: A,
  anonymous: boolean,
  kindOf?: (path: string) => ValueKind,
): A {
  checkWhere(args.where, kindOf)
  const { page, limit } = args
  if (page !== undefined && !(Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE))
    throw bad(QUERY_MESSAGES.page)
  if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 0))
    throw bad(QUERY_MESSAGES.limit)
  if (!anonymous) return args
  if (args.pagination === false) throw bad(QUERY_MESSAGES.pagination)
  const trimmed = { ...args }
  // Payload reads limit 0 as "no limit".
  trimmed.limit = Math.min(limit || PUBLIC_MAX_LIMIT, PUBLIC_MAX_LIMIT)
  const depth = typeof args.depth === 'number' && args.depth >= 0 ? args.depth : PUBLIC_MAX_DEPTH
  trimmed.depth = Math.min(depth, PUBLIC_MAX_DEPTH)
  return trimmed
}

/** Operations that take a query. */
const QUERY_OPERATIONS = new Set([
  'read',
  'count',
  'countVersions',
  'findVersions',
  'readDistinct',
  'update',
  'delete',
])

const KIND_BY_TYPE: Partial<Record<FlattenedField['type'], ValueKind>> = {
  number: 'number',
  relationship: 'number',
  upload: 'number',
  join: 'number',
  date: 'date',
  checkbox: 'boolean',
  richText: 'none',
  json: 'none',
  blocks: 'none',
  array: 'none',
  group: 'none',
  point: 'none',
}

/** The kind of a where path of `collection` ("name", "category", "category.updatedAt"). */
export function pathKind(payload: Payload, collection: string, path: string): ValueKind {
  const collections = payload.collections as Record<
    string,
    { config: { flattenedFields: FlattenedField[] } } | undefined
  >
  let fields = collections[collection]?.config.flattenedFields
  const segments = path.split('.')
  for (const [i, segment] of segments.entries()) {
    if (segment === 'id') return 'number'
    if (segment === 'createdAt' || segment === 'updatedAt') return 'date'
    const field: FlattenedField | undefined = fields?.find((f) => f.name === segment)
    if (!field) return 'any'
    const last = i === segments.length - 1
    if (field.type === 'relationship' || field.type === 'upload') {
      if (last || typeof field.relationTo !== 'string') return 'number'
      fields = collections[field.relationTo]?.config.flattenedFields
    } else if ('flattenedFields' in field && !last) {
      fields = field.flattenedFields
    } else {
      if (field.type === 'select' || field.type === 'radio')
        return {
          options: field.options.map((o) => (typeof o === 'string' ? o : o.value)),
        }
      return KIND_BY_TYPE[field.type] ?? 'any'
    }
  }
  return 'any'
}

const checkOperation: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  // Relations Payload populates for a request (`currentDepth` set) are its own, well-formed finds.
  if (!QUERY_OPERATIONS.has(operation) || (args as { currentDepth?: number }).currentDepth)
    return args
  // The size limits are for what an anonymous REST GET asks for itself, not for the operations
  // Payload runs inside a request (first-register, login) nor for the site's own Local API reads.
  const anonymous =
    !req.user &&
    req.payloadAPI === 'REST' &&
    req.method === 'GET' &&
    (args as { overrideAccess?: boolean }).overrideAccess !== true
  const kindOf = (path: string) => pathKind(req.payload, collection.slug, path)
  return checkQueryArgs(args as QueryArgs, anonymous, kindOf) as typeof args
}

/** Installs the check as the first beforeOperation hook of every collection. */
export const limitPublicQueries: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [checkOperation, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
})
