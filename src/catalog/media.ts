import { sitePath } from '@/lib/fileUrl'

/** Width of the `card` image size (src/catalog/collections/Media.ts): listings and cards show it. */
export const CARD_IMAGE_WIDTH = 480

/** Turns an upload relation into the URL the app serves it at, or null. */
export interface MediaLike {
  url?: string | null
  sizes?: Record<string, { url?: string | null } | undefined> | null
  /** The original's width in pixels, where a reader needs it (a product's cover). */
  width?: number | null
}

export function mediaUrl(media: unknown, size?: 'thumbnail' | 'card'): string | null {
  if (!media || typeof media !== 'object') return null
  const m = media as MediaLike
  const sized = size ? m.sizes?.[size]?.url : null
  return sitePath(sized || m.url)
}

/**
 * Fields to fetch of a populated media document. `url` is computed from `filename` after read:
 * selecting `url` alone yields null.
 */
export const MEDIA_POPULATE = {
  url: true,
  filename: true,
  mimeType: true,
  sizes: true,
  alt: true,
  width: true,
  height: true,
} as const
