/**
 * Runs once when the server starts (https://nextjs.org/docs/app/guides/instrumentation): Payload,
 * and with it the jobs queue's crons (mails pending from before a restart), starts with the server
 * rather than with the first request that reads the database; retried while the database is away.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const health = await import('@/lib/health')
  const start = () =>
    import('@/lib/payload')
      .then(({ getPayloadClient }) => getPayloadClient())
      .then(() => health.probeDatabase())
      .catch((error: unknown) => {
        console.error(
          '[start] Payload could not start; retrying in 5 s:',
          (error as Error)?.message,
        )
        // Until it does, requests are answered 503 (src/proxy.ts), not with Payload's 500.
        void health.probeDatabase()
        setTimeout(start, 5000).unref()
      })
  void start()
  const { databaseKind } = await import('@/lib/env')
  if (databaseKind() === 'postgres') health.watchDatabase()
}

/** A page that failed on the database: the next requests are answered 503 once a probe agrees. */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ isDatabaseUnavailable }, { suspectDatabase }] = await Promise.all([
    import('@/lib/http/handler'),
    import('@/lib/health'),
  ])
  if (isDatabaseUnavailable(error)) suspectDatabase()
}
