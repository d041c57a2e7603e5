import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/**
 * Runs `handle` on every request of every Node HTTP server of this process, before the request
 * reaches Next. `next start` creates its server before instrumentation's `register()` runs, so the
 * prototype's `emit` is patched, not an instance. The hook installed last runs first. `handle`
 * returns true when it has answered the request itself (Next then never sees it).
 */
export function onEveryRequest(
  httpServer: { prototype: Server },
  handle: (request: IncomingMessage, response: ServerResponse) => boolean,
): void {
  const proto = httpServer.prototype
  const emit = proto.emit
  proto.emit = function hookedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && handle(args[0] as IncomingMessage, args[1] as ServerResponse))
      return true
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as Server['emit']
}

/** The path of a request's URL, without its query string. */
export function pathnameOf(url = ''): string {
  const q = url.indexOf('?')
  return q === -1 ? url : url.slice(0, q)
}
