import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { API_CSP, baseSecurityHeaders } from './src/lib/security/headers'
import { MAX_UPLOAD_BODY_BYTES } from './src/lib/security/requestGuard'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets a second dev server run beside a build (NEXT_DIST_DIR=.next-dev next dev -p 3202).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The data cache of the catalogue reads (src/lib/cache): memory per process, tags shared
  // through Redis when REDIS_URL is set. Next's own in-memory copy would only duplicate it.
  cacheHandler: path.resolve('src/lib/cache/handler.mjs'),
  cacheMaxMemorySize: 0,
  experimental: {
    // src/app/global-not-found.tsx: the site's 404 page for every path without a page.
    globalNotFound: true,
    // The CSS goes into the page as <style> (the CSP allows inline styles) instead of render-blocking
    // requests: on a slow mobile connection each of those held the first paint back by an RTT or two.
    inlineCss: true,
    // Each route's CSS only: inlined CSS costs no request, so a chunk shared across routes is only
    // bytes a route does not use (Turbopack put the home slider's rules in every product page).
    cssChunking: { type: 'graph', requestCost: 0 },
    // The proxy sees every /cms-api body; an import upload may be 20 MB (larger ones: a 413 there).
    proxyClientMaxBodySize: MAX_UPLOAD_BODY_BYTES,
    // CI builds once on a fresh clone: Turbopack's build cache is never read there, and writing it
    // took 38 s of a 4-minute build on 2 cores.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // `npm run typecheck` is its own step of the test command; skipping it here saves build time.
  typescript: { ignoreBuildErrors: true },
  // Compression is the reverse proxy's job in production (docs/DEPLOYMENT.md).
  compress: process.env.NEXT_COMPRESS !== '0',
  // AVIF/WebP kept a year: every image source is content-addressed (upload names end in a hash of
  // the file, src/catalog/collections/uploadFiles.ts), so an image never changes under its URL.
  images: {
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 365 * 24 * 60 * 60,
  },
  // Security headers on every response; pages get their CSP (with a nonce) from
  // src/proxy.ts. Build assets (scripts, styles, fonts) need only nosniff: the others govern
  // documents and only weigh on each of a page's scripts.
  async headers() {
    const closed = [{ key: 'Content-Security-Policy', value: API_CSP }]
    return [
      { source: '/((?!_next/static/).*)', headers: baseSecurityHeaders() },
      {
        source: '/_next/static/:path*',
        headers: baseSecurityHeaders().filter((h) => h.key === 'X-Content-Type-Options'),
      },
      { source: '/api/:path*', headers: closed },
      { source: '/cms-api/:path*', headers: closed },
      { source: '/healthz', headers: closed },
      { source: '/readyz', headers: closed },
    ]
  },
  // Spec section 2: the template areas' entry points.
  async redirects() {
    return [
      { source: '/shop', destination: '/shop/catalog', permanent: false },
      { source: '/blog', destination: '/blog/category-classic', permanent: false },
      { source: '/site', destination: '/site/about-us', permanent: false },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// withPayload asks every response for the Sec-CH-Prefers-Color-Scheme client hint with
// `Critical-CH`, which makes Chromium send each first navigation twice (one more round trip before
// the first paint) and adds a Vary to every API answer. Only the admin panel uses that hint.
const payloadHeaders = config.headers
config.headers = async () =>
  ((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )

export default config
