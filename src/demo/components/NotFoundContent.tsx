import Link from 'next/link'

/** The template's 404 texts (spec section 8) with a search box and a home link. */
export function NotFoundContent() {
  return (
    <div className="demo-404 demo-container">
      <p className="demo-404__code" aria-hidden="true">
        404
      </p>
      <h1>Oops! Error 404</h1>
      <h2>Page Not Found</h2>
      <p>We can&apos;t seem to find the page you&apos;re looking for.</p>
      <p>Try to use the search:</p>
      <form className="demo-search" role="search" action="/shop/catalog">
        <label htmlFor="not-found-search" className="demo-skip-text">
          Search
        </label>
        <input id="not-found-search" name="q" type="search" placeholder="Search for products..." />
        <button type="submit" className="demo-btn demo-btn--primary">
          Search
        </button>
      </form>
      <p>Or go to the home page to start over.</p>
      <Link href="/home-two" className="demo-btn">
        Go To Home Page
      </Link>
    </div>
  )
}
