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
}
