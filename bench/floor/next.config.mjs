// The framework's floor for `npm run bench` (bench/README.md): a Next app of its own with one page,
// built and started by bench/run.mjs. It has no package.json or node_modules of its own: `next`,
// `react` and `typescript` resolve from the repository's node_modules, two folders up, so that
// root is Turbopack's root (Turbopack resolves no file outside it) and the tracing root (the two
// must match). Next would infer the same root from the package-lock.json; it is set here so the
// build does not depend on that guess. Build output in ./.next (git-ignored by the root's `.next/`).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** @type {import('next').NextConfig} */
const config = {
  // Only `.tsx` files are routes or conventions here. Turbopack looks for the proxy and
  // instrumentation files (`proxy.{ext}`, `src/proxy.{ext}`, `instrumentation.{ext}`, …) from its
  // root, not from this app: with the default extensions it compiled the site's src/proxy.ts and
  // src/instrumentation.ts into this build (and failed on their `@/` imports). The site has neither
  // as `.tsx`.
  pageExtensions: ['tsx'],
  poweredByHeader: false,
  // As the site's next.config.ts: the bench starts both servers with NEXT_COMPRESS=0.
  compress: process.env.NEXT_COMPRESS !== '0',
  outputFileTracingRoot: root,
  turbopack: { root },
}

export default config
