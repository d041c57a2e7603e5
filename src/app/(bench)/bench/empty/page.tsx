import { notFound } from 'next/navigation'
import { connection } from 'next/server'

/**
 * The framework's floor for `npm run bench`: a page rendered on every request with one `<h1>` in a
 * root layout of its own. The bench measures it beside the uncached product page (latency at one
 * connection) and beside the four catalogue pages in Lighthouse, so that each run shows how much
 * of a figure Next.js and React take on that host before any of the site's code runs
 * (bench/README.md, "The framework's floor"). It exists only for a server started with
 * BENCH_EMPTY_PAGE=1 (the bench's servers); anywhere else it is a 404.
 */
export default async function BenchEmptyPage() {
  await connection()
  if (process.env.BENCH_EMPTY_PAGE !== '1') notFound()
  return <h1>Boş sayfa</h1>
}
