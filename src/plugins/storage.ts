import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { uploadFileUrl } from '@/lib/fileUrl'

/** The app's own URL of an uploaded file (the route reads it from the bucket when S3 is on). */
const fileRoute =
  (slug: 'media' | 'documents') =>
  ({ filename }: { filename: string }): string =>
    uploadFileUrl(slug, filename)

/**
 * Uploads stay in local folders or, with `S3_BUCKET`, go to a bucket all instances share; the app
 * still serves them at the same URLs, so the bucket can stay private (docs/DEPLOYMENT.md). Always
 * installed, with `alwaysInsertFields`, so that one schema and one migration serve both cases.
 */
export function storagePlugins(env: NodeJS.ProcessEnv = process.env): Plugin[] {
  const bucket = env.S3_BUCKET?.trim() || ''
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  return [
    s3Storage({
      enabled: bucket !== '',
      alwaysInsertFields: true,
      bucket,
      // Fixed prefixes: each is also a column default in the migration. `generateFileURL` keeps
      // URLs free of the adapter's `?prefix=`, which next/image refuses for local images; the file
      // route finds the object by its name.
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
