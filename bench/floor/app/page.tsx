import { connection } from 'next/server'

/**
 * The framework's floor for `npm run bench` (bench/README.md): one `<h1>`, rendered on every
 * request (`connection()`), as the site's pages are: what Next and React cost before the site's code.
 */
export default async function EmptyPage() {
  await connection()
  return <h1>Boş sayfa</h1>
}
