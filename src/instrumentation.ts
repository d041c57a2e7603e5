/** Runs once when the server starts: https://nextjs.org/docs/app/guides/instrumentation */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [
    { Server },
    { installForwardedForRewrite },
    { installPageCache },
    { installDirectSearch },
    { installExitDrain },
  ] = await Promise.all([
    import('node:http'),
    import('@/lib/http/forwardedFor'),
    import('@/lib/http/pageCache'),
    import('@/lib/http/directSearch'),
    import('@/jobs/drain'),
  ])
  // A stop signal lets the lead notifications being sent finish first (src/jobs/drain.ts).
  installExitDrain()
  // These first, so the rewrite runs before them: every request reaches Next rewritten.
  installPageCache({ prototype: Server.prototype })
  installDirectSearch({ prototype: Server.prototype })
  installForwardedForRewrite({ prototype: Server.prototype })
}
