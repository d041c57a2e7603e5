/**
 * Runs once when the server starts (https://nextjs.org/docs/app/guides/instrumentation): Payload,
 * and with it the jobs queue's crons (mails pending from before a restart), starts with the server
 * rather than with the first request that reads the database; retried while the database is away.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const start = () =>
    import('@/lib/payload')
      .then(({ getPayloadClient }) => getPayloadClient())
      .catch((error: unknown) => {
        console.error(
          '[start] Payload could not start; retrying in 5 s:',
          (error as Error)?.message,
        )
        setTimeout(start, 5000).unref()
      })
  void start()
}
