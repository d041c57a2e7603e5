/** Runs once when the server starts: https://nextjs.org/docs/app/guides/instrumentation */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ Server }, { installForwardedForRewrite }, { installPageCache }] = await Promise.all([
    import('node:http'),
    import('@/lib/http/forwardedFor'),
    import('@/lib/http/pageCache'),
  ])
  // The page cache first, so the rewrite runs before it: every request reaches Next rewritten.
  installPageCache({ prototype: Server.prototype })
  installForwardedForRewrite({ prototype: Server.prototype })
}
