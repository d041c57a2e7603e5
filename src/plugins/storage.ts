import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { uploadFileUrl } from '@/lib/fileUrl'

const fileRoute =
  (slug: 'media' | 'documents' | 'dealer-documents') =>
  ({ filename }: { filename: string }): string =>
    uploadFileUrl(slug, filename)

// The app serves uploads at the same URLs either way, so a bucket can stay private. Always
// installed (`alwaysInsertFields`): one schema and one migration serve both cases.
export function storagePlugins(env: NodeJS.ProcessEnv = process.env): Plugin[] {
  const bucket = env.S3_BUCKET?.trim() || ''
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  return [
    s3Storage({
      enabled: bucket !== '',
      alwaysInsertFields: true,
      bucket,
      // Each prefix is also a column default in the migration. `generateFileURL` drops the
      // adapter's `?prefix=`, which next/image refuses for local images.
      collections: {
        media: { prefix: 'media', generateFileURL: fileRoute('media') },
        documents: { prefix: 'documents', generateFileURL: fileRoute('documents') },
        // Opened only with a link the dealer portal signs (src/dealers/documentLinks.ts).
        'dealer-documents': {
          prefix: 'dealer-documents',
          generateFileURL: fileRoute('dealer-documents'),
        },
      },
      config: {
        region: env.S3_REGION?.trim() || 'us-east-1',
        endpoint,
        // MinIO, Ceph, Garage and most self-hosted stores want path-style addressing.
        forcePathStyle: env.S3_FORCE_PATH_STYLE
          ? env.S3_FORCE_PATH_STYLE !== '0'
          : endpoint !== undefined,
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
