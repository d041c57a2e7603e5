import { createHash } from 'node:crypto'

import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

// Payload reuses a free name, and a new image under an old URL would never be fetched by caches
// holding that URL as `immutable`: names end in the file's hash.
export const CONTENT_HASH_LENGTH = 10
const HASH_SUFFIX = new RegExp(`-[0-9a-f]{${CONTENT_HASH_LENGTH}}$`)

/** `name.ext` → `name-{hash}.ext`; a name that already ends in a hash has it replaced. */
export function withContentHash(filename: string, data: Uint8Array): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, CONTENT_HASH_LENGTH)
  const dot = filename.lastIndexOf('.')
  const base = dot > 0 ? filename.slice(0, dot) : filename
  const ext = dot > 0 ? filename.slice(dot) : ''
  return `${base.replace(HASH_SUFFIX, '')}-${hash}${ext}`
}

const nameByContent: CollectionBeforeOperationHook = ({ args, operation }) => {
  const file = (args as { req?: { file?: { name: string; data?: Uint8Array } } }).req?.file
  if ((operation === 'create' || operation === 'update') && file?.data?.length)
    file.name = withContentHash(file.name, file.data)
  return args
}

export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Errors such as a missing file's 404 do not get the immutable Cache-Control. */
export function contentAddressedUploads(): {
  hooks: Pick<NonNullable<CollectionConfig['hooks']>, 'beforeOperation'>
  modifyResponseHeaders: ({ headers }: { headers: Headers }) => Headers
} {
  return {
    hooks: { beforeOperation: [nameByContent] },
    modifyResponseHeaders: ({ headers }) => {
      // Not on the answer to an unsatisfiable range (`Content-Range: bytes */size`).
      if (!headers.get('Content-Range')?.startsWith('bytes */'))
        headers.set('Cache-Control', UPLOAD_CACHE_CONTROL)
      return headers
    },
  }
}
