import { checkDatabase } from '@/lib/health'

/** GET /readyz — ready for traffic: the database answers a trivial query within 2 seconds. */
export const dynamic = 'force-dynamic'

export async function GET() {
  const ready = await checkDatabase(2000)
  return Response.json(
    ready
      ? { status: 'ok' }
      : {
          status: 'unavailable',
          error: 'Veritabanına ulaşılamıyor. Lütfen biraz sonra tekrar deneyiniz.',
        },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
