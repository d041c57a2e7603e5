/** Collections whose drafts staff can preview on the site's own page. */
export const PREVIEW_COLLECTIONS = ['products', 'pages'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export const isPreviewCollection = (value: unknown): value is PreviewCollection =>
  (PREVIEW_COLLECTIONS as readonly unknown[]).includes(value)

/** The admin's preview button opens this: src/app/onizleme/route.ts checks the session. */
export function previewUrl(
  collection: PreviewCollection,
  doc: Record<string, unknown>,
): string | null {
  const id = doc.id
  if (typeof id !== 'string' && typeof id !== 'number') return null
  return `/onizleme?collection=${collection}&id=${encodeURIComponent(String(id))}`
}
