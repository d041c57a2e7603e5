/**
 * What `/bench/empty` answers (404) on a server not started for the bench: the spec's not-found
 * text (section 8, as in src/app/(site)/not-found.tsx) in this group's bare layout. Plain markup
 * and a plain link: Next renders this boundary into every answer of the group, the bench's empty
 * page included, which must carry nothing of the site's (no CSS, no client component). The link
 * leaves this root layout for the site's, which is a full page load either way.
 */
export default function BenchNotFound() {
  return (
    <>
      <p lang="en">Oops! Error 404</p>
      <h1 lang="en">Page Not Found</h1>
      <p lang="en">We can&apos;t seem to find the page you&apos;re looking for.</p>
      <p>Aradığınız sayfa bulunamadı.</p>
      <p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/">Anasayfaya dön</a>
      </p>
    </>
  )
}
