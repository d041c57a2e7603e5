import pg from 'pg'

/**
 * Asks the PostgreSQL server itself, on a connection of its own: a probe queued in Payload's pool
 * behind the site's own queries read a busy server as an absent one and turned traffic away.
 */
export function postgresProbe(connectionString: string, timeoutMs: number): () => Promise<boolean> {
  return async () => {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      application_name: 'vitrin-probe',
    })
    // An error after connecting (the server going away) must not be an unhandled 'error' event.
    client.on('error', () => {})
    try {
      await client.connect()
      await client.query('SELECT 1')
      return true
    } catch {
      return false
    } finally {
      void client.end().catch(() => {})
    }
  }
}
