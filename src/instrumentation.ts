/** Runs once when the server starts: https://nextjs.org/docs/app/guides/instrumentation */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ Server }, { installForwardedForRewrite }] = await Promise.all([
    import('node:http'),
    import('@/lib/http/forwardedFor'),
  ])
  installForwardedForRewrite({ prototype: Server.prototype })
}
