import type { MetadataRoute } from 'next'

import { SITE_URL } from '@/lib/site'

// Rendered per request: a build-time file would carry the build machine's address.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api', '/api/', '/arama'] }],
    sitemap: `${SITE_URL}/sitemap.xml`,
  }
}
