import type { Config } from 'payload'

/** An error Payload throws for a refused or malformed request (its APIError, status 4xx). */
function clientError(value: unknown): { status: number; message: string } | null {
  const err = (value as { err?: unknown } | null)?.err ?? value
  if (typeof err !== 'object' || err === null) return null
  const { status, message } = err as { status?: unknown; message?: unknown }
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  return { status, message: typeof message === 'string' ? message : '' }
}

/**
 * Payload's logger: one JSON line per record on standard output. A refused request (403, 404,
 * 400 …) is logged as one short info line without its stack: Payload picks the level by the
 * error's class name (`loggingLevels`), which the production build minifies away.
 */
export function payloadLogger(): Config['logger'] {
  return {
    options: {
      level: process.env.LOG_LEVEL || 'info',
      hooks: {
        logMethod(args, method, level) {
          const refused = level >= 40 ? clientError(args[0]) : null
          if (!refused) return method.apply(this, args)
          if (this.isLevelEnabled('info'))
            this.info({ status: refused.status }, `refused: ${refused.message}`)
        },
      },
    },
  }
}
