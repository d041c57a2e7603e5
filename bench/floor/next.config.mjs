// The framework's floor for `npm run bench` (bench/README.md). It resolves `next` and `react` from
// the repository's node_modules, so the repository is Turbopack's root and the tracing root (the
// two must match); set here rather than inferred from the lock file.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** @type {import('next').NextConfig} */
const config = {
  // Only `.tsx`: Turbopack looks for proxy and instrumentation files from its root, and would
  // otherwise compile the site's src/proxy.ts and src/instrumentation.ts into this app.
  pageExtensions: ['tsx'],
  poweredByHeader: false,
  // As the site's next.config.ts: the bench starts both servers with NEXT_COMPRESS=0.
  compress: process.env.NEXT_COMPRESS !== '0',
  outputFileTracingRoot: root,
  turbopack: { root },
}

export default config
