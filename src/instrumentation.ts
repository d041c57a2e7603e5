/** Runs once when the server starts: https://nextjs.org/docs/app/guides/instrumentation */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [
    { Server },
    { installForwardedForRewrite },
    { installPageHeaders },
    { installPageCache },
    { installDirectSearch },
    { installExitDrain },
  ] = await Promise.all([
    import('node:http'),
    import('@/lib/http/forwardedFor'),
    import('@/lib/http/pageHeaders'),
    import('@/lib/http/pageCache'),
    import('@/lib/http/directSearch'),
    import('@/jobs/drain'),
  ])
  // A stop signal lets the lead notifications being sent finish first (src/jobs/drain.ts).
  installExitDrain()
  // The hook installed last runs first. The pages' CSP and nonce (./lib/http/pageHeaders) after the
  // page cache, which answers its hits with a nonce of its own; the rewrite before them all:
  // every request reaches Next rewritten.
  installPageHeaders({ prototype: Server.prototype })
  installPageCache({ prototype: Server.prototype })
  installDirectSearch({ prototype: Server.prototype })
  installForwardedForRewrite({ prototype: Server.prototype })
  // In this form Next leaves the import out of the edge build (Payload is Node-only).
  if (process.env.NEXT_RUNTIME === 'nodejs') startPayload(() => import('@/lib/payload'))
}

/**
 * Payload (and with it the jobs queue's crons: mails pending from before a restart) starts with
 * the server, not with the first request that reads the database; retried while the database
 * is away.
 */
function startPayload(load: () => Promise<typeof import('@/lib/payload')>): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  load()
    .then(({ getPayloadClient }) => getPayloadClient())
    .catch((error: unknown) => {
      console.error('[start] Payload could not start; retrying in 5 s:', (error as Error)?.message)
      setTimeout(() => startPayload(load), 5000).unref()
    })
}
