/** GET /healthz — the process is alive and answers; touches nothing else (for the supervisor). */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
