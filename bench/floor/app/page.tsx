import { connection } from 'next/server'

/**
 * The framework's floor for `npm run bench`: one `<h1>`, rendered on every request (`connection()`
 * makes the page dynamic, as the site's uncached pages are). The bench measures it beside the
 * uncached product page (latency at one connection) and beside the four catalogue pages in
 * Lighthouse: what Next.js and React cost on that host before any of the site's code runs.
 */
export default async function EmptyPage() {
  await connection()
  return <h1>Boş sayfa</h1>
}
