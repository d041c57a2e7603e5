import type { MetadataRoute } from 'next'

import { sitemapPart, sitemapParts } from '@/catalog/sitemap'

// Read from the database at request time (never at build time).
export const dynamic = 'force-dynamic'

/** The parts of the sitemap, /sitemaps/sitemap/<id>.xml; /sitemap.xml is their index. */
export async function generateSitemaps() {
  // Next also asks while building, when there is no database to count products in.
  if (process.env.NEXT_PHASE === 'phase-production-build') return []
  return (await sitemapParts()).map((id) => ({ id }))
}

export default async function sitemap(props: {
  id: Promise<string>
}): Promise<MetadataRoute.Sitemap> {
  return sitemapPart(await props.id)
}
