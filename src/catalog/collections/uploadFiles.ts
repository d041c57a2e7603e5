import { createHash } from 'node:crypto'

import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

/**
 * Stored names end in ten hex digits of the file's SHA-256 (`kamera-3f9a0c12de.webp`): Payload
 * reuses a name once it is free, and a new image under an old URL would never be fetched by the
 * browsers and proxies holding that URL as `immutable`.
 */
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

/** Cache-Control of an upload's own URL (`/cms-api/{media,documents}/file/{name}`). */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * What the image and datasheet collections share: content-named files, served with a year-long
 * immutable Cache-Control (errors such as a missing file's 404 do not get it).
 */
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
