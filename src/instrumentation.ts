/** Runs once when the server starts: https://nextjs.org/docs/app/guides/instrumentation */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [
    { Server },
    { installForwardedForRewrite },
    { installPageCache },
    { installDirectSearch },
  ] = await Promise.all([
    import('node:http'),
    import('@/lib/http/forwardedFor'),
    import('@/lib/http/pageCache'),
    import('@/lib/http/directSearch'),
  ])
  // These first, so the rewrite runs before them: every request reaches Next rewritten.
  installPageCache({ prototype: Server.prototype })
  installDirectSearch({ prototype: Server.prototype })
  installForwardedForRewrite({ prototype: Server.prototype })
}
