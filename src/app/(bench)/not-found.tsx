import { Link } from '@/components/ui/Link'

/**
 * What `/bench/empty` answers (404) on a server not started for the bench: a plain Turkish
 * not-found page in this group's bare layout, with the way back to the site (Next loads the home
 * page in full, since the site has a root layout of its own).
 */
export default function BenchNotFound() {
  return (
    <>
      <h1>Sayfa bulunamadı</h1>
      <p>Aradığınız sayfa bulunamadı.</p>
      <p>
        <Link href="/">Anasayfaya dön</Link>
      </p>
    </>
  )
}
