import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { uploadFileUrl } from './fileUrl'

/** The app's own URL of an uploaded file (the route reads it from the bucket when S3 is on). */
const fileRoute =
  (slug: 'media' | 'documents') =>
  ({ filename }: { filename: string }): string =>
    uploadFileUrl(slug, filename)

/**
 * Where uploads (images, datasheets) live. Default: the local folders MEDIA_DIR and
 * DOCUMENTS_DIR. With `S3_BUCKET` set, both collections go to that S3-compatible bucket through
 * Payload's storage adapter, so that several app instances share them (docs/DEPLOYMENT.md).
 * Files are still served by the app at `/cms-api/{media,documents}/file/{name}`, read from the
 * bucket: URLs do not change, the bucket can stay private and no page refers to another host.
 *
 * The plugin is always installed (disabled without a bucket) with `alwaysInsertFields`, so that the
 * schema — the `prefix` column it adds — is the same with and without S3 and one migration serves.
 */
export function storagePlugins(env: NodeJS.ProcessEnv = process.env): Plugin[] {
  const bucket = env.S3_BUCKET?.trim() || ''
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  return [
    s3Storage({
      enabled: bucket !== '',
      alwaysInsertFields: true,
      bucket,
      // Object keys `media/…` and `documents/…`. Fixed: the prefix is also the default of a column
      // (see the migration), so it cannot come from the environment. `generateFileURL` keeps the
      // URLs free of the `?prefix=` the adapter would add, which next/image refuses for local
      // images; the file route finds the object by its name.
      collections: {
        media: { prefix: 'media', generateFileURL: fileRoute('media') },
        documents: { prefix: 'documents', generateFileURL: fileRoute('documents') },
      },
      config: {
        region: env.S3_REGION?.trim() || 'us-east-1',
        endpoint,
        // MinIO, Ceph, Garage and most self-hosted stores want path-style addressing.
        forcePathStyle: env.S3_FORCE_PATH_STYLE
          ? env.S3_FORCE_PATH_STYLE !== '0'
          : endpoint !== undefined,
        // Without keys the SDK's own chain is used (instance role, AWS_* variables, profile).
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
        // Checksums only where S3 requires them: several S3-compatible stores reject the newer
        // SDKs' default CRC32 trailers on uploads.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
  ]
}
