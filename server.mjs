#!/usr/bin/env node
// The production server: Next's request handler in a Node HTTP server of our own, as Next's
// custom-server guide shows (https://nextjs.org/docs/app/guides/custom-server). Two things need
// the socket or the process, which a proxy.ts never sees: docs/decisions/0002-custom-server.md.
import { createServer } from 'node:http'

import { beginStop, sendsUnderWay } from './src/leads/jobs/drain.mjs'
import { rewriteForwardedFor, trustedProxyHops } from './src/lib/http/forwardedFor.mjs'

// As `next start` does, unless a standard value is set; before Next and React are loaded.
process.env.NODE_ENV ||= 'production'

// Payload trusts a staff cookie only from SITE_URL's origin (its CSRF list); canonical links,
// mails and the sitemap use it too. `npm run start` sets a local one for the demo.
if (!process.env.SITE_URL) {
  console.error(
    'SITE_URL tanımlı değil: sitenin genel adresini verin, ör. SITE_URL=https://www.ornek.com.tr ' +
      '(SITE_URL is required: the public origin of the site).',
  )
  process.exit(1)
}
const { default: next } = await import('next')

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME || undefined
/** A stop waits this long at most for lead mails being sent (src/leads/jobs/drain.mjs). */
const DRAIN_MS = 5000

const hops = trustedProxyHops()

const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((request, response) => {
  rewriteForwardedFor(request, hops)
  void handle(request, response)
})
server.listen(port, hostname, () => {
  console.info(`▲ Vitrin ready on http://${hostname ?? 'localhost'}:${port}`)
})

/** Stop taking requests, let the ones under way and the mails being sent finish, then exit. */
async function stop(signal) {
  if (!beginStop()) return
  console.info(`[server] ${signal}: stopping`)
  const closed = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  const timeout = new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref())
  await Promise.race([Promise.all([closed, sendsUnderWay()]), timeout])
  // Bounded too: on a starved host Next's close could outlast systemd's TimeoutStopSec.
  const closing = new Promise((resolve) => setTimeout(resolve, 2000).unref())
  await Promise.race([app.close().catch(() => undefined), closing])
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
