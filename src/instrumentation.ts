/**
 * Runs once when the server starts (https://nextjs.org/docs/app/guides/instrumentation): Payload,
 * and with it the jobs queue's crons (mails pending from before a restart), starts with the server
 * rather than with the first request that reads the database; retried while the database is away.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [
    availability,
    { checkDatabase, PROBE_TIMEOUT_MS },
    { databaseKind, databaseUrl },
    { postgresProbe },
  ] = await Promise.all([
    import('@/lib/db/availability'),
    import('@/lib/health'),
    import('@/lib/env'),
    import('@/lib/db/postgresProbe'),
  ])
  const postgres = databaseKind() === 'postgres'
  // PostgreSQL is asked directly, so neither a busy pool nor Payload's start reads as an outage.
  availability.registerDatabaseProbe(
    postgres
      ? postgresProbe(databaseUrl(), PROBE_TIMEOUT_MS)
      : () => checkDatabase(PROBE_TIMEOUT_MS, false),
  )
  const start = () =>
    import('@/lib/payload')
      .then(({ getPayloadClient }) => getPayloadClient())
      .catch((error: unknown) => {
        console.error(
          '[start] Payload could not start; retrying in 5 s:',
          (error as Error)?.message,
        )
        // Until it does, requests are answered 503 (src/proxy.ts), not with Payload's 500.
        void availability.probeDatabase()
        setTimeout(start, 5000).unref()
      })
  void start()
  // A database server can go away between requests; SQLite is a file of this process.
  if (postgres) setInterval(() => void availability.probeDatabase(false), 2000).unref()
}

/** A page that failed on the database: the next requests are answered 503 once a probe agrees. */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ isDatabaseUnavailable }, { suspectDatabase }] = await Promise.all([
    import('@/lib/http/handler'),
    import('@/lib/db/availability'),
  ])
  if (isDatabaseUnavailable(error)) suspectDatabase()
}
