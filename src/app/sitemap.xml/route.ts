import { sitemapIndexXml } from '@/catalog/sitemap'

// Read from the database at request time (never at build time).
export const dynamic = 'force-dynamic'

/** GET /sitemap.xml — the sitemap index (Next writes the parts, not an index of them). */
export async function GET() {
  return new Response(await sitemapIndexXml(), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
